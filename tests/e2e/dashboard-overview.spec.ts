import AxeBuilder from '@axe-core/playwright';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { ADMIN, closeSignInToast, REFUSED_FORM_OR_SIGN_IN_LOG, signIn } from './admin-helpers';
import { expect, expectToast, openTestDatabase, test } from './fixtures';
import { startOwnServer } from './own-server';

test.describe('the dashboard overview', () => {
  test('is a tab of its own; its pending figure opens the pending orders, the chart has a title and its figures', async ({ page }) => {
    const db = openTestDatabase();
    try {
      db.prepare(
        `insert into ach_orders (name, email, plan, price, amount_cents, status, reference) values ('Overview Oda', 'oda@example.com', 'Yearly', '79.99', 7999, 'pending', ?)`,
      ).run(newOrderReference());
    } finally {
      db.close();
    }
    await signIn(page);
    // Site Settings stays the dashboard's home, without the overview above it.
    await expect(page.getByRole('region', { name: 'Overview' })).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Overview' }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview).toBeVisible();
    await expect(overview.getByRole('img', { name: /Orders and confirmed revenue per day, last 30 days/ })).toBeVisible();
    await expect(overview.locator('svg[role="img"] > title')).toHaveText('Orders and confirmed revenue per day, last 30 days');

    await overview.getByText('Figures for each day').click();
    const table = overview.getByRole('table', { name: /Orders and confirmed revenue per day/ });
    await expect(table.getByRole('row')).toHaveCount(31);
    const today = new Date().toISOString().slice(0, 10);
    await expect(table.getByRole('rowheader').first().getByRole('link')).toHaveAttribute('href', `/admin/orders?from=${today}&to=${today}`);

    await overview.getByRole('link', { name: /\d+ pending, oldest/ }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=pending$/);
    await expect(page.getByRole('region', { name: 'Overview' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'ACH Orders' })).toBeVisible();

    await page.goto('/admin/email');
    await page.getByRole('navigation', { name: 'E-mail status' }).getByRole('link', { name: 'Failed', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/email\?status=failed$/);
    await expect(
      page.getByRole('navigation', { name: 'E-mail status' }).getByRole('link', { name: 'Failed', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });
});

test(
  'the overview, the Activity tab and the E-mail filter pass axe-core on a phone and a desktop',
  { tag: '@needs-js' },
  async ({ page }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const query of ['overview', 'activity', 'email?status=failed', 'orders', 'requests']) {
        await page.goto(`/admin/${query}`);
        if (query === 'overview') await page.getByText('Figures for each day').click();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ query, width, rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
        expect(blocking).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    }
  },
);

test.describe('the Activity tab', () => {
  test.use({ expectedConsoleErrors: [REFUSED_FORM_OR_SIGN_IN_LOG] });
  // A server of its own (the saved bank details would show on every other test's checkout); bcrypt
  // sign-ins make it slow on this machine.
  test.describe.configure({ timeout: 90_000 });

  test('shows the bank details just saved with the account number masked and marked, filters by kind, and pages older entries', async ({
    page,
    javaScriptOn,
  }) => {
    const own = await startOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const baseURL = own.server.url;
    try {
      await signIn(page, baseURL);
      await closeSignInToast(page, javaScriptOn);
      await page.getByLabel('Account Number', { exact: true }).fill('998877665');
      await page.getByRole('button', { name: 'Save Site Settings' }).click();
      await expectToast(page, javaScriptOn, 'Saved!', 'Site settings have been successfully saved.');

      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Activity' }).click();
      const entries = page.getByRole('list', { name: 'Activity entries' }).locator('> li');
      // A bank-only save is recorded as a bank-details change, marked as a security alert.
      const saved = entries.filter({ hasText: 'Bank details changed' });
      await expect(saved).toHaveCount(1);
      await expect(saved).toContainText('Security alert');
      await expect(saved).toContainText(/Account Number: ••••\d{4} → ••••7665/);
      await expect(saved).toContainText(ADMIN.email);
      await expect(page.getByText('998877665')).toHaveCount(0);

      await page.getByLabel('Kind').selectOption({ label: 'Signed in' });
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/\/admin\/activity\?kind=sign-in$/);
      await expect(entries.filter({ hasText: 'Signed in' })).toHaveCount(1);
      await expect(entries.filter({ hasText: 'Bank details changed' })).toHaveCount(0);
      await expect(page.getByLabel('Kind')).toHaveValue('sign-in');

      // More than a page: the rest are behind Older, and Newer leads back.
      const db = own.open();
      try {
        const add = db.prepare(
          `insert into audit_log (created_at, kind, actor, client_address) values (?, 'sign-in-failed', 'guess@example.com', '203.0.113.7')`,
        );
        for (let i = 0; i < 60; i++) add.run(new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString());
      } finally {
        db.close();
      }
      await page.goto(`${baseURL}/admin/activity`);
      await expect(entries).toHaveCount(50);
      await page.getByRole('link', { name: 'Older →' }).click();
      await expect(page).toHaveURL(/\/admin\/activity\?before=/);
      await expect(entries.first()).toContainText('Failed sign-in');
      await expect(page.getByRole('link', { name: '← Newer' })).toBeVisible();
    } finally {
      await page.goto('about:blank');
      await own.dispose();
    }
  });
});
