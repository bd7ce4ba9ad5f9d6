import crypto from 'node:crypto';
import fs from 'node:fs';
import { parseCsv } from '../helpers/csv';
import { expect, expectToast, openTestDatabase, test } from './fixtures';
import { closeSignInToast, signIn } from './admin-helpers';

// The Orders and Requests tabs as the administrator works them: search, status tabs, dates, pages,
// the CSV download, and requests closed and noted. With JavaScript on and off (plain GET forms and links, PRG).

const tag = () => `t${crypto.randomBytes(4).toString('hex')}`;

/** 55 pending and 5 confirmed orders named after `label`, a minute apart on 2026-03-10. */
function seedOrders(label: string) {
  const db = openTestDatabase();
  try {
    const insert = db.prepare(
      `insert into ach_orders (name, email, plan, price, amount_cents, status, reference, created_at) values (?, ?, 'Yearly', '$79.99', 7999, ?, ?, ?)`,
    );
    for (let i = 0; i < 60; i++) {
      const code = crypto
        .randomBytes(4)
        .toString('hex')
        .toUpperCase()
        .replace(/[ILOU]/g, '0');
      const at = new Date(Date.UTC(2026, 2, 10, 8, i)).toISOString();
      insert.run(
        `${label} buyer ${i}`,
        `${label}-${i}@example.com`,
        i < 5 ? 'confirmed' : 'pending',
        `ORD-${code.slice(0, 4)}-${code.slice(4, 8)}`,
        at,
      );
    }
  } finally {
    db.close();
  }
}

