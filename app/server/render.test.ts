import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { rawRequest } from '../../tests/helpers/edge';
import { SITE, standInAnswer, startStep } from '../../tests/helpers/edge-step';
import type { EdgeStep } from './edge-step';
import { render } from './render';

let step: Awaited<ReturnType<typeof startStep>> | undefined;
afterEach(async () => {
  await step?.close();
});

const allowed = async (_address: string) => ({ allowed: true, retryAfter: 0 });

async function start(budget = allowed, page?: Parameters<typeof standInAnswer>[0], before?: EdgeStep) {
  const { answer, asked } = standInAnswer(page);
  const last = render(budget, answer, { 'x-frame-options': 'DENY' });
  step = await startStep(before ? (visit, next) => before(visit, () => last(visit, next)) : last);
  return { ...step, asked };
}

describe('the render step', () => {
  it('renders what is left for this request alone, compressed for this client, private to it', async () => {
    const { url, asked } = await start();
    const answer = await fetch(`${url}/orders?ref=1`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await answer.text()).toContain(`<p id="url">${SITE}/orders?ref=1</p>`);
    const admin = await fetch(`${url}/admin/orders`);
    expect(admin.headers.get('cache-control')).toBe('no-store');
    expect(asked.map((a) => a.url)).toEqual([`${SITE}/orders?ref=1`, `${SITE}/admin/orders`]);
  });

  it('renders the target and the body the steps before it left', async () => {
    const before: EdgeStep = async (visit, next) => {
      visit.target = '/pricing';
      if (visit.method === 'POST') visit.body = Buffer.from('name=Ann');
      await next();
    };
    const { url, asked } = await start(allowed, undefined, before);
    await fetch(`${url}/pricing?utm_source=x`);
    await fetch(`${url}/pricing`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'ignored' });
    expect(asked.map((a) => [a.method, a.url, a.body])).toEqual([
      ['GET', `${SITE}/pricing`, ''],
      ['POST', `${SITE}/pricing`, 'name=Ann'],
    ]);
  });

  it('counts a public read against the client’s budget and answers 429 over it, never a post or the administrator’s pages', async () => {
    const counted: string[] = [];
    const over = async (address: string) => {
      counted.push(address);
      return { allowed: false, retryAfter: 42 };
    };
    const { url, asked } = await start(over);
    const refused = await fetch(`${url}/no-such-page`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('42');
    expect(refused.headers.get('x-frame-options')).toBe('DENY');
    expect(await refused.text()).toContain('Too many pages were requested from your address');
    for (const target of ['/admin/orders', '/healthz']) expect((await fetch(url + target)).status, target).toBe(200);
    expect((await fetch(`${url}/contact`, { method: 'POST', body: '' })).status).toBe(200);
    expect(counted).toEqual(['198.51.100.7']);
    expect(asked).toHaveLength(3);
  });

  it('closes the connection after the answer when the body was left unread', async () => {
    const before: EdgeStep = async (visit, next) => {
      visit.bodyUnread = true;
      await next();
    };
    const { port } = await start(allowed, () => new Response(null, { status: 302, headers: { location: '/admin' } }), before);
    const answer = await rawRequest(port, 'POST /admin/orders HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\n');
    expect(answer.status).toBe(302);
    expect(answer.head.toLowerCase()).toContain('connection: close');
  });

  it('passes a download on as it comes, uncompressed', async () => {
    const csv = 'reference,amount\r\n'.repeat(500);
    const download = () =>
      new Response(csv, { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="x.csv"' } });
    const { url } = await start(allowed, download);
    const answer = await fetch(`${url}/admin/orders.csv`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    expect(await answer.text()).toBe(csv);
    expect(zlib.gzipSync(csv).length).toBeLessThan(csv.length);
  });
});
