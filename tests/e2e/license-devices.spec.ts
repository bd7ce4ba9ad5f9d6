import crypto from 'node:crypto';
import { hashAccessToken, newAccessToken } from '../../app/lib/codes/access-token.server';
import { newLicenseKey, newOrderReference } from '../../app/lib/codes/references.server';
import AxeBuilder from '@axe-core/playwright';
import { signIn, closeSignInToast } from './admin-helpers';
import { expect, expectToast, openTestDatabase, test } from './fixtures';

// The devices a license is activated on, on the buyer's order page and the administrator's, with
// JavaScript on and off: the list, Deactivate freeing a slot, and Revoke License.

function seedLicensedOrder() {
  const reference = newOrderReference();
  const key = newLicenseKey();
  const token = newAccessToken();
  const now = new Date().toISOString();
  const db = openTestDatabase();
  try {
    const { lastInsertRowid } = db
      .prepare(
        `insert into ach_orders (name, email, plan, price, amount_cents, status, reference, confirmed_at, license_key, license_devices, license_expires_at)
         values ('Dana Devices', ?, 'Yearly', '$79.99', 7999, 'confirmed', ?, ?, ?, 2, '2099-01-01T00:00:00.000Z')`,
      )
      .run(`${crypto.randomBytes(4).toString('hex')}@example.com`, reference, now, key);
    db.prepare(
      `insert into order_access_tokens (token_hash, order_id, created_at, expires_at) values (?, ?, ?, '2099-01-01T00:00:00.000Z')`,
    ).run(hashAccessToken(token), Number(lastInsertRowid), now);
  } finally {
    db.close();
  }
  return { reference, key, token };
}

async function activate(baseURL: string, key: string, name: string, platform: string) {
  const response = await fetch(`${baseURL}/api/v1/licenses/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${crypto.randomInt(1, 250)}` },
    body: JSON.stringify({ key, fingerprint: `device-${crypto.randomUUID()}`, name, platform }),
  });
  expect(response.status).toBe(201);
}

test('the order page lists two activated devices and Deactivate frees one', async ({ page, baseURL, javaScriptOn }) => {
  const { reference, key, token } = seedLicensedOrder();
  await activate(baseURL!, key, 'Studio PC', 'windows');
  await activate(baseURL!, key, 'Travel MacBook', 'macos');
  await page.goto(`/orders/${reference}?token=${token}`);
  const devices = page.getByRole('region', { name: 'Activated devices' });
  await expect(devices.getByText('2 of 2 devices in use')).toBeVisible();
  const rows = devices.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Studio PC' })).toContainText('Platform: windows');
  await expect(rows.filter({ hasText: 'Travel MacBook' })).toContainText('Last seen:');
  await devices.getByRole('button', { name: 'Deactivate Studio PC' }).click();
  await expectToast(page, javaScriptOn, 'Device Deactivated', 'Studio PC no longer uses this license. Its slot is free.');
  await expect(devices.getByText('1 of 2 devices in use')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Travel MacBook');
});

test(
  'the administrator deactivates a device and revokes the license with a reason',
  { tag: '@smoke' },
  async ({ page, baseURL, javaScriptOn }) => {
    const { reference, key, token } = seedLicensedOrder();
    await activate(baseURL!, key, 'Office Desktop', 'windows');
    await activate(baseURL!, key, 'Old Laptop', 'linux');
    await signIn(page);
    await closeSignInToast(page, javaScriptOn);
    await page.goto(`/admin/orders/${reference}`);
    const devices = page.getByRole('region', { name: 'Activated devices' });
    await expect(devices.getByText('2 of 2 devices in use')).toBeVisible();
    await devices.getByRole('button', { name: 'Deactivate Old Laptop' }).click();
    await expectToast(page, javaScriptOn, 'Device Deactivated', 'Old Laptop no longer uses this license. Its slot is free.');
    if (javaScriptOn) await page.keyboard.press('Escape');
    await expect(devices.getByText('1 of 2 devices in use')).toBeVisible();
    // Revoke License asks first (a dialog with JavaScript, the order's confirmation page without):
    // Go Back leaves the license working.
    const step = () =>
      javaScriptOn
        ? page.getByRole('dialog', { name: 'Revoke this license?' })
        : page.getByRole('region', { name: 'Revoke this license?' });
    await devices.getByRole('button', { name: `Revoke License of order ${reference}` }).click();
    await expect(step().getByText(`The license key of order ${reference} stops working on every device at once`)).toBeVisible();
    await step()
      .getByRole(javaScriptOn ? 'button' : 'link', { name: 'Go Back' })
      .click();
    await expect(step()).toHaveCount(0);
    await expect(devices.getByText('1 of 2 devices in use')).toBeVisible();
    await devices.getByRole('button', { name: `Revoke License of order ${reference}` }).click();
    await step().getByLabel('Reason for revoking').fill('Chargeback filed with the bank');
    await step()
      .getByRole('button', { name: `Revoke License ${reference}` })
      .click();
    await expectToast(page, javaScriptOn, 'License Revoked', `The license of order ${reference} no longer works.`);
    await expect(step()).toHaveCount(0);
    await expect(devices.getByText('This license has been revoked: it no longer activates or validates on any device.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Timeline' }).getByText('Reason: Chargeback filed with the bank')).toBeVisible();
    const validate = await fetch(`${baseURL}/api/v1/licenses/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.251' },
      body: JSON.stringify({ key, fingerprint: 'device-not-known-here' }),
    });
    expect(await validate.json()).toMatchObject({ valid: false, code: 'revoked' });
    // The Orders list says revoked, not refunded: the order is still confirmed.
    await page.goto(`/admin/orders?q=${reference}`);
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(row.getByText('Revoked (refund)')).toHaveCount(0);
    // The buyer's page says so, and no longer offers the key to copy.
    await page.goto(`/orders/${reference}?token=${token}`);
    const license = page.getByRole('region', { name: 'Your license' });
    await expect(license.getByText(/^The license key of this order was revoked on .+ and no longer works\.$/)).toBeVisible();
    await expect(license.locator('del').getByTestId('license-key')).toHaveText(key);
    await expect(license.getByRole('button', { name: /copy/i })).toHaveCount(0);
    await expect(page.getByText('License key revoked', { exact: true })).toBeVisible();
  },
);

// axe-core runs as a script in the page.
test(
  'the devices on the order page and the admin order page pass axe-core on a phone and a desktop',
  { tag: '@needs-js' },
  async ({ page, baseURL, javaScriptOn }) => {
    test.setTimeout(90_000);
    const { reference, key, token } = seedLicensedOrder();
    await activate(baseURL!, key, 'Axe PC', 'windows');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const check = async (where: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({ where, rule: v.id }));
      expect(blocking).toEqual([]);
    };
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/orders/${reference}?token=${token}`);
      await check(`order page at ${width}px`);
    }
    await signIn(page);
    await closeSignInToast(page, javaScriptOn);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/admin/orders/${reference}`);
      await check(`admin order page at ${width}px`);
    }
  },
);
