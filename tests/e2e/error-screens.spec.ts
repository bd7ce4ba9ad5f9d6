import { ADMIN_ERROR } from '../../app/content/admin-error';
import { ERROR_PAGE } from '../../app/content/error-page';
import { signIn } from './admin-helpers';
import { expect, test } from './fixtures';

// An error screen says what its status means and offers the way on for it, under the spec's heading,
// with JavaScript on and off: a public page's 404 inside the site's frame, an admin screen's 404 inside
// the dashboard's frame.

test.describe('error screens by status', () => {
  test.use({ allowConsoleErrors: true });

  test('an unknown public address: the 404’s words, and Track your order among the ways on', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(main.getByTestId('error-line')).toHaveText(ERROR_PAGE.byStatus[404].line);
    await expect(main.getByText(ERROR_PAGE.byStatus[404].next)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Try again' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('an order the dashboard does not have: the admin 404’s words, and the way on to the Overview', async ({ page }) => {
    await signIn(page);
    const response = await page.goto('/admin/orders/ORD-0000-0000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByTestId('error-line')).toContainText(ADMIN_ERROR.byStatus[404].line);
    // The way on inside the error, not the Overview tab above it.
    await page.getByRole('alert').getByRole('link', { name: ADMIN_ERROR.overview }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
  });
});
