import type { Page } from '@playwright/test';
import { expect, expectToast, test } from './fixtures';
import { REFUSED_FORM_OR_SIGN_IN_LOG, signIn, startPrivateServer } from './admin-helpers';

// A message never covers what the administrator needs next: after Save Site Settings (and after a
// refused save) the point at the centre of the button is the button itself, at a laptop's and a
// phone's size, and a second save goes through at once.

const save = (page: Page) => page.getByRole('button', { name: 'Save Site Settings' });

/** What the browser would hit at the centre of the Save button, where it is on the screen now (no scrolling). */
async function hitAtSaveCentre(page: Page): Promise<string> {
  return save(page).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (y < 0 || y > window.innerHeight) return `off screen (y = ${Math.round(y)})`;
    const hit = document.elementFromPoint(x, y);
    return hit && button.contains(hit) ? 'the button' : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });
}

/** Scrolls to the end of the page, where the Save button is, and presses it as a visitor would. */
async function pressSave(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await save(page).click();
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, expectedConsoleErrors: [REFUSED_FORM_OR_SIGN_IN_LOG] });

    test('the message of a save, and of a refused save, leaves Save Site Settings free', async ({ page, javaScriptOn }) => {
      const server = await startPrivateServer();
      try {
        // The sign-in's own message is still showing when the first save is pressed.
        await signIn(page, server.baseURL);
        await page.getByLabel('Phone', { exact: true }).fill('+1 555 010 7777');
        await pressSave(page);
        await expectToast(page, javaScriptOn, 'Saved!', 'Site settings have been successfully saved.');
        if (!javaScriptOn) {
          // The answer is a new page, its message at the top: the visitor scrolls back down to the button.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        }
        expect(await hitAtSaveCentre(page)).toBe('the button');

        // Pressed again at once (Playwright refuses to click a button something else covers).
        await page.getByLabel('Yearly Plan', { exact: true }).fill('abc');
        await save(page).click({ timeout: 2_000 });
        await expectToast(page, javaScriptOn, 'Save Failed', 'Yearly Plan must be a positive amount in dollars, like 29.99.');
        // The refusal's message beside Yearly Plan lengthens the page above the button, which may slip
        // below the screen's edge (without JavaScript the answer is a new page): back down to it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        expect(await hitAtSaveCentre(page)).toBe('the button');
        await save(page).click({ timeout: 2_000 });
        await expectToast(page, javaScriptOn, 'Save Failed', 'Yearly Plan must be a positive amount in dollars, like 29.99.');
      } finally {
        await page.goto('about:blank');
        await server.stop();
      }
    });
  });
}
