import crypto from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { echoPage, getWithHost, rawRequest, SITE, startEdge } from '../../tests/helpers/edge';
import { toastCookieHeader } from '~/web/flash.server';
import { RENDERS_PER_MINUTE } from '~/web/rate-limit.server';
import type { RequestContext } from './http-server';

let edge: Awaited<ReturnType<typeof startEdge>>;
afterEach(async () => {
  vi.restoreAllMocks();
  await edge?.close();
});

const urlIn = (body: string) => /<p id="url">([^<]*)<\/p>/.exec(body)?.[1];

describe('the Host header', () => {
  const POISON = ['example.com/admin?', 'evil.example/contact?', 'a b', 'a@b', 'a:99999', '[::', 'a<b', 'x#y', 'a:0', '[zz::1]'];

  it('is refused with the small 400 page when it is not host[:port], and a clean request afterwards renders its own path', async () => {
    edge = await startEdge();
    for (const host of POISON) {
      const answer = await getWithHost(edge.port, '/', host);
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).toContain('Unexpected Application Error!');
      expect(answer.body, host).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
    }
    expect(edge.rendered).toEqual([]);
    const clean = await getWithHost(edge.port, '/', 'localhost');
    expect(clean.status).toBe(200);
    expect(urlIn(clean.body)).toBe(`${SITE}/`);
  });

  it('accepts ordinary names, addresses and ports', async () => {
    edge = await startEdge();
    for (const host of [
      'localhost',
      'localhost:3000',
      'www.example.com',
      '127.0.0.1:8080',
      '[::1]:3000',
      'my_service:80',
      'example.com.',
    ]) {
      expect((await getWithHost(edge.port, '/about', host)).status, host).toBe(200);
    }
  });

  it('never becomes part of the URL React Router renders: that is always the configured origin', async () => {
    edge = await startEdge();
    await getWithHost(edge.port, '/help-center', 'attacker.example');
    await getWithHost(edge.port, '/admin/orders', 'attacker.example:8443');
    expect(edge.rendered.map((r) => r.url)).toEqual([`${SITE}/help-center`, `${SITE}/admin/orders`]);
  });
});

describe('public pages in the cache', () => {
  it('are rendered and cached by their path: fresh query strings share one render', async () => {
    edge = await startEdge();
    const answers = await Promise.all(Array.from({ length: 32 }, (_, i) => fetch(`${edge.url}/pricing?utm_source=mail&n=${i}`)));
    for (const answer of answers) expect(urlIn(await answer.text())).toBe(`${SITE}/pricing`);
    expect(await (await fetch(`${edge.url}/pricing`)).text()).toContain(`${SITE}/pricing<`);
    expect(edge.rendered.map((r) => r.url)).toEqual([`${SITE}/pricing`]);
  });

  it('are rendered afresh for a visitor with a flash we signed, but a forged flash cookie gets the cached page', async () => {
    edge = await startEdge();
    await fetch(`${edge.url}/pricing`);
    for (const forged of ['flash=x', 'flash=', `flash=${Buffer.from('{"title":"Hacked"}').toString('base64')}.${'A'.repeat(43)}`]) {
      const answer = await fetch(`${edge.url}/pricing`, { headers: { cookie: `theme=1; ${forged}` } });
      expect(answer.headers.get('cache-control'), forged).toBe('public, max-age=0, must-revalidate');
    }
    expect(edge.rendered).toHaveLength(1);
    const signed = (await toastCookieHeader({ type: 'success', title: 'Message Sent!', description: 'Thanks.' })).split(';')[0]!;
    await fetch(`${edge.url}/pricing`, { headers: { cookie: signed } });
    expect(edge.rendered).toHaveLength(2);
  });

  it('are not confused by a .data request for a subset of loaders, which is rendered on its own', async () => {
    edge = await startEdge();
    await fetch(`${edge.url}/pricing.data?_routes=root`);
    await fetch(`${edge.url}/pricing.data?_routes=root`);
    expect(edge.rendered.map((r) => r.url)).toEqual([`${SITE}/pricing.data?_routes=root`, `${SITE}/pricing.data?_routes=root`]);
  });
});

describe('the pages of the owner’s posts and guides', () => {
  it('are cached once published, rendered once as the 404 they are when not, and follow the content version', async () => {
    let version = 1;
    const published = new Set(['/blog/kept']);
    edge = await startEdge({
      contentVersion: () => version,
      isPublishedContentPage: async (pathname) => published.has(pathname),
      render: (request) => (published.has(new URL(request.url).pathname) ? echoPage(request) : new Response('Not Found', { status: 404 })),
    });
    const renders = (path: string) => edge.rendered.filter((r) => r.url === `${SITE}${path}`).length;
    for (let visit = 0; visit < 3; visit++) expect((await fetch(`${edge.url}/blog/kept?utm_source=x`)).status).toBe(200);
    expect(renders('/blog/kept')).toBe(1);
    expect((await fetch(`${edge.url}/blog/missing`)).status).toBe(404);
    expect(renders('/blog/missing')).toBe(1);
    // Unpublished: the content version moves on, and the page is asked for again (a 404 now).
    published.delete('/blog/kept');
    version++;
    expect((await fetch(`${edge.url}/blog/kept`)).status).toBe(404);
    expect(renders('/blog/kept')).toBe(2);
  });
});

