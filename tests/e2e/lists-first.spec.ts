import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { ADMIN, closeSignInToast, signIn } from './admin-helpers';
import { expect, openTestDatabase, test } from './fixtures';
import { startOwnServer } from './own-server';

// The dashboard's lists start at the top of their screens: the overview has a tab of its own, and
// what needs attention is one short line of links above the tabs.

const insertOrder = (db: ReturnType<typeof openTestDatabase>, name: string, status = 'pending') =>
  db
    .prepare(
      `insert into ach_orders (name, email, plan, price, amount_cents, status, reference, refund_due_at, refund_amount_cents, refund_reason)
       values (?, ?, 'Yearly', '79.99', 7999, ?, ?, ?, ?, ?)`,
    )
    .run(
      name,
      `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      status,
      newOrderReference(),
      ...(status === 'refund-due' ? [new Date().toISOString(), 7999, 'Recovered nothing'] : [null, null, null]),
    );

async function sendContactMessage(page: Page, base: string, name: string) {
  await page.goto(`${base}/contact`);
  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill(name);
  await main.getByLabel('Email', { exact: true }).fill('lists.first@example.com');
  await main.getByLabel('Message', { exact: true }).fill('My external drive shows as RAW.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!', { exact: true }).first()).toBeVisible();
}

const SHOTS = process.env.SCREENSHOT_DIR ?? '';

/** The window as the administrator sees it, when the run is asked for screenshots (SCREENSHOT_DIR). */
async function shoot(page: Page, name: string, javaScriptOn: boolean) {
  if (!SHOTS || !javaScriptOn) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-${page.viewportSize()!.width}.png`) });
}

/** Where the top of the list's first row is, in CSS pixels from the top of the window. */
async function firstRowTop(page: Page, screen: 'requests' | 'orders'): Promise<number> {
  const row = screen === 'orders' ? page.locator('.orders-table tbody tr').first() : page.getByRole('article').first();
  await expect(row).toBeVisible();
  const box = await row.boundingBox();
  return box!.y;
}

test('the first row of Requests and Orders shows without scrolling, at 1280×800 within 400 px', async ({ page, javaScriptOn }) => {
  const db = openTestDatabase();
  try {
    insertOrder(db, 'Lists First Lena');
  } finally {
    db.close();
  }
  await sendContactMessage(page, '', 'Lists First Luca');
  await signIn(page);
  await closeSignInToast(page, javaScriptOn);
  // Something needs attention on the shared server (at least the order above): the line is there, the lists start below it.
  await expect(page.getByTestId('attention-line')).toBeVisible();
  for (const [width, height, limit] of [
    [1280, 800, 400],
    [390, 844, 844 - 48],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const screen of ['requests', 'orders'] as const) {
      await page.goto(`/admin/${screen}`);
      const top = await firstRowTop(page, screen);
      await shoot(page, screen, javaScriptOn);
      expect.soft(top, `first ${screen} row at ${width}×${height}`).toBeLessThan(limit);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
    await page.goto('/admin/overview');
    await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
    await shoot(page, 'overview', javaScriptOn);
  }
});

test.describe('the line of what needs attention', () => {
  // A server of its own: the counts must be exactly what the test made.
  test.describe.configure({ timeout: 90_000 });

  test('names the pending orders, the requests waiting and the refunds to send, each a link to its list, and nothing on a quiet day', async ({
    page,
    javaScriptOn,
  }) => {
    const own = await startOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const base = own.server.url;
    try {
      await signIn(page, base);
      await closeSignInToast(page, javaScriptOn);
      await expect(page.getByRole('navigation', { name: 'Dashboard sections' })).toBeVisible();
      await expect(page.getByTestId('attention-line')).toHaveCount(0);

      const db = own.open();
      try {
        for (const name of ['Pia Pending', 'Pavel Pending', 'Petra Pending']) insertOrder(db, name);
        insertOrder(db, 'Rhea Refund', 'refund-due');
        insertOrder(db, 'Carl Confirmed', 'confirmed');
      } finally {
        db.close();
      }
      await sendContactMessage(page, base, 'Wanda Waiting');
      await sendContactMessage(page, base, 'Walt Waiting');

      await page.goto(`${base}/admin/dashboard`);
      const line = page.getByTestId('attention-line');
      await expect(line).toHaveText('3 pending orders·2 requests waiting·1 refund to send');
      await expect(line.getByRole('link')).toHaveText(['3 pending orders', '2 requests waiting', '1 refund to send']);
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        const box = await line.boundingBox();
        expect(box!.height, `the line's height at ${width} px`).toBeLessThanOrEqual(48);
        expect(box!.y).toBeLessThan((await page.getByRole('navigation', { name: 'Dashboard sections' }).boundingBox())!.y);
      }

      await line.getByRole('link', { name: '3 pending orders' }).click();
      await expect(page).toHaveURL(`${base}/admin/orders?status=pending`);
      await expect(page.locator('.orders-table tbody tr')).toHaveCount(3);

      await page.getByTestId('attention-line').getByRole('link', { name: '1 refund to send' }).click();
      await expect(page).toHaveURL(`${base}/admin/orders?status=refund-due`);
      await expect(page.locator('.orders-table tbody tr')).toHaveCount(1);
      await expect(page.locator('.orders-table tbody tr')).toContainText('Rhea Refund');

      await page.getByTestId('attention-line').getByRole('link', { name: '2 requests waiting' }).click();
      await expect(page).toHaveURL(`${base}/admin/requests?status=open`);
      await expect(page.getByRole('article')).toHaveCount(2);

      // The overview is a tab of its own now; Site Settings stays the dashboard's home.
      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Overview' }).click();
      await expect(page).toHaveURL(`${base}/admin/overview`);
      await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible();
      await page.goto(`${base}/admin/orders`);
      await expect(page.getByRole('region', { name: 'Overview' })).toHaveCount(0);
    } finally {
      await page.goto('about:blank');
      await own.dispose();
    }
  });
});
