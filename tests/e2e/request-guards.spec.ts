import crypto from 'node:crypto';
import net from 'node:net';
import { clientAddressFor, expect, openTestDatabase, test } from './fixtures';

const unique = () => `Guard ${crypto.randomUUID()}`;

function helpRowsNamed(name: string): number {
  const db = openTestDatabase();
  try {
    return (db.prepare('select count(*) as n from requests where name = ?').get(name) as { n: number }).n;
  } finally {
    db.close();
  }
}

test.describe('requests the site refuses before reading them', () => {
  test('a form post from another site is refused with 403 and stores nothing', async ({ request }) => {
    const crossSite: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'null' },
    ];
    for (const headers of crossSite) {
      const name = unique();
      const response = await request.post('/contact', { form: { name, email: 'a@example.com', message: 'hi' }, headers, maxRedirects: 0 });
      expect(response.status()).toBe(403);
      expect(await response.text()).toContain('This form can only be sent from this site.');
      expect(helpRowsNamed(name)).toBe(0);
    }
  });

  test('a same-origin post is accepted', async ({ request, baseURL }) => {
    const name = unique();
    const response = await request.post('/contact', {
      form: { name, email: 'a@example.com', message: 'Same origin' },
      headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(helpRowsNamed(name)).toBe(1);
  });

  test('a body over 64 KiB gets 413 with a clear page and stores nothing', async ({ request }) => {
    const name = unique();
    const response = await request.post('/contact', {
      form: { name, email: 'a@example.com', message: 'x'.repeat(70 * 1024) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain('larger than 64 KiB');
    expect(helpRowsNamed(name)).toBe(0);
  });

  test('JSON and multipart bodies are refused with 415 and store nothing', async ({ request }) => {
    const name = unique();
    const json = await request.post('/contact', { data: { name, email: 'a@example.com', message: 'hi' }, maxRedirects: 0 });
    expect(json.status()).toBe(415);
    const multipart = await request.post('/contact', { multipart: { name, email: 'a@example.com', message: 'hi' }, maxRedirects: 0 });
    expect(multipart.status()).toBe(415);
    expect(await multipart.text()).toContain('URL-encoded form data');
    expect(helpRowsNamed(name)).toBe(0);
  });

  test('the eleventh contact post in a minute from one address is refused with 429; another address still gets through', async ({
    request,
  }) => {
    const address = clientAddressFor(crypto.randomUUID());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await request.post('/contact', {
        form: { name: unique(), email: 'a@example.com', message: `Post ${i}` },
        headers: { 'X-Forwarded-For': address },
        maxRedirects: 0,
      });
      statuses.push(response.status());
      if (i === 10) expect(await response.text()).toContain('Too many submissions');
    }
    expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await request.post('/contact', {
      form: { name: unique(), email: 'a@example.com', message: 'Other address' },
      headers: { 'X-Forwarded-For': clientAddressFor(crypto.randomUUID()) },
      maxRedirects: 0,
    });
    expect(other.status()).toBe(302);
  });

  test('a flood of pages rendered for one request (404s) from one address gets 429; another address still gets its 404', async ({
    request,
  }) => {
    const address = clientAddressFor(crypto.randomUUID());
    const statuses: number[] = [];
    // Over the budget (120 a minute), from one address; cached pages don't count, so a 404 each time.
    for (let i = 0; i <= 120; i++) {
      const response = await request.get(`/no-such-page-${i}`, { headers: { 'X-Forwarded-For': address } });
      statuses.push(response.status());
      if (i === 120) {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        expect(await response.text()).toContain('Too many pages were requested from your address');
      }
    }
    expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
    // Cached pages stay open to that address; any other address gets its 404.
    expect((await request.get('/pricing', { headers: { 'X-Forwarded-For': address } })).status()).toBe(200);
    const other = await request.get('/no-such-page', { headers: { 'X-Forwarded-For': clientAddressFor(crypto.randomUUID()) } });
    expect(other.status()).toBe(404);
  });

  test('a GET never changes anything', async ({ request }) => {
    const marker = unique();
    for (const path of [
      `/contact?name=${marker}&email=a@b.co&message=hi`,
      `/checkout?plan=Yearly&name=${marker}&email=a@b.co`,
      '/admin/logout',
      `/support?name=${marker}&email=a@b.co&phone=5550100&product=Other`,
      `/help-center?name=${marker}&email=a@b.co&subject=s&message=m`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBeLessThan(500);
    }
    // Other tests add rows in parallel, so look for this test's own marker in every table.
    const db = openTestDatabase();
    for (const table of ['requests', 'ach_orders']) {
      expect((db.prepare(`select count(*) as n from ${table} where name = ?`).get(marker) as { n: number }).n).toBe(0);
    }
    db.close();
  });

  test('odd request targets get a clear answer, never a server error', async ({ baseURL }) => {
    const port = Number(new URL(baseURL!).port);
    for (const target of [
      '//',
      '//evil.example/x',
      '/%',
      '/%00',
      '/..%2f..%2fpackage.json',
      '/assets/../package.json',
      `/${'a'.repeat(4000)}`,
    ]) {
      expect(await statusLine(port, target), target).toMatch(/^HTTP\/1\.1 [234]\d\d/);
    }
    // An absolute-form target (what a proxy would receive) is refused with 400.
    expect(await statusLine(port, 'http://evil.example/')).toMatch(/^HTTP\/1\.1 400/);
  });
});

/** Sends a request with the target exactly as given (clients normalise paths like '//x' or '/../'). */
function statusLine(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve(data.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}
