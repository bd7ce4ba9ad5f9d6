import http from 'node:http';
import net from 'node:net';
import { expect, expectToast, test } from './fixtures';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * A reverse proxy like nginx's default: it talks to the site by its internal address (Host
 * rewritten) and, when told to, reports what the browser used in X-Forwarded-Host/-Proto.
 */
async function startProxy(upstreamPort: number, { forwardHost, port = 0 }: { forwardHost: boolean; port?: number }) {
  const proxy = http.createServer((req, res) => {
    const headers: http.OutgoingHttpHeaders = {
      ...req.headers,
      host: `127.0.0.1:${upstreamPort}`,
      'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1',
    };
    if (forwardHost) Object.assign(headers, { 'x-forwarded-host': req.headers.host, 'x-forwarded-proto': 'http' });
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(proxy.address() as net.AddressInfo).port}`,
    close: () => {
      proxy.closeAllConnections();
      return new Promise((resolve) => proxy.close(resolve));
    },
  };
}

function messagesNamed(own: OwnServer, name: string): number {
  const db = own.open();
  try {
    return (db.prepare('select count(*) as n from requests where name = ?').get(name) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function sendContactForm(page: import('@playwright/test').Page, base: string, name: string) {
  await page.goto(`${base}/contact`);
  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByLabel('Email', { exact: true }).fill('proxied@example.com');
  await main.getByLabel('Message', { exact: true }).fill('Sent through a reverse proxy');
  await page.getByRole('button', { name: 'Send Message' }).click();
}

/**
 * The page leaves before the proxy closes: a request it still has in flight (a script it loads once
 * shown) would otherwise be cut, and the browser logs the reset as a console error.
 */
async function leave(page: import('@playwright/test').Page, proxy: { close(): Promise<unknown> }) {
  await page.goto('about:blank');
  await proxy.close();
}

test.describe('behind a reverse proxy that rewrites Host', () => {
  let own: OwnServer;
  test.afterEach(async () => {
    await own?.dispose();
  });

  test('a form post goes through when the proxy passes X-Forwarded-Host and -Proto (TRUST_PROXY=1)', async ({
    page,
    javaScriptOn,
  }, testInfo) => {
    own = await startOwnServer({ TRUST_PROXY: '1' });
    const proxy = await startProxy(own.server.port, { forwardHost: true });
    try {
      const name = `Proxied ${testInfo.project.name} ${Date.now()}`;
      await sendContactForm(page, proxy.url, name);
      await expectToast(page, javaScriptOn, 'Message Sent!', "Thanks for reaching out. We'll get back to you soon.");
      expect(messagesNamed(own, name)).toBe(1);
    } finally {
      await leave(page, proxy);
    }
  });

  test('a form post goes through when SITE_URL names the address the visitor uses', async ({ page, javaScriptOn }, testInfo) => {
    const proxyPort = await freePort();
    own = await startOwnServer({ SITE_URL: `http://localhost:${proxyPort}` });
    const proxy = await startProxy(own.server.port, { forwardHost: false, port: proxyPort });
    try {
      const name = `Site URL ${testInfo.project.name} ${Date.now()}`;
      await sendContactForm(page, proxy.url, name);
      await expectToast(page, javaScriptOn, 'Message Sent!', "Thanks for reaching out. We'll get back to you soon.");
      expect(messagesNamed(own, name)).toBe(1);
    } finally {
      await leave(page, proxy);
    }
  });
});
