import { PUBLIC_PAGE_PATHS } from '../../app/content/public-pages';
import { SEEDED_CONTENT_PATHS } from './seeded-content';
import { expect, test } from './fixtures';
import { postForm, startOwnServer } from './own-server';

// Every public page (checkout with a plan, as visitors reach it), the order lookup and page, the
// administrator's pages, and the operator's and static answers.
const PATHS = [
  ...SEEDED_CONTENT_PATHS,
  ...PUBLIC_PAGE_PATHS.map((path) => (path === '/checkout' ? '/checkout?plan=Yearly' : path)),
  '/orders',
  '/orders/ORD-0000-0000?token=unknown',
  '/admin',
  '/admin/dashboard',
  '/admin/two-factor',
  '/healthz',
  '/robots.txt',
  '/sitemap.xml',
  '/favicon.svg',
  '/no-such-page',
];

test.describe('security headers', () => {
  for (const path of PATHS) {
    test(`${path} carries the security headers and an enforced CSP`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers['content-security-policy'];
      expect(csp, 'CSP is enforced').toBeTruthy();
      expect(headers['content-security-policy-report-only']).toBeUndefined();
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();
    });
  }

  test('a page that ships no script allows none but the site’s own files', async ({ request }) => {
    const response = await request.get('/pricing');
    expect(await response.text()).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
  });

  test('every script React Router inlines is allowed by its CSP hash, and the nonce that marked it is gone', async ({ request }) => {
    for (const path of ['/contact', '/admin', '/checkout?plan=Monthly']) {
      const response = await request.get(path);
      const html = await response.text();
      expect(html, path).not.toContain('nonce=');
      // Data blocks (JSON-LD) are never executed and need no hash.
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((m) => !/type="application\/ld\+json"/.test(m[1]!))
        .map((m) => m[2]!)
        .filter(Boolean);
      expect(inline.length, path).toBeGreaterThan(0);
      const csp = response.headers()['content-security-policy']!;
      const crypto = await import('node:crypto');
      for (const script of inline) {
        const hash = crypto.createHash('sha256').update(script).digest('base64');
        expect(csp, path).toContain(`'sha256-${hash}'`);
      }
    }
  });

  test('HSTS and Secure cookies when the site is served over HTTPS', async () => {
    const own = await startOwnServer({ HTTPS: '1' });
    try {
      const response = await fetch(`${own.server.url}/`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      const post = await postForm(own.server.url, '/contact', { name: 'Secure', email: 's@example.com', message: 'hi' }, '127.6.6.6');
      const cookies = post.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure(;|$)/);
    } finally {
      await own.dispose();
    }
  });
});
