import type { Locator, Page } from '@playwright/test';
import { PUBLIC_PAGE_PATHS } from '../../app/content/public-pages';
import { SEEDED_CONTENT_PATHS } from './seeded-content';

// Every public page, the user guides, a help search's results and an order link without its key.
const PAGES = [...PUBLIC_PAGE_PATHS, ...SEEDED_CONTENT_PATHS, '/help-center?q=refund', '/orders/ORD-AAAA-BBBB'];
import { expect, test } from './fixtures';

// A page that does not scroll sideways can still cut its content off (an ancestor's overflow hidden):
// these checks look at the boxes themselves. Every box must lie inside the viewport and inside its
// parent's box (a 1 px slack for sub-pixel rounding).
const SLACK = 1;

interface Escape {
  what: string;
  box: { left: number; right: number };
  limit: { left: number; right: number; by: string };
}

/** Where each element's box leaves the viewport or its parent's box; empty when all are inside. */
async function escapes(locator: Locator): Promise<Escape[]> {
  return locator.evaluateAll((elements, slack) => {
    const found: Escape[] = [];
    const viewport = document.documentElement.clientWidth;
    for (const element of elements) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const what = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      if (box.left < -slack || box.right > viewport + slack) {
        found.push({ what, box: { left: box.left, right: box.right }, limit: { left: 0, right: viewport, by: 'viewport' } });
      }
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && (box.left < parent.left - slack || box.right > parent.right + slack)) {
        found.push({ what, box: { left: box.left, right: box.right }, limit: { left: parent.left, right: parent.right, by: 'parent' } });
      }
      // Text wider than its own box (a word too long for it) is cut off too, if anything clips it.
      if (element.scrollWidth > element.clientWidth + slack && getComputedStyle(element).overflowX !== 'visible') {
        found.push({
          what,
          box: { left: box.left, right: box.right },
          limit: { left: box.left, right: box.left + element.clientWidth, by: 'own box' },
        });
      }
    }
    return found;
  }, SLACK) as Promise<Escape[]>;
}

/** The page's main heading, its calls to action (buttons, button-styled links) and its inputs; the spam trap (hidden on purpose) left out. */
const VISIBLE = ':visible:not([aria-hidden="true"] *)';
const CONTROLS = ['h1', 'button', 'a[class*="rounded"][class*="px-"]', 'input', 'textarea', 'select'];
function primaryControls(page: Page, selectors = CONTROLS): Locator {
  return page.locator(selectors.map((selector) => `main ${selector}${VISIBLE}`).join(', '));
}

test.describe('the home hero fits on a phone', () => {
  for (const width of [320, 360, 390]) {
    test(`at ${width} px the hero's heading, intro and buttons lie inside the screen and their parents`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const hero = page.locator('section[aria-labelledby="hero-heading"]');
      const heading = hero.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const parts = hero.locator('h1, h1 + p, a');
      expect(await parts.count()).toBeGreaterThanOrEqual(4);
      expect(await escapes(parts)).toEqual([]);
      // The buy button is whole: as wide as its text needs, and inside the screen.
      const buy = hero.getByRole('link', { name: 'Buy Now' });
      const box = (await buy.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('every public page fits at every width', () => {
  // The order link without its key answers 404 (with its lookup form), which Chromium logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  for (const width of [320, 360, 390]) {
    test(`at ${width} px each page's heading, primary buttons and inputs lie inside the screen and their parents`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 800 });
      for (const path of PAGES) {
        await page.goto(path);
        expect(await escapes(primaryControls(page)), path).toEqual([]);
      }
    });
  }

  test("from 320 to 1440 px each page's heading and primary buttons stay inside", async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PAGES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      for (const width of [320, 480, 640, 768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await escapes(primaryControls(page, CONTROLS.slice(0, 3))), `${path} at ${width}`).toEqual([]);
      }
    }
  });
});

test('names break at spaces, never in the middle of a word', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/checkout?plan=Yearly');
  // No element that carries a person's or company's name may break anywhere.
  const breakAll = await page
    .locator('main *')
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            getComputedStyle(element).wordBreak === 'break-all' &&
            !element.matches('code, code *, [data-breaks="anywhere"], [data-breaks="anywhere"] *'),
        )
        .map((element) => element.textContent?.trim().slice(0, 40)),
    );
  expect(breakAll).toEqual([]);
});
