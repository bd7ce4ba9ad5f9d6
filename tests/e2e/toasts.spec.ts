import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setting } from './form-helpers';

// Copy buttons make toasts without writing anything, which keeps these tests independent.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

interface Ach {
  accountNumber: string;
  routingNumber: string;
}

const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => region(page).locator('[role="status"]');

/** Where the toast stands once its slide-in has finished. */
async function settledBox(page: Page) {
  await toasts(page).evaluate((toast) => Promise.all(toast.getAnimations().map((animation) => animation.finished)));
  return (await toasts(page).boundingBox())!;
}

async function copyAccountNumber(page: Page) {
  await page.getByRole('button', { name: 'Copy Account Number' }).click();
  await expect(toasts(page)).toHaveCount(1);
}

// Toasts need JavaScript (js-on only); without it the message is a status banner.
test.beforeEach(async ({ page }) => {
  await page.goto('/checkout?plan=Monthly&price=$29.99');
  // The copy buttons appear once the page has hydrated, and so do the toaster's key handlers.
  await expect(page.getByRole('button', { name: 'Copy Account Number' })).toBeVisible();
});

test('shows one toast at a time', async ({ page }) => {
  const ach = setting<Ach>('ach_details');
  await copyAccountNumber(page);
  await page.getByRole('button', { name: 'Copy Routing Number' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText(`${ach.routingNumber} copied to clipboard.`);
});

test('the close button closes it', async ({ page }) => {
  await copyAccountNumber(page);
  await region(page).getByRole('button', { name: 'Close notification' }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('Escape closes it', async ({ page }) => {
  await copyAccountNumber(page);
  await page.keyboard.press('Escape');
  await expect(toasts(page)).toHaveCount(0);
});

test('a swipe right past 50 px dismisses it; a short one does not', async ({ page }) => {
  await copyAccountNumber(page);
  const box = (await toasts(page).boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await page.mouse.up();
  await expect(toasts(page)).toHaveCount(1);

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 120, y, { steps: 8 });
  await page.mouse.up();
  await expect(toasts(page)).toHaveCount(0);
});

test('F8 moves focus to the notification area', async ({ page }) => {
  await page.keyboard.press('F8');
  await expect(region(page)).toBeFocused();
});

test('disappears by itself after about 5 seconds', async ({ page }) => {
  await copyAccountNumber(page);
  await page.mouse.move(5, 5);
  await page.waitForTimeout(3500);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0, { timeout: 4000 });
});

test('a toast that appears under a resting pointer still leaves after about 5 seconds', async ({ page }) => {
  // Where toasts show: the first one's place, then closed.
  await copyAccountNumber(page);
  const box = await settledBox(page);
  await page.keyboard.press('Escape');
  await expect(toasts(page)).toHaveCount(0);
  // The pointer rests there (it came to press something else) while the next toast appears under it.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('button', { name: 'Copy Routing Number' }).focus();
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0, { timeout: 7000 });
});

test('a pointer moved onto a toast to read it holds it until it leaves', async ({ page }) => {
  await copyAccountNumber(page);
  const box = await settledBox(page);
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 4 });
  await page.waitForTimeout(6000);
  await expect(toasts(page)).toHaveCount(1);
  await page.mouse.move(5, 5);
  await expect(toasts(page)).toHaveCount(0, { timeout: 7000 });
});