test.describe('dashboard lists', () => {
  test(
    'orders: search, status tab, dates and pages keep the filters; an empty result offers to clear them',
    { tag: '@smoke' },
    async ({ page, javaScriptOn }) => {
      const label = tag();
      seedOrders(label);
      await signIn(page);
      await closeSignInToast(page, javaScriptOn);
      await page.goto('/admin/orders');
      const orders = page.locator('table.orders-table tbody tr');

      await page.getByLabel('Search').fill(label);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(new RegExp(`q=${label}`));
      // 60 orders, 25 to a page: the third page holds the oldest 10.
      await expect(orders).toHaveCount(25);
      await page.getByRole('link', { name: 'Older →' }).click();
      await expect(page).toHaveURL(/before=/);
      await expect(orders).toHaveCount(25);
      await expect(orders.first()).toContainText(`${label} buyer 34`);
      await page.getByRole('link', { name: 'Older →' }).click();
      await expect(orders).toHaveCount(10);
      await expect(orders.first()).toContainText(`${label} buyer 9`);
      expect(new URL(page.url()).searchParams.get('q')).toBe(label);

      const status = page.getByRole('navigation', { name: 'Status' });
      await status.getByRole('link', { name: /^Confirmed/ }).click();
      await expect(status.getByRole('link', { name: /^Confirmed/ })).toHaveAttribute('aria-current', 'page');
      await expect(page).not.toHaveURL(/before=/);
      await expect(orders).toHaveCount(5);
      await expect(orders.first()).toContainText(`${label} buyer 4`);

      // A pasted reference, lowercase and without dashes, finds its order.
      const reference = await orders.first().locator('.font-mono').first().textContent();
      await page.getByLabel('Search').fill(reference!.toLowerCase().replace(/-/g, ''));
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(orders).toHaveCount(1);
      await expect(orders.first()).toContainText(reference!);
      await expect(status.getByRole('link', { name: 'Confirmed (1)' })).toBeVisible();

      await page.getByLabel('Search').fill(label);
      await page.getByLabel('From', { exact: true }).fill('2026-03-11');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page.getByText('No orders match these filters.')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).last().click();
      await expect(page).toHaveURL(/\/admin\/orders$/);
      await expect(page.getByLabel('Search')).toHaveValue('');
    },
  );

  test('orders: Export CSV downloads the filtered orders', async ({ page }) => {
    const label = tag();
    seedOrders(label);
    await signIn(page);
    await page.goto(`/admin/orders?status=confirmed&q=${label}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv(fs.readFileSync((await download.path())!, 'utf8'));
    expect(rows[0]!.slice(0, 7)).toEqual(['reference', 'created_at', 'name', 'email', 'plan', 'amount', 'status']);
    expect(rows.slice(1).map((row) => [row[2], row[5], row[6]])).toEqual(
      [4, 3, 2, 1, 0].map((i) => [`${label} buyer ${i}`, '79.99', 'confirmed']),
    );
  });

  test('orders and requests: a person is found by the words of their name in any order, or by part of them', async ({
    page,
    javaScriptOn,
  }) => {
    const label = tag();
    const code = () =>
      crypto
        .randomBytes(4)
        .toString('hex')
        .toUpperCase()
        .replace(/[ILOU]/g, '0')
        .replace(/^(.{4})/, '$1-');
    const db = openTestDatabase();
    try {
      const order = db.prepare(
        `insert into ach_orders (name, email, plan, price, amount_cents, status, reference) values (?, ?, 'Yearly', '$79.99', 7999, 'pending', ?)`,
      );
      const request = db.prepare(
        `insert into requests (kind, name, email, phone, product, reference) values ('support', ?, ?, '1', 'Recoverly Other', ?)`,
      );
      for (const [name, email] of [
        [`Maria Okafor${label}`, `m.okafor.${label}@work.test`],
        [`Maria Smith${label}`, `maria.${label}@shop.test`],
      ] as const) {
        order.run(name, email, `ORD-${code()}`);
        request.run(name, email, `REQ-${code()}`);
      }
    } finally {
      db.close();
    }
    await signIn(page);
    await closeSignInToast(page, javaScriptOn);

    await page.goto('/admin/orders');
    const orders = page.locator('table.orders-table tbody tr');
    await page.getByLabel('Search').fill(`Okafor${label} Maria`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText(`Maria Okafor${label}`);
    await page.getByLabel('Search').fill(`work.test ${label.slice(0, 6)} mar`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/q=work\.test/);
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText(`Maria Okafor${label}`);
    await page.getByLabel('Search').fill(`${label} maria`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(orders).toHaveCount(2);

    await page.goto(`/admin/requests?q=${encodeURIComponent(`Okafor${label} Maria`)}`);
    const requests = page.getByRole('region', { name: 'Requests' }).getByRole('listitem');
    await expect(requests.filter({ hasText: `Maria Okafor${label}` })).toHaveCount(1);
    await expect(requests.filter({ hasText: `Maria Smith${label}` })).toHaveCount(0);
  });

  test('a search typed while the last one is still loading is kept when that result arrives @needs-js', async ({ page }) => {
    const label = tag();
    await signIn(page);
    await closeSignInToast(page, true);
    await page.goto('/admin/orders');
    // Hold the first search's answer until the next search has been typed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.searchParams.get('q') === `${label} first`,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const search = page.getByLabel('Search');
    await search.fill(`${label} first`);
    const firstAnswer = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === `${label} first`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await search.fill(`${label} second`);
    release();
    await firstAnswer;
    await expect(page).toHaveURL(new RegExp(`q=${label}\\+first`));
    await expect(search).toHaveValue(`${label} second`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${label}\\+second`));
    await expect(search).toHaveValue(`${label} second`);
    // Clear filters still empties the field.
    await page.getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(search).toHaveValue('');
  });

  test('requests: close one and add an internal note on its conversation page', async ({ page, javaScriptOn }) => {
    const name = `Support ${tag()}`;
    const db = openTestDatabase();
    try {
      db.prepare(
        `insert into requests (kind, name, email, phone, product, reference) values ('support', ?, 'sue@example.com', '1', 'Recoverly Other', ?)`,
      ).run(
        name,
        `REQ-${crypto
          .randomBytes(4)
          .toString('hex')
          .toUpperCase()
          .replace(/[ILOU]/g, '0')
          .replace(/^(.{4})/, '$1-')}`,
      );
    } finally {
      db.close();
    }
    await signIn(page);
    await closeSignInToast(page, javaScriptOn);
    await page.goto(`/admin/requests?q=${encodeURIComponent(name)}`);
    const entry = page.getByRole('region', { name: 'Requests' }).getByRole('listitem').filter({ hasText: name });
    await expect(entry.getByText('Open', { exact: true })).toBeVisible();
    await entry.getByRole('link').click();

    await page.getByLabel('Status').selectOption('closed');
    await page.getByRole('button', { name: 'Set Status' }).click();
    await expectToast(page, javaScriptOn, 'Status Changed', 'The request is now: Closed.');
    await expect(page.getByLabel('Status')).toHaveValue('closed');

    await page.getByLabel('Add an internal note').fill('Called back; disk replaced.');
    await page.getByRole('button', { name: 'Add Note' }).click();
    await expectToast(page, javaScriptOn, 'Note Added', 'The internal note is on the conversation.');
    await page.reload();
    const note = page.getByRole('list', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: 'Called back; disk replaced.' });
    await expect(note.getByText('Only you can see notes; they are never sent to the customer.')).toBeVisible();
  });
});