describe('compression', () => {
  it("honours 'br;q=0': the client gets gzip, on cached pages and on one-off answers", async () => {
    edge = await startEdge();
    for (const target of ['/pricing', '/admin']) {
      const answer = await fetch(edge.url + target, { headers: { 'Accept-Encoding': 'br;q=0, gzip' } });
      expect(answer.headers.get('content-encoding'), target).toBe('gzip');
      expect(await answer.text()).toContain('<p id="url">');
    }
  });
});

describe('a visitor who goes away mid-upload', () => {
  it('is logged in one line, without a stack trace', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    edge = await startEdge();
    const half =
      'POST /contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\nname=Ann';
    await new Promise<void>((resolve) => {
      const socket = net.connect(edge.port, '127.0.0.1', () => {
        socket.write(half, () => setTimeout(() => socket.destroy(), 50));
      });
      socket.on('close', () => resolve());
    });
    await vi.waitFor(() => expect(warned.mock.calls.length + failed.mock.calls.length).toBeGreaterThan(0));
    const logged = [...warned.mock.calls, ...failed.mock.calls].map((call) => call.map(String).join(' '));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^POST \/contact: the client closed the connection/);
    expect(logged[0]).not.toContain('\n');
    expect(edge.rendered).toEqual([]);
  });

  it('leaves an ordinary server error with its stack trace in the log and a 500 page for the visitor', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    edge = await startEdge({
      render: () => {
        throw new Error('renderer exploded');
      },
    });
    const answer = await rawRequest(edge.port, 'GET /about HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(500);
    expect(answer.body).not.toContain('renderer exploded');
    expect(failed).toHaveBeenCalledOnce();
  });
});

describe('downloads', () => {
  /** An attachment whose source gives one chunk, then waits for `release` before the rest. */
  function slowDownload() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const state = { cancelled: false, pulls: 0 };
    const render = async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          async pull(controller) {
            state.pulls++;
            if (state.pulls === 1) return controller.enqueue(new TextEncoder().encode('first,row\r\n'));
            await released;
            controller.enqueue(new TextEncoder().encode('last,row\r\n'));
            controller.close();
          },
          cancel() {
            state.cancelled = true;
          },
        }),
        { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="x.csv"' } },
      );
    return { render, release, state };
  }

  it('are passed on as they are produced, not held whole', async () => {
    const source = slowDownload();
    edge = await startEdge({ render: source.render });
    const answer = await fetch(`${edge.url}/admin/dashboard/orders.csv`);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="x.csv"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const reader = answer.body!.getReader();
    // The first chunk arrives while the source still holds back the rest.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first,row\r\n');
    source.release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('last,row\r\n');
  });

  it('cancel their source when the client goes away', async () => {
    const source = slowDownload();
    edge = await startEdge({ render: source.render });
    const controller = new AbortController();
    const answer = await fetch(`${edge.url}/admin/dashboard/orders.csv`, { signal: controller.signal });
    await answer.body!.getReader().read();
    controller.abort();
    await vi.waitFor(() => expect(source.state.cancelled).toBe(true));
    source.release();
  });
});

