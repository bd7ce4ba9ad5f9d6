import { expect, expectToast, test } from './fixtures';
import { ADMIN, closeSignInToast, REFUSED_FORM_OR_SIGN_IN_LOG, signIn } from './admin-helpers';
import { startOwnServer, type OwnServer } from './own-server';

// A bank change from a session that signed in over 10 minutes ago: the save changes nothing and asks
// for the password, keeping every entry; with it, everything typed is saved and the alert is queued.
// With JavaScript on and off, on a server of the test's own (its bank details change here).

const NEW_ROUTING = '011000015';
const ACCOUNT_DIGITS = 'Account Number must be 4 to 17 digits (spaces and dashes are left out).';
const ROUTING_CHECKSUM =
  'Routing Number is not a valid ABA routing number: its check digit does not match. Please check it against your bank’s documents.';

/** Makes every session of the server look as if it signed in 11 minutes ago. */
function ageSessions(own: OwnServer) {
  const db = own.open();
  try {
    db.prepare('update admin_sessions set reauthenticated_at = ?').run(new Date(Date.now() - 11 * 60_000).toISOString());
  } finally {
    db.close();
  }
}

function savedBank(own: OwnServer): { routingNumber: string; accountNumber: string } {
  const db = own.open();
  try {
    return JSON.parse((db.prepare("select value from site_settings where key = 'ach_details'").get() as { value: string }).value);
  } finally {
    db.close();
  }
}

function alertRecipients(own: OwnServer): string[] {
  const db = own.open();
  try {
    return (db.prepare("select recipient from outbox where kind = 'bank-details-alert'").all() as { recipient: string }[]).map(
      (r) => r.recipient,
    );
  } finally {
    db.close();
  }
}

test.describe('changing the bank details', () => {
  test.use({ expectedConsoleErrors: [REFUSED_FORM_OR_SIGN_IN_LOG] });

  test('asks a session over 10 minutes old for the password, keeps every entry, then saves them all', async ({ page, javaScriptOn }) => {
    test.setTimeout(60_000);
    const own = await startOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const baseURL = own.server.url;
      await signIn(page, baseURL);
      await closeSignInToast(page, javaScriptOn);
      ageSessions(own);
      const before = savedBank(own).routingNumber;

      await page.getByLabel('Routing Number', { exact: true }).fill(NEW_ROUTING);
      await page.getByLabel('Monthly Plan', { exact: true }).fill('31.50');
      await page.getByRole('button', { name: 'Save Site Settings' }).click();
      await expectToast(page, javaScriptOn, 'Confirm It Is You', 'Enter your password to save the new bank details.');
      const confirm = page.getByRole('region', { name: 'Confirm it is you' });
      await expect(confirm).toBeVisible();
      // Nothing saved yet, and nothing typed lost.
      expect(savedBank(own).routingNumber).toBe(before);
      expect(alertRecipients(own)).toEqual([]);
      await expect(page.getByLabel('Routing Number', { exact: true })).toHaveValue(NEW_ROUTING);
      await expect(page.getByLabel('Monthly Plan', { exact: true })).toHaveValue('31.50');

      // A wrong password: still nothing saved, still asking.
      await confirm.getByLabel('Password').fill('not the password');
      await confirm.getByRole('button', { name: 'Confirm and Save Site Settings' }).click();
      await expectToast(page, javaScriptOn, 'Save Failed', 'The password is not correct.');
      expect(savedBank(own).routingNumber).toBe(before);
      await expect(page.getByLabel('Routing Number', { exact: true })).toHaveValue(NEW_ROUTING);

      await page.getByRole('region', { name: 'Confirm it is you' }).getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Confirm and Save Site Settings' }).click();
      await expectToast(page, javaScriptOn, 'Saved!', 'Site settings have been successfully saved.');
      await expect(page.getByRole('region', { name: 'Confirm it is you' })).toHaveCount(0);
      expect(savedBank(own).routingNumber).toBe(NEW_ROUTING);
      expect(alertRecipients(own)).toEqual([ADMIN.email]);
      await page.goto(`${baseURL}/pricing`);
      await expect(page.locator('body')).toContainText('$31.50');

      // The Activity view marks the change.
      await page.goto(`${baseURL}/admin/activity`);
      const row = page.locator('li[data-kind="bank-details-changed"]');
      await expect(row).toContainText('Security alert');
      await expect(row).toContainText('Bank details changed');
      await expect(row).not.toContainText(NEW_ROUTING);
    } finally {
      await own.dispose();
    }
  });

  test('a routing number failing the ABA checksum is refused beside its field, every entry kept, and checkout never shows it', async ({
    page,
    javaScriptOn,
  }) => {
    test.setTimeout(60_000);
    const own = await startOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    try {
      const baseURL = own.server.url;
      await signIn(page, baseURL);
      await closeSignInToast(page, javaScriptOn);
      const before = savedBank(own);
      const routing = page.getByLabel('Routing Number', { exact: true });
      const account = page.getByLabel('Account Number', { exact: true });
      // What the administrator typed in the finding: both went live on /checkout.
      await routing.fill('123456789');
      await account.fill('12-34-x');
      await page.getByLabel('Monthly Plan', { exact: true }).fill('31.50');
      await page.getByRole('button', { name: 'Save Site Settings' }).click();
      // The toast names the first problem in the form's order; every problem sits beside its field.
      await expectToast(page, javaScriptOn, 'Save Failed', ACCOUNT_DIGITS);
      // Each error beside its field (tied to it for screen readers), every entry kept.
      await expect(routing).toHaveAccessibleDescription(new RegExp(ROUTING_CHECKSUM.replace(/[.’:]/g, '.')));
      await expect(account).toHaveAccessibleDescription(new RegExp(ACCOUNT_DIGITS.replace(/[()]/g, '.')));
      await expect(routing).toHaveValue('123456789');
      await expect(account).toHaveValue('12-34-x');
      await expect(page.getByLabel('Monthly Plan', { exact: true })).toHaveValue('31.50');
      expect(savedBank(own)).toEqual(before);
      // The refused number never reaches buyers; nor do the sample details still saved: checkout stays closed.
      await page.goto(`${baseURL}/checkout?plan=Yearly`);
      await expect(page.locator('body')).toContainText('We’re not taking payments yet');
      await expect(page.locator('body')).not.toContainText('123456789');
      await expect(page.locator('body')).not.toContainText(before.routingNumber);
    } finally {
      await own.dispose();
    }
  });
});
