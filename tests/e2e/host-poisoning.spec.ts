import net from 'node:net';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/** One GET over a raw socket, with the Host header exactly as given (clients would refuse these). */
function rawGet(port: number, target: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => resolve({ status: Number(data.split(' ')[1]), body: data.slice(data.indexOf('\r\n\r\n') + 4) }));
    socket.on('error', reject);
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test.describe('a poisoned Host header', () => {
  let own: OwnServer;
  test.beforeAll(async () => {
    own = await startOwnServer();
  });
  test.afterAll(async () => {
    await own?.dispose();
  });

  test('is refused with 400, and the next clean visitors get the pages they asked for', async () => {
    const port = own.server.port;
    // Each of these rendered another route and cached it under the innocent address.
    const attempts: [string, string][] = [
      ['/', 'example.com/admin?'],
      ['/contact', 'example.com/privacy-policy?'],
      ['/checkout?plan=Yearly', 'example.com/checkout?plan=Lifetime&'],
      ['/', 'a b'],
      ['/', 'a@b'],
      ['/', 'a:99999'],
      ['/', '[::'],
      ['/', 'a<b'],
    ];
    for (const [target, host] of attempts) {
      const answer = await rawGet(port, target, host);
      expect(answer.status, `${host} on ${target}`).toBe(400);
      expect(answer.body).toContain('Unexpected Application Error!');
      expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/);
    }

    const home = await rawGet(port, '/', `127.0.0.1:${port}`);
    const homeAgain = await rawGet(port, '/?fresh', `127.0.0.1:${port}`);
    expect(home.body).not.toContain('Admin Access');
    expect(titleOf(home.body)).toBe(titleOf(homeAgain.body));

    const contact = await rawGet(port, '/contact', `127.0.0.1:${port}`);
    expect(contact.body).toContain('Send Message');
    expect(contact.body).not.toContain('Last Updated: October 26, 2025');

    const checkout = await rawGet(port, '/checkout?plan=Yearly', `127.0.0.1:${port}`);
    expect(checkout.body).toContain('$79.99');
    expect(checkout.body).not.toContain('$149.99');
  });

  test('never reaches robots.txt or the sitemap', async () => {
    const port = own.server.port;
    for (const target of ['/robots.txt', '/sitemap.xml']) {
      const answer = await rawGet(port, target, 'evil.example');
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).toContain(`http://127.0.0.1:${port}/`);
    }
  });
});

test('with SITE_URL, robots.txt and the sitemap name the site by it', async () => {
  const own = await startOwnServer({ SITE_URL: 'https://www.recoverly.test' });
  try {
    const robots = await rawGet(own.server.port, '/robots.txt', 'evil.example');
    expect(robots.body).toContain('Sitemap: https://www.recoverly.test/sitemap.xml');
    const sitemap = await rawGet(own.server.port, '/sitemap.xml', 'evil.example');
    expect(sitemap.body).toContain('<loc>https://www.recoverly.test/pricing</loc>');
    expect(sitemap.body).not.toContain('evil.example');
  } finally {
    await own.dispose();
  }
});

test('a page reached with tracking parameters loads and navigates like the plain page', async ({ page }) => {
  await page.goto('/checkout?plan=yearly&utm_source=newsletter&price=$1');
  await expect(page.getByRole('main').getByText('$79.99').first()).toBeVisible();
  await expect(page).toHaveURL(/utm_source=newsletter/);
  await page.goto('/pricing?utm_campaign=spring');
  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
});
