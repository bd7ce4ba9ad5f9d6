import type { Locator, Page } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../../app/content/public-pages';
import { SEEDED_CONTENT_PATHS, SEEDED_FAQ_COUNT } from './seeded-content';
import { expect, test } from './fixtures';
import { REFUSED_POST_LOG } from './form-helpers';

// Every public page as a visitor reaches it (checkout with a chosen plan).
const PAGES = [...PUBLIC_PAGE_PATHS, ...SEEDED_CONTENT_PATHS].map((path) =>
  path === '/checkout' ? '/checkout?plan=Yearly&price=$79.99' : path,
);
const WIDTHS = [320, 390, 1280];
const MIN_TAP = 44;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every visible link, button and disclosure in a landmark, with the ones smaller than 44 × 44 px. */
async function smallTargets(landmark: Locator): Promise<string[]> {
  return landmark.locator('a, button, summary').evaluateAll((elements, min) => {
    const small: string[] = [];
    for (const element of elements) {
      const box = element.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      if (visible && (box.width < min || box.height < min)) {
        small.push(
          `${element.textContent?.trim() || element.getAttribute('aria-label')} (${box.width.toFixed(0)}×${box.height.toFixed(0)})`,
        );
      }
    }
    return small;
  }, MIN_TAP);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 800 } });

    test('no public page scrolls sideways', async ({ page }) => {
      for (const path of PAGES) {
        await page.goto(path);
        expect(await horizontalOverflow(page), `${path} overflows by`).toBeLessThanOrEqual(0);
      }
    });

    test('every link and button in the header and footer is at least 44 × 44 px', async ({ page }) => {
      for (const path of ['/', '/pricing']) {
        await page.goto(path);
        expect(await smallTargets(page.getByRole('banner')), `${path} header`).toEqual([]);
        expect(await smallTargets(page.getByRole('contentinfo')), `${path} footer`).toEqual([]);
      }
    });

    test('with no download set, the header offers Get Free Support alone, inside the screen (download.spec.ts: with one)', async ({
      page,
    }) => {
      await page.goto('/about');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Free Download' })).toHaveCount(0);
      const support = header.getByRole('link', { name: 'Get Free Support' });
      await expect(support).toHaveAttribute('href', '/support');
      await expect(support).toBeInViewport();
    });
  });
}

for (const width of [320, 390]) {
  test(`at ${width} px the menu opens without shifting the page or making it scroll sideways, and its links are 44 px tall`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/pricing');
    const heading = page.getByRole('heading', { level: 1 });
    const before = (await heading.boundingBox())!;
    const header = page.getByRole('banner');
    await header.locator('summary').click();
    const menu = header.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Help Center' })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await smallTargets(menu)).toEqual([]);
  });
}

test('on a phone the hero leaves its first call to action above the fold', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Buy Now' })).toBeInViewport({ ratio: 1 });
});

