import type { Page, Response } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../../app/content/public-pages';
import { SEEDED_CONTENT_PATHS } from './seeded-content';
import { SHIPS_SCRIPT } from './declared-scripts';
import { REFUSED_POST_LOG } from './form-helpers';
import { expect, expectToast, test } from './fixtures';

/**
 * What of the client a document carries as it arrives (once hydrated, React Router's own scripts
 * leave the DOM): module scripts, module preloads, React Router's hydration data.
 */
async function clientParts(answer: Response | null) {
  const html = (await answer?.text()) ?? '';
  return {
    moduleScripts: html.match(/<script\b[^>]*\btype="module"/g)?.length ?? 0,
    modulePreloads: html.match(/<link\b[^>]*\brel="modulepreload"/g)?.length ?? 0,
    hydrationData: html.includes('__reactRouterContext'),
  };
}

/** The document a click on the page brings (a form's post, a link). */
function nextDocument(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.request().resourceType() === 'document');
}

test.describe('every public page', () => {
  test.use({ expectedConsoleErrors: [/the server responded with a status of 404/] });

  test('ships a module script exactly when it is declared to', async ({ page }) => {
    test.setTimeout(60_000);
    expect([...PUBLIC_PAGE_PATHS, ...SEEDED_CONTENT_PATHS].filter((path) => !(path in SHIPS_SCRIPT))).toEqual([]);
    const found: Record<string, boolean> = {};
    for (const path of Object.keys(SHIPS_SCRIPT)) {
      const parts = await clientParts(await page.goto(path));
      found[path] = parts.moduleScripts > 0;
      // All of the client or none of it: a page without module scripts has no preloads and no data for them.
      if (!found[path]) expect(parts, path).toEqual({ moduleScripts: 0, modulePreloads: 0, hydrationData: false });
    }
    expect(found).toEqual(SHIPS_SCRIPT);
  });
});

test.describe('a page that loads the client', () => {
  test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

  test('asks for it only after its first frame: no module preload, only the small starter, the bootstrap inert', async ({
    page,
    javaScriptOn,
  }) => {
    const html = (await (await page.goto('/contact'))?.text()) ?? '';
    expect(html).not.toContain('rel="modulepreload"');
    const modules = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)].map(([, body = '']) => body);
    expect(modules).toHaveLength(1);
    expect(modules[0]).toContain('requestAnimationFrame(() => setTimeout(start, 0))');
    expect(modules[0]).not.toMatch(/\bimport\b/);
    expect(html).toMatch(/<script type="text\/x-client-bootstrap" id="client-bootstrap" data-preload="\/assets\/[^"]+"/);
    // Once started, the client is the one React Router would have loaded: the form answers with a toast.
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, javaScriptOn, 'Incomplete Form', 'Please fill out all fields.');
  });
});

test.describe('a page that ships no script', () => {
  test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

  test('loads the client when it answers a form with its message, and not on the next visit', async ({ page, javaScriptOn }) => {
    expect((await clientParts(await page.goto('/help-center?q=refund'))).moduleScripts).toBe(0);
    const refusal = nextDocument(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    expect((await clientParts(await refusal)).moduleScripts).toBeGreaterThan(0);
    await expectToast(page, javaScriptOn, 'Incomplete Form', 'Please fill all fields.');
    expect((await clientParts(await page.goto('/help-center?q=refund'))).moduleScripts).toBe(0);
  });

  test('links to the next page with an ordinary navigation, served from the page cache', async ({ page }) => {
    await page.goto('/pricing');
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    const next = nextDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    const answer = await next;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    expect(new URL(answer.url()).pathname).toBe('/about');
    // Served from the cache: a page rendered once and kept carries its Last-Modified and ETag.
    expect(answer.headers()['etag']).toBeTruthy();
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(false);
  });
});

test.describe('what pages without a script do with CSS', () => {
  test('the FAQ entries rise in one after another, 0.2 s then 0.1 s more per entry, on the help centre and a search’s results', async ({
    page,
  }) => {
    for (const path of ['/help-center', '/help-center?q=license']) {
      await page.goto(path);
      const entries = page.locator('[data-faq-item]');
      expect(await entries.count(), path).toBeGreaterThan(1);
      const motion = await entries.evaluateAll((items) =>
        items.map((item) => ({ name: getComputedStyle(item).animationName, delay: getComputedStyle(item).animationDelay })),
      );
      expect(motion, path).toEqual(motion.map((_, i) => ({ name: 'faq-reveal', delay: `${Math.round((0.2 + 0.1 * i) * 10) / 10}s` })));
    }
  });

  test('the help cards grow under the pointer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/help-center?q=refund');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'User Guides' }) });
    expect(await card.evaluate((item) => getComputedStyle(item).scale)).toBe('none');
    await card.hover();
    await expect.poll(() => card.evaluate((item) => getComputedStyle(item).scale)).toBe('1.05');
  });
});
