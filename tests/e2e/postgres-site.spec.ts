import { closeSignInToast, REFUSED_FORM_OR_SIGN_IN_LOG, signIn } from './admin-helpers';
import { confirmPayment } from './order-admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { createPostgresSite, type PostgresSite } from './postgres-servers';

// The site served from PostgreSQL, as a buyer and the administrator use it (run when TEST_DATABASE_URL is set).
test.use({ expectedConsoleErrors: [REFUSED_FORM_OR_SIGN_IN_LOG] });
test.describe.configure({ timeout: 90_000 });

let site: PostgresSite;
test.beforeEach(async () => {
  site = await createPostgresSite();
});
test.afterEach(async ({ page }) => {
  // Leave the server's pages first: a page still open would log failed fetches.
  await page.goto('about:blank');
  await site.dispose();
});

test('on PostgreSQL: a checkout is recorded, the administrator confirms it, and saved prices are served', async ({
  page,
  javaScriptOn,
}) => {
  const { url } = await site.startProcess();
  await page.goto(`${url}/checkout?plan=Lifetime`);
  await page.getByLabel('Full Name').fill('Pat Postgres');
  await page.getByLabel('Email', { exact: true }).fill('pat@example.com');
  await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
  await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
  const orders = await site.query('select name, plan, price, status from ach_orders');
  expect(orders).toEqual([{ name: 'Pat Postgres', plan: 'Lifetime', price: '$149.99', status: 'pending' }]);

  await signIn(page, url);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`${url}/admin/orders`);
  const row = page.getByRole('row').filter({ hasText: 'Pat Postgres' });
  await confirmPayment(page, javaScriptOn, row);
  await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
  await expect(row.getByText('Confirmed', { exact: true })).toBeVisible();
  expect(await site.query('select status from ach_orders')).toEqual([{ status: 'confirmed' }]);

  await page.goto(`${url}/admin/dashboard`);
  await page.getByLabel('Lifetime License', { exact: true }).fill('129.00');
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expectToast(page, javaScriptOn, 'Saved!', 'Site settings have been successfully saved.');
  await page.goto(`${url}/pricing`);
  await expect(page.locator('body')).toContainText('$129.00');
});