test.describe('the error page', () => {
  test.use({ allowConsoleErrors: true });

  test("an unknown address shows 'Unexpected Application Error!' and 404 inside the site's header and footer, with the main pages", async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(main.getByText('404 Not Found')).toBeVisible();
    await expect(main.getByText("We couldn't find that page.")).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Free Support' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    const links = main.getByRole('navigation', { name: 'Main pages' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Track your order', '/orders'],
      ['Products', '/products'],
      ['Pricing', '/pricing'],
      ['Help Center', '/help-center'],
    ]) {
      await expect(links.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await links.getByRole('link', { name: /^Pricing/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
  });

  test('it ships no script: its links are ordinary navigations, and nothing fails to load', async ({ page }) => {
    // A page of links has nothing to enhance; a visitor who met one failure gets no script that could fail too.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const html = await response!.text();
    expect(html).not.toMatch(/<script\b[^>]*type="module"|rel="modulepreload"/);
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page
      .getByRole('navigation', { name: 'Main pages' })
      .getByRole('link', { name: /^Pricing/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Your Plan');
    expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(false);
    expect(scripts).toEqual([]);
  });

  test('an unknown admin address keeps the bare layout', async ({ page }) => {
    const response = await page.goto('/admin/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test('the refund policy is linked from the footer and pricing, and states the money-back periods', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('main').getByRole('link', { name: 'Read the refund policy' })).toHaveAttribute('href', '/refund-policy');
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
  const periods = main.getByRole('region', { name: 'How Long You Have' });
  await expect(periods.getByRole('listitem')).toHaveText(['Monthly: 7 days.', 'Yearly: 30 days.', 'Lifetime: 30 days.']);
  await expect(main.getByRole('link', { name: 'contact us', exact: true })).toHaveAttribute('href', '/contact');
});

test.describe('help centre search', () => {
  const faq = (page: Page) => page.locator('[data-faq-item]');

  test('filters the FAQ as you type (JavaScript) or when submitted (no JavaScript), and says when nothing matches', async ({
    page,
    javaScriptOn,
  }) => {
    await page.goto('/help-center');
    const all = SEEDED_FAQ_COUNT;
    await expect(faq(page)).toHaveCount(all);
    const search = page.getByRole('searchbox', { name: 'Search the Help Center' });
    await expect(search).toHaveAttribute('placeholder', 'Search for answers...');

    await search.fill('memo transfer');
    if (!javaScriptOn) {
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/help-center\?q=memo\+transfer#results$/);
    }
    await expect(faq(page)).toHaveCount(1);
    await expect(faq(page)).toContainText('What do I put in the memo of my transfer?');
    await expect(page.getByText(`1 of ${all} questions match “memo transfer”.`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search the Help Center' }).fill('ransomware');
    if (!javaScriptOn) await page.getByRole('button', { name: 'Search' }).click();
    await expect(faq(page)).toHaveCount(0);
    await expect(page.getByText('Nothing in our FAQ matches that yet.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'get free support', exact: true })).toHaveAttribute('href', '/support');

    await page.getByRole('searchbox', { name: 'Search the Help Center' }).fill('');
    if (!javaScriptOn) await page.getByRole('button', { name: 'Search' }).click();
    await expect(faq(page)).toHaveCount(all);
  });

  test('the Community Forum card says it is coming soon and links nowhere', async ({ page }) => {
    await page.goto('/help-center');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Community Forum/ }) });
    await expect(card).toContainText('Coming soon');
    await expect(card.getByRole('link')).toHaveCount(0);
  });
});

test.describe('where a form post is answered', () => {
  test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

  // With JavaScript the same message is a toast (forms.spec.ts).
  test(
    'the message appears directly above the form it answers, below the site header, and takes focus without JavaScript',
    { tag: '@js-off-only' },
    async ({ page }) => {
      await page.goto('/support');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Incomplete Form' });
      await expect(status).toBeFocused();
      // Without scripting the banner is the content of a <noscript>, whose next sibling is the form.
      const placement = await status.evaluate((element) => ({
        nextIsForm: element.closest('noscript')?.nextElementSibling?.tagName === 'FORM',
        afterHeader: !!(document.querySelector('header')!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
        inMain: !!element.closest('main'),
      }));
      expect(placement).toEqual({ nextIsForm: true, afterHeader: true, inMain: true });

      // A success lands back on the form's page: the message sits above the form again.
      const main = page.getByRole('main');
      await main.getByLabel('Full Name', { exact: true }).fill('Placement Tester');
      await main.getByLabel('Email', { exact: true }).fill('placement@example.com');
      await main.getByLabel('Phone', { exact: true }).fill('+1 555 010 9999');
      await main.getByLabel('Product', { exact: true }).selectOption('Recoverly Other');
      await page.getByRole('button', { name: 'Submit Request' }).click();
      const sent = page.getByRole('status').filter({ hasText: 'Support Request Sent!' });
      await expect(sent).toBeFocused();
      expect(await sent.evaluate((element) => element.closest('noscript')?.nextElementSibling?.tagName)).toBe('FORM');
      await expect(page.getByRole('status').filter({ hasText: 'Support Request Sent!' })).toHaveCount(1);
    },
  );
});

// Copy buttons need JavaScript.
test('a copy button says Copied for a moment, besides the Copied! toast', { tag: '@needs-js' }, async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/checkout?plan=Monthly&price=$29.99');
  const button = page.getByRole('button', { name: 'Copy Routing Number' });
  await expect(button).toHaveText('Copy');
  await button.click();
  await expect(button).toHaveText('Copied');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(button).toHaveText('Copy', { timeout: 4000 });
});
