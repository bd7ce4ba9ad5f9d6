import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPersonalPage, sendPersonal, type PersonalPage, type StandInRender, type Values } from './personal-page';
import { contentSecurityPolicy } from './security-headers';
import type { VisitorPart } from '~/web/page-variants.server';

const sha256 = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;
const HYDRATION = (v: Values) => `window.ctx.enqueue("[\\"reference\\",\\"${v.reference}\\",\\"signature\\",\\"${v.signature}\\"]");`;
const SHELL = 'window.__shell = {"basename":"/"};';

/** What the renderer gives for these values: a checkout-like page, big enough to be compressed. */
function page(v: Values): string {
  return (
    `<!doctype html><html><body><h1>Secure Checkout</h1>${'<p>Transfer the amount to the account below.</p>'.repeat(60)}` +
    `<p>Put ${v.reference} in your transfer's memo.</p><dd data-testid="payment-reference">${v.reference}</dd>` +
    `<input type="hidden" name="reference" value="${v.reference}"/><input type="hidden" name="referenceSignature" value="${v.signature}"/>` +
    `${'<p>Filler that compresses.</p>'.repeat(40)}<script>${SHELL}</script><script>${HYDRATION(v)}</script></body></html>`
  );
}

const values = (): Values => ({
  reference: `ORD-${crypto.randomBytes(2).toString('hex').toUpperCase()}-${crypto.randomBytes(2).toString('hex').toUpperCase()}`,
  signature: crypto.randomBytes(32).toString('base64url'),
});

function standInRender(v: Values, body = page(v)): StandInRender {
  const scriptHashes = [sha256(SHELL), sha256(HYDRATION(v))];
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': contentSecurityPolicy(scriptHashes),
      'x-frame-options': 'DENY',
    },
    body,
    scriptHashes,
    standIns: v,
  };
}

// What the page's route would give: here only its identity matters (the edge asks it for each visitor's values).
const PART: VisitorPart = { standIns: values, forVisit: () => ({ values: values(), setCookie: null }) };

let server: http.Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = null;
});

/** Serves `kept` with `visitor`'s values and returns the raw answer (body as sent, not decoded). */
async function serve(kept: PersonalPage, visitor: Values, acceptEncoding: string | null, setCookie: string | null = null) {
  server = http.createServer((req, res) => sendPersonal(req, res, kept, visitor, setCookie, false));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(
        { port, host: '127.0.0.1', path: '/checkout?plan=Yearly', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      )
      .on('error', reject);
  });
}

describe('a page kept with each visitor’s own values', () => {
  const kept = buildPersonalPage(standInRender(values()), standInRender(values()), PART, true)!;

  it('joined as gzip, decodes to exactly the page a fresh render with the visitor’s values gives', async () => {
    const visitor = values();
    const answer = await serve(kept, visitor, 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(zlib.gunzipSync(answer.body).toString()).toBe(page(visitor));
  });

  it('is sent whole, uncompressed, to a client that takes no gzip (brotli pages can’t be joined)', async () => {
    const visitor = values();
    for (const accept of [null, 'br', 'gzip;q=0, br']) {
      const answer = await serve(kept, visitor, accept);
      expect(answer.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(answer.body.toString()).toBe(page(visitor));
      await new Promise((resolve) => server!.close(resolve));
      server = null;
    }
  });

  it('carries a strict CSP with the hash of each inline script as this visitor gets it', async () => {
    const visitor = values();
    const answer = await serve(kept, visitor, 'gzip', 'checkout_ref=x; Path=/');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toBe(contentSecurityPolicy([sha256(SHELL), sha256(HYDRATION(visitor))]));
    expect(/script-src [^;]*/.exec(csp)![0]).not.toContain('unsafe');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers['set-cookie']).toEqual(['checkout_ref=x; Path=/']);
    expect(answer.headers.etag).toBeUndefined();
  });

  it('is not kept when the two renders differ beyond the values (a value shown transformed)', () => {
    const lowerCased = (v: Values) => standInRender(v, page(v) + `<p>${v.reference!.toLowerCase()}</p>`);
    expect(buildPersonalPage(lowerCased(values()), lowerCased(values()), PART, true)).toBeNull();
    const random = (v: Values) => standInRender(v, page(v) + `<p>${crypto.randomUUID()}</p>`);
    expect(buildPersonalPage(random(values()), random(values()), PART, true)).toBeNull();
  });

  it('refuses values that are not plain tokens, so nothing needs escaping where they go', async () => {
    expect(() => buildPersonalPage(standInRender({ reference: 'a"b', signature: 'x' }), standInRender(values()), PART, true)).toThrow();
    server = http.createServer((req, res) => {
      try {
        sendPersonal(req, res, kept, { reference: '</script>', signature: 'x' }, null, false);
      } catch {
        res.writeHead(500).end();
      }
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(500);
  });
});
