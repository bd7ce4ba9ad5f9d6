import { expect, test } from './fixtures';

// A lost buyer always has a way on: an order link without its key, and an address that does not exist.
test.describe('no dead ends', () => {
  // The order link's 404, which Chromium logs as a failed resource.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an order link with a missing or wrong token answers 404 with Find My Order and the reference, the same for any reference', async ({
    page,
  }) => {
    const answers: string[] = [];
    for (const address of ['/orders/ORD-AAAA-BBBB', '/orders/ORD-AAAA-BBBB?token=wrong', '/orders/ORD-7K2M-Q9XZ?token=']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      expect(response?.headers()['cache-control'], address).toBe('no-store');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Track Your Order');
      await expect(main.getByRole('status')).toHaveText(/The link you followed was incomplete/);
      const reference = address.slice('/orders/'.length).split('?')[0]!;
      await expect(main.getByLabel('Order reference')).toHaveValue(reference);
      await expect(main.getByRole('button', { name: 'Find My Order' })).toBeVisible();
      // Nothing on the page depends on whether the reference exists.
      answers.push((await main.innerText()).replace(reference, 'REFERENCE'));
    }
    expect(new Set(answers).size).toBe(1);
  });

  test.describe('its form', () => {
    // A miss answers 404 and a malformed entry 400, which Chromium logs as failed resources.
    test.use({ expectedConsoleErrors: [/status of 40[04]/] });

    test('the form on that page looks the order up like /orders does', async ({ page }) => {
      await page.goto('/orders/ORD-0000-0000');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Find My Order' }).click();
      await expect(page.getByRole('alert')).toHaveText("We couldn't find an order with that reference and email.");
      await expect(page).toHaveURL(/\/orders$/);
    });

    test('a reference that is not one is answered beside its field, with what was typed kept', async ({ page, javaScriptOn }) => {
      await page.goto('/orders');
      await page.getByLabel('Order reference').fill('my order');
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Find My Order' }).click();
      const field = page.getByLabel('Order reference');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Please enter the reference as your e-mail writes it: ORD-XXXX-XXXX.');
      await expect(field).toHaveValue('my order');
      await expect(page.getByLabel('Email')).toHaveValue('nobody@example.com');
      // With JavaScript the answer comes in place: focus goes to the field refused.
      if (javaScriptOn) await expect(field).toBeFocused();
    });
  });

  test.describe('the 404', () => {
    test.use({ allowConsoleErrors: true });

    test("keeps the spec's heading, says so in plain words and links to Home, Track your order and the Help Centre", async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
      await expect(main.getByText("We couldn't find that page.")).toBeVisible();
      const links = main.getByRole('navigation', { name: 'Main pages' });
      await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(links.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/orders');
      await expect(links.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help-center');
      await links.getByRole('link', { name: 'Track your order' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track Your Order');
    });
  });
});
