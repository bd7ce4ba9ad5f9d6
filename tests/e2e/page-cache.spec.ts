import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';
import { postForm, startOwnServer, type OwnServer } from './own-server';
import { E2E_BANK_DETAILS, saveBankDetails } from './shop-bank-details';

const ADMIN = { email: 'cache@recoverly.test', password: 'cache test password' };
const cookiePairs = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0]!);

test.describe('caching of public pages', () => {
  let own: OwnServer;
  test.beforeAll(async () => {
    own = await startOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    // A site that takes payments, so its checkout carries each visitor's reference (before any page is cached).
    const db = own.open();
    saveBankDetails(db);
    db.close();
  });
  test.afterAll(async () => {
    await own?.dispose();
  });

  test('a public page carries an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${own.server.url}/products`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.get('last-modified')).toBeTruthy();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${own.server.url}/products`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(`${own.server.url}/products`, { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  test('pages and assets are compressed, and fingerprinted assets are immutable', async () => {
    const page = await fetch(`${own.server.url}/`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const html = await page.text();
    expect(html).toContain('<html');
    // The home page ships no script: its stylesheet, and the scripts of a page that loads the client.
    const contact = await (await fetch(`${own.server.url}/contact`)).text();
    for (const asset of [html.match(/\/assets\/[\w.-]+\.css/)![0], contact.match(/\/assets\/[\w.-]+\.js/)![0]]) {
      const answer = await fetch(own.server.url + asset, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get('content-encoding'), asset).toBe('gzip');
      expect(answer.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a saved price change is visible on the very next request', async () => {
    const before = await fetch(`${own.server.url}/pricing`);
    const beforeTag = before.headers.get('etag')!;
    expect(await before.text()).toContain('$79.99');

    const signIn = await postForm(own.server.url, '/admin', { intent: 'sign-in', ...ADMIN }, '127.7.7.7');
    expect(signIn.status).toBe(302);
    const session = cookiePairs(signIn)
      .filter((c) => c.startsWith('__session='))
      .join('; ');
    const save = await postForm(
      own.server.url,
      '/admin/dashboard',
      {
        intent: 'save-settings',
        monthly: '31.50',
        yearly: '88.00',
        lifetime: '199.00',
        phone: '+1 (800) 555-0100',
        email: 'help@recoverly.com',
        address: '1 Cache Street',
        timeZone: 'America/New_York',
        ...E2E_BANK_DETAILS,
      },
      '127.7.7.7',
      { cookie: session },
    );
    expect(save.status).toBe(302);

    const after = await fetch(`${own.server.url}/pricing`, { headers: { 'If-None-Match': beforeTag } });
    expect(after.status).toBe(200);
    const body = await after.text();
    expect(body).toContain('$88.00');
    expect(body).not.toContain('$79.99');
    expect(after.headers.get('etag')).not.toBe(beforeTag);
  });

  test('a response carrying a flash message is never cached, nor served to anyone else', async () => {
    await (await fetch(`${own.server.url}/contact`)).arrayBuffer(); // the cacheable version exists
    const post = await postForm(own.server.url, '/contact', { name: 'Flash Test', email: 'f@example.com', message: 'Hello' }, '127.8.8.8');
    expect(post.status).toBe(302);
    const flash = cookiePairs(post).find((c) => c.startsWith('flash='))!;
    expect(flash).toBeTruthy();

    const withFlash = await fetch(`${own.server.url}/contact`, { headers: { cookie: flash } });
    expect(await withFlash.text()).toContain('Message Sent!');
    expect(withFlash.headers.get('cache-control')).toBe('no-store');
    expect(withFlash.headers.get('etag')).toBeNull();

    const someoneElse = await fetch(`${own.server.url}/contact`);
    expect(someoneElse.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(await someoneElse.text()).not.toContain('Message Sent!');
  });

  test('a forged flash cookie gets the cached page like everyone else', async () => {
    const cached = await fetch(`${own.server.url}/pricing`);
    const etag = cached.headers.get('etag')!;
    for (const forged of ['flash=x', `flash=${Buffer.from('{"title":"Hacked"}').toString('base64')}`, 'flash=eyJ9.AAAA']) {
      const answer = await fetch(`${own.server.url}/pricing`, { headers: { cookie: forged } });
      expect(answer.headers.get('cache-control'), forged).toBe('public, max-age=0, must-revalidate');
      expect(answer.headers.get('etag'), forged).toBe(etag);
      expect(await answer.text()).not.toContain('Hacked');
    }
  });

  test('checkout is served from the cache with each visitor’s own reference, as gzip that decodes to the whole page', async () => {
    const raw = (cookie?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { 'accept-encoding': 'br, gzip', 'x-forwarded-for': '127.9.9.9' };
        if (cookie) headers.cookie = cookie;
        http
          .get(`${own.server.url}/checkout?plan=Yearly&price=$79.99`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const referenceIn = (html: string) => /data-testid="payment-reference"[^>]*>(ORD-[0-9A-Z-]{9})</.exec(html)?.[1];
    const first = await raw();
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const html = zlib.gunzipSync(first.body).toString();
    expect(html).toMatch(/<\/html>$/);
    const reference = referenceIn(html)!;
    expect(reference).toBeTruthy();
    expect(html).toContain(`name="reference" value="${reference}"`);
    const cookie = first.headers['set-cookie']![0]!.split(';')[0]!;

    const second = await raw();
    expect(referenceIn(zlib.gunzipSync(second.body).toString())).not.toBe(reference);
    const returning = await raw(cookie);
    expect(referenceIn(zlib.gunzipSync(returning.body).toString())).toBe(reference);
    expect(returning.headers['set-cookie']).toBeUndefined();
  });
});
