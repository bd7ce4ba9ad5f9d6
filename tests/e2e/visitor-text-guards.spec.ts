import { signIn } from './admin-helpers';
import { expect, expectToast, openTestDatabase, test } from './fixtures';
import { REFUSED_POST_LOG, rowsNamed, uniqueName } from './form-helpers';

// In the browser: a name holding a web address is refused with a clear message and the typed values
// kept, and a CSV export opened from another site's link is refused and writes nothing.

test.describe('a support request with a web address in the name', () => {
  test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

  test('is refused with "Please enter your name without a web address.", every value kept, nothing saved', async ({
    page,
    javaScriptOn,
  }) => {
    const marker = uniqueName('Billing');
    const name = `${marker}: re-activate at https://evil.test/verify`;
    await page.goto('/support');
    const main = page.getByRole('main');
    await main.getByLabel('Full Name', { exact: true }).fill(name);
    await main.getByLabel('Email', { exact: true }).fill('victim@example.com');
    await main.getByLabel('Phone', { exact: true }).fill('+1 555 010 4455');
    await main.getByLabel('Product', { exact: true }).selectOption('Recoverly Photo Repair');
    await main.getByLabel('Describe the problem (optional)').fill('Your license is suspended.');
    await page.getByRole('button', { name: 'Submit Request' }).click();

    await expectToast(page, javaScriptOn, 'Request Failed', 'Please enter your name without a web address.');
    const nameField = main.getByLabel('Full Name', { exact: true });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription('Please enter your name without a web address.');
    await expect(nameField).toHaveValue(name);
    await expect(main.getByLabel('Email', { exact: true })).toHaveValue('victim@example.com');
    await expect(main.getByLabel('Phone', { exact: true })).toHaveValue('+1 555 010 4455');
    await expect(main.getByLabel('Product', { exact: true })).toHaveValue('Recoverly Photo Repair');
    await expect(main.getByLabel('Describe the problem (optional)')).toHaveValue('Your license is suspended.');
    expect(rowsNamed('support', name)).toEqual([]);

    // Corrected, it goes through.
    const plain = uniqueName('Grace Hopper');
    await nameField.fill(plain);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expectToast(page, javaScriptOn, 'Support Request Sent!', 'Our team has received your request and will contact you shortly.');
    expect(rowsNamed('support', plain)).toHaveLength(1);
  });
});

test.describe('CSV exports and other sites', () => {
  // Chromium logs the refused navigation's 403 as a console error.
  test.use({ expectedConsoleErrors: [/the server responded with a status of 403/] });

  test('a CSV export opened from a link on another site is refused (403) and adds nothing to the Activity log', async ({
    page,
    baseURL,
  }) => {
    await signIn(page);
    const marker = uniqueName('ATTACKER WAS HERE');
    const target = `${baseURL}/admin/dashboard/orders.csv?q=${encodeURIComponent(marker)}`;
    // The attacker's page, on a site of its own: a plain link, followed as a top-level navigation, which
    // SameSite=Lax lets the session cookie ride along with.
    await page.route('http://attacker.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Prize</title><a href="${target}">Claim your prize</a>` }),
    );
    await page.goto('http://attacker.test/');
    const [response] = await Promise.all([page.waitForResponse(target), page.getByRole('link', { name: 'Claim your prize' }).click()]);
    // The server refuses on the browser's Sec-Fetch-Site: cross-site (the cookie did ride along).
    expect(response.status()).toBe(403);
    await expect(page.getByText('This download starts only from the dashboard')).toBeVisible();

    const db = openTestDatabase();
    try {
      expect(db.prepare("SELECT id FROM audit_log WHERE details LIKE '%' || ? || '%'").all(marker)).toEqual([]);
    } finally {
      db.close();
    }

    // From the dashboard's own Export CSV link it downloads, and the Activity log records it.
    await page.goto(`/admin/orders?q=${encodeURIComponent(marker)}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect
      .poll(() => {
        const check = openTestDatabase();
        try {
          return check.prepare("SELECT id FROM audit_log WHERE kind = 'csv-exported' AND details LIKE '%' || ? || '%'").all(marker).length;
        } finally {
          check.close();
        }
      })
      .toBe(1);
  });
});