/** A checkout-like page: the reference where buyers read it, in the form, and in an inline script the CSP must allow. */
function checkoutPage(request: Request, context: RequestContext): Response {
  const chosen = context.standIns ?? { reference: 'ORD-ONE0-VSIT', signature: 'per-visit-render' };
  const script = `window.data = ["${chosen.reference}", "${chosen.signature}"];`;
  const html =
    `<!doctype html><html><body><p id="url">${request.url}</p><p>Put ${chosen.reference} in the memo.</p>` +
    `<input name="reference" value="${chosen.reference}"/><input name="referenceSignature" value="${chosen.signature}"/>` +
    `${'<p>filler</p>'.repeat(100)}<script nonce="${context.cspNonce}">${script}</script></body></html>`;
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

const referenceIn = (body: string) => /<p>Put (ORD-[0-9A-Z]{4}-[0-9A-Z]{4}) in the memo/.exec(body)?.[1];

describe('checkout in the cache', () => {
  it('is rendered twice per plan, then every visitor gets their own reference, kept by a cookie', async () => {
    edge = await startEdge({ render: checkoutPage });
    const visits = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${edge.url}/checkout?plan=yearly&price=$1`, { headers: { 'accept-encoding': 'gzip' } })),
    );
    const references = [];
    for (const visit of visits) {
      const body = await visit.text();
      references.push(referenceIn(body));
      expect(visit.headers.get('cache-control')).toBe('private, no-cache');
      expect(visit.headers.get('set-cookie')).toMatch(/^checkout_ref=Yearly:ORD-/);
      expect(body).toContain(`<p id="url">${SITE}/checkout?plan=Yearly</p>`);
    }
    expect(new Set(references).size).toBe(8);
    // Two renders with stand-ins, whatever the number of visitors.
    expect(edge.rendered.map((r) => r.url)).toEqual([`${SITE}/checkout?plan=Yearly`, `${SITE}/checkout?plan=Yearly`]);

    const cookie = visits[0]!.headers.get('set-cookie')!.split(';')[0]!;
    const again = await fetch(`${edge.url}/checkout?plan=Yearly`, { headers: { cookie } });
    const body = await again.text();
    expect(referenceIn(body)).toBe(references[0]);
    expect(again.headers.get('set-cookie')).toBeNull();
    const script = /<script>([^<]*)<\/script>/.exec(body)![1]!;
    expect(script).toContain(references[0]);
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(again.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(edge.rendered).toHaveLength(2);
  });

  it('is rendered for each visitor (said once, as a debug note) when two renders differ beyond the reference, until settings change', async () => {
    const warned = vi.spyOn(console, 'debug').mockImplementation(() => {});
    let version = 1;
    const withSomethingRandom = async (request: Request, context: RequestContext) => {
      const html = (await checkoutPage(request, context).text()).replace('</body>', `<p>${crypto.randomUUID()}</p></body>`);
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    };
    edge = await startEdge({ render: withSomethingRandom, contentVersion: () => version });
    for (let i = 0; i < 3; i++) expect((await fetch(`${edge.url}/checkout?plan=Yearly`)).status).toBe(200);
    // Two stand-in renders, then one render per visit.
    expect(edge.rendered).toHaveLength(2 + 3);
    expect(warned).toHaveBeenCalledOnce();
    version = 2;
    await fetch(`${edge.url}/checkout?plan=Yearly`);
    expect(edge.rendered).toHaveLength(5 + 2 + 1);
    expect(warned).toHaveBeenCalledTimes(2);
  });

  it('is one shared page per plan, cached whole, while it takes no payment (its page carries no reference)', async () => {
    const closed = (request: Request) =>
      new Response(`<!doctype html><html><body><p>${new URL(request.url).search}</p><p>We’re not taking payments yet.</p></body></html>`, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
    edge = await startEdge({ render: closed });
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${edge.url}/checkout?plan=Yearly`);
      expect(await answer.text()).toContain('not taking payments');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    // The two renders that look for a visitor part, then the cache.
    expect(edge.rendered).toHaveLength(2);
  });

  it('is one shared page for a plan we don’t sell', async () => {
    edge = await startEdge();
    await fetch(`${edge.url}/checkout?plan=Enterprise`);
    await fetch(`${edge.url}/checkout?plan=Platinum&price=$5`);
    expect(edge.rendered.map((r) => r.url)).toEqual([`${SITE}/checkout`]);
  });
});

describe('the budget of pages rendered for one request', () => {
  const notFound = (request: Request) =>
    new Response(`<p>${request.url} was not found</p>`, { status: 404, headers: { 'content-type': 'text/html' } });

  it('answers a flood of 404s from one address with 429, while another address still gets its 404', async () => {
    edge = await startEdge({ render: notFound, trustProxy: true });
    const from = (address: string, target = '/no-such-page') => fetch(`${edge.url}${target}`, { headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < RENDERS_PER_MINUTE; i++) expect((await from('198.51.100.7', `/missing-${i}`)).status).toBe(404);
    const over = await from('198.51.100.7');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.text()).toContain('Too many pages were requested from your address');
    expect(over.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(edge.rendered).toHaveLength(RENDERS_PER_MINUTE);
    expect((await from('198.51.100.8')).status).toBe(404);
  });

  it('counts help-centre searches, but never cached pages, the administrator’s pages or the health check', async () => {
    const counted: string[] = [];
    edge = await startEdge({
      renderBudget: async (address) => {
        counted.push(address);
        return { allowed: false, retryAfter: 30 };
      },
    });
    for (const target of ['/pricing', '/pricing', '/admin', '/admin/orders', '/healthz']) {
      expect((await fetch(edge.url + target)).status, target).toBe(200);
    }
    expect(counted).toEqual([]);
    for (const target of ['/help-center?q=drive', '/orders/ORD-AAAA-BBBB?token=x', '/pricing.data?_routes=root']) {
      const answer = await fetch(edge.url + target);
      expect(answer.status, target).toBe(429);
      expect(answer.headers.get('retry-after')).toBe('30');
    }
    expect(counted).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });
});
