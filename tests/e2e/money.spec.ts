import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { hashAccessToken } from '../../app/lib/codes/access-token.server';
import { newLicenseKey, newOrderReference } from '../../app/lib/codes/references.server';
import { pdfText } from '../helpers/pdf-text';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';
import { expect, expectToast, test, waitForClient } from './fixtures';
import { REFUSED_POST_LOG } from './form-helpers';
import { ADMIN, closeSignInToast, signIn } from './admin-helpers';
import { askAndConfirm, confirmationStep, confirmPayment } from './order-admin-helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { saveBankDetails } from './shop-bank-details';

// Where money got stuck, walked through as a buyer and the administrator do: a reference typed on
// another device, the payment details e-mailed before paying, a buyer abroad paying by wire (short by
// the banks' fees), a transfer whose reference is unknown or mistyped, a refund that needs an
// account, and a renewal that keeps the key. A site of its own with a real SMTP server.

const SHOTS = process.env.SCREENSHOT_DIR ?? '';
const IBAN = 'DE89 3704 0044 0532 0130 00';
const DAY = 24 * 60 * 60_000;

let smtp: TestSmtpServer;
let own: OwnServer;

test.describe.configure({ mode: 'serial' });
test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  own = await startOwnServer({ SMTP_URL: smtp.url(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const db = own.open();
  try {
    saveBankDetails(db);
  } finally {
    db.close();
  }
});

test.afterAll(async () => {
  await own?.dispose();
  await smtp?.stop();
});

async function shoot(page: Page, name: string, javaScriptOn: boolean) {
  if (!SHOTS || !javaScriptOn) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = own.open();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

function run(sql: string, ...params: unknown[]): number {
  const db = own.open();
  try {
    return Number(db.prepare(sql).run(...params).lastInsertRowid);
  } finally {
    db.close();
  }
}

const one = <T>(sql: string, ...params: unknown[]) => query<T>(sql, ...params)[0]!;
const statusOf = (reference: string) => one<{ status: string }>('select status from ach_orders where reference = ?', reference).status;
const today = () => new Date().toISOString().slice(0, 10);
const emailOf = (label: string, javaScriptOn: boolean) => `${label}-${javaScriptOn ? 'on' : 'off'}@example.com`;

/** A pending order written into the site's database, placed now (a suggestion is an order placed shortly before its transfer). */
function seedPending(name: string, cents = 7999): { id: number; reference: string } {
  const reference = newOrderReference();
  const id = run(
    `insert into ach_orders (name, email, plan, price, amount_cents, status, reference) values (?, ?, 'Yearly', ?, ?, 'pending', ?)`,
    name,
    `${crypto.randomBytes(4).toString('hex')}@example.com`,
    `$${(cents / 100).toFixed(2)}`,
    cents,
    reference,
  );
  return { id, reference };
}

/** A reference with its last symbol changed: one character off (and never one this site issued). */
function oneOff(reference: string): string {
  return reference.slice(0, -1) + (reference.endsWith('Z') ? 'Y' : 'Z');
}

async function newBrowserPage(browser: Browser, javaScriptOn: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScriptOn });
  const page = await context.newPage();
  return page;
}

async function openPage(page: Page, url: string, javaScriptOn: boolean) {
  await page.goto(url);
  if (javaScriptOn) await waitForClient(page);
}

async function buy(page: Page, javaScriptOn: boolean, name: string, email: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
}

async function upload(page: Page, name: string, body: string) {
  await page.goto(`${own.server.url}/admin/statements`);
  await page.getByLabel('Statement file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(body) });
  await page.getByRole('button', { name: 'Upload Statement' }).click();
  await expect(page).toHaveURL(/\/admin\/statements\/\d+/);
}

/** With JavaScript a toast stays 5 s: Escape closes it, as the spec allows, so the next step's toast is the only one. */
async function closeToasts(page: Page, javaScriptOn: boolean) {
  if (!javaScriptOn) return;
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  if ((await region.getByRole('status').count()) === 0) return;
  await page.keyboard.press('Escape');
  await expect(region.getByRole('status')).toHaveCount(0);
}

const group = (page: Page, key: string) => page.locator(`section[data-group="${key}"]`);
const linkIn = (mail: ReceivedMail, pattern: RegExp) => pattern.exec(mail.text)?.[0] ?? '';

test('international details, validated, show at checkout and on the invoice; a wire short by $15 with a $20 tolerance is confirmed with the shortfall noted', async ({
  page,
  javaScriptOn,
}) => {
  test.slow();
  await signIn(page, own.server.url);
  await closeSignInToast(page, javaScriptOn);
  const settings = page.getByRole('region', { name: 'International Transfers' });
  await settings.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await settings.getByLabel('BIC / SWIFT').fill('DEUTDEFF');
  await settings.getByLabel('Bank Name (for international transfers)').fill('Deutsche Bank');
  await settings.getByLabel('Bank Address').fill('Taunusanlage 12, Frankfurt, Germany');
  await settings.getByLabel('Accept wires short by up to ($)').fill('20');
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expect(page.getByText('IBAN is not valid: its check digits do not match.', { exact: false }).first()).toBeVisible();
  await closeToasts(page, javaScriptOn);
  expect(one<{ value: string } | undefined>(`select value from site_settings where key = 'wire_details'`)?.value ?? '').not.toContain(
    'DE89',
  );

  await page.getByRole('region', { name: 'International Transfers' }).getByLabel('IBAN').fill(IBAN);
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expectToast(page, javaScriptOn, 'Saved!', 'Site settings have been successfully saved.');

  // A buyer abroad: the same reference, the IBAN and BIC, a note on the banks' fees.
  await openPage(page, `${own.server.url}/checkout?plan=Yearly`, javaScriptOn);
  const reference = (await page.getByTestId('payment-reference').textContent())!.trim();
  const abroad = page.locator('details').filter({ hasText: 'Paying from outside the US?' });
  await abroad.getByText('Paying from outside the US?').click();
  await expect(abroad.getByText(IBAN)).toBeVisible();
  await expect(abroad.getByText('DEUTDEFF')).toBeVisible();
  await expect(abroad.getByTestId('international-reference')).toHaveText(reference);
  await expect(abroad.getByText(/may charge a fee/)).toBeVisible();
  await shoot(page, 'checkout-international', javaScriptOn);
  await buy(page, javaScriptOn, 'Wolfgang Wire', emailOf('wire', javaScriptOn));
  await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");

  // The wire arrives $15 short: matched, short by the banks' fees, confirmed with the shortfall noted.
  await upload(page, 'wire.csv', `Date,Description,Amount\n${today()},"SWIFT ${reference} W GRUBER",64.99\n`);
  await closeToasts(page, javaScriptOn);
  const short = group(page, 'matched-short');
  await expect(short.getByText('Matched, short by $15.00 (bank fees)')).toBeVisible();
  await shoot(page, 'statement-short', javaScriptOn);
  await short.getByRole('button', { name: 'Confirm With Shortfall' }).click();
  await expectToast(page, javaScriptOn, 'Payment Confirmed', `${reference} was confirmed; the shortfall (bank fees) is in its timeline.`);
  expect(statusOf(reference)).toBe('confirmed');
  await page.goto(`${own.server.url}/admin/orders/${reference}`);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('$64.99 paid, statement line');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Short by $15.00 (bank fees).');

  // The invoice names the international details.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Download PDF/ }).click()]);
  const invoice = await pdfText(fs.readFileSync(await download.path()));
  expect(invoice.text.replace(/\s+/g, ' ')).toContain(`IBAN ${IBAN}`);
  expect(invoice.text).toContain('BIC / SWIFT DEUTDEFF');
});

test('the phone’s reference typed on the laptop becomes the order’s; a made-up or taken one is refused; the payment details e-mail brings the same reference back', async ({
  page,
  javaScriptOn,
  browser,
}) => {
  test.slow();
  // The phone: its reference, and the payment details e-mailed to take to the bank.
  const phone = await newBrowserPage(browser, javaScriptOn);
  await openPage(phone, `${own.server.url}/checkout?plan=Lifetime`, javaScriptOn);
  const phoneReference = (await phone.getByTestId('payment-reference').textContent())!.trim();
  const buyer = emailOf('lena', javaScriptOn);
  await phone.getByLabel('Your e-mail address').fill(buyer);
  await phone.getByRole('button', { name: 'E-mail Me These Payment Details' }).click();
  await expectToast(phone, javaScriptOn, 'Payment Details Sent', 'Check your inbox for the bank details, the amount and your reference.');
  const details = await smtp.waitFor((m) => m.envelope.to.includes(buyer) && m.subject.startsWith('Payment details'), 15_000);
  expect(details.subject).toContain(phoneReference);
  expect(details.text).toContain('000123456789');
  expect(details.text).toContain(IBAN);
  await phone.context().close();

  // Its link, opened on the laptop, brings the same checkout with the same reference.
  const link = linkIn(details, /https?:\/\/\S+\/checkout\?plan=Lifetime&reference=\S+&signature=[A-Za-z0-9_-]+/);
  expect(link).not.toBe('');
  await openPage(page, link, javaScriptOn);
  await expect(page.getByTestId('payment-reference')).toHaveText(phoneReference);

  // The laptop's own checkout shows another reference; the buyer types the phone's.
  const laptop = await newBrowserPage(browser, javaScriptOn);
  await openPage(laptop, `${own.server.url}/checkout?plan=Lifetime`, javaScriptOn);
  await expect(laptop.getByTestId('payment-reference')).not.toHaveText(phoneReference);
  const typeIt = async (typed: string, name: string, email: string) => {
    const field = laptop.getByLabel('Reference in your transfer');
    if (!(await field.isVisible())) await laptop.getByText('Paid already, with another reference?').click();
    await field.fill(typed);
    await buy(laptop, javaScriptOn, name, email);
  };
  const ordersBefore = query('select id from ach_orders').length;
  await typeIt(oneOff(phoneReference), 'Lena Laptop', buyer);
  await expectToast(
    laptop,
    javaScriptOn,
    'Confirmation Failed',
    'This site did not issue the reference you typed. Please check it against your transfer’s memo, character by character. Nothing was recorded.',
  );
  await closeToasts(laptop, javaScriptOn);
  expect(query('select id from ach_orders')).toHaveLength(ordersBefore);
  await shoot(laptop, 'checkout-typed-reference-refused', javaScriptOn);

  await typeIt(phoneReference.toLowerCase(), 'Lena Laptop', buyer);
  await expectToast(laptop, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
  expect(one<{ name: string }>('select name from ach_orders where reference = ?', phoneReference).name).toBe('Lena Laptop');

  await openPage(laptop, `${own.server.url}/checkout?plan=Lifetime`, javaScriptOn);
  await typeIt(phoneReference, 'Someone Else', emailOf('someone', javaScriptOn));
  await expectToast(
    laptop,
    javaScriptOn,
    'Confirmation Failed',
    'The reference you typed already belongs to another order, so nothing was recorded. Please check it against your transfer’s memo; if that order is yours, Find My Order sends you its link.',
  );
  expect(query('select id from ach_orders where reference = ?', phoneReference)).toHaveLength(1);
  await laptop.context().close();
});

test('an unknown reference suggests the right order first, confirmed with one click after the question; a reference one character off shows as Probably', async ({
  page,
  javaScriptOn,
}) => {
  const right = seedPending('Maria Garcia');
  // $10 more than the transfer: within the $20 wire tolerance saved above, so a suggestion, after the exact amount.
  const shortOf = seedPending('Maria Lopez', 8999);
  const wrongAmount = seedPending('Maria Garcia', 2999);
  const otherName = seedPending('Mario Rossi');
  const meant = seedPending('Jo Lee');
  const typo = oneOff(meant.reference);
  await signIn(page, own.server.url);
  await closeSignInToast(page, javaScriptOn);
  await upload(
    page,
    'unknown.csv',
    `Date,Description,Amount\n${today()},"ACH ORD-TTTT-TTTT MARIA GARCIA",79.99\n${today()},"Payment ${typo}",79.99\n`,
  );
  const unknown = group(page, 'unknown-reference');
  const line = unknown.getByRole('listitem').filter({ hasText: 'ORD-TTTT-TTTT' });
  const suggestions = line.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');
  await expect(suggestions).toHaveCount(2);
  await expect(suggestions.nth(0)).toContainText(right.reference);
  await expect(suggestions.nth(1)).toContainText(shortOf.reference);
  await expect(line).not.toContainText(wrongAmount.reference);
  await expect(line).not.toContainText(otherName.reference);
  await expect(unknown.getByTestId('probable')).toContainText(`Probably ${meant.reference}`);
  await shoot(page, 'statement-suggestions', javaScriptOn);
  await closeToasts(page, javaScriptOn);

  await suggestions
    .first()
    .getByRole('button', { name: `Confirm ${right.reference}` })
    .click();
  const question = javaScriptOn
    ? page.getByRole('dialog', { name: 'Confirm this payment?' })
    : page.getByRole('region', { name: 'Confirm this payment?' });
  await expect(question).toContainText(`Confirm order ${right.reference} ($79.99) with the transfer of $79.99 from`);
  expect(statusOf(right.reference)).toBe('pending');
  await question.getByRole('button', { name: /^Confirm Payment/ }).click();
  await expectToast(page, javaScriptOn, 'Payment Confirmed', `${right.reference} was confirmed with this transfer.`);
  expect(statusOf(right.reference)).toBe('confirmed');
  // The mistyped one is never confirmed without the administrator's click.
  expect(statusOf(meant.reference)).toBe('pending');
});

test('a refund due asks the buyer for an account; the administrator sees it masked, reveals it after the password (audited), and it is gone after Mark Refund Sent', async ({
  page,
  javaScriptOn,
  browser,
}) => {
  test.slow();
  const order = seedPending('Rhea Refund');
  const email = emailOf('rhea', javaScriptOn);
  run('update ach_orders set email = ? where id = ?', email, order.id);
  await signIn(page, own.server.url);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`${own.server.url}/admin/orders/${order.reference}`);
  await confirmPayment(page, javaScriptOn);
  await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();
  await askAndConfirm(page, javaScriptOn, page.getByRole('button', { name: /^Refund/ }), 'refund', {
    amount: '79.99',
    reason: 'Not needed',
  });
  await expect(page.getByText('Refund Due', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refund account' })).toContainText('has not given the account');
  await closeToasts(page, javaScriptOn);

  const due = await smtp.waitFor((m) => m.envelope.to.includes(email) && m.subject.startsWith('Your Recoverly refund for order'), 15_000);
  expect(due.text).toContain('Tell us the account to send it to');
  const link = linkIn(due, /https?:\/\/\S+\/orders\/\S+token=[A-Za-z0-9_-]+/);
  expect(link).not.toBe('');
  const buyer = await newBrowserPage(browser, javaScriptOn);
  await openPage(buyer, link, javaScriptOn);
  const form = buyer.getByRole('region', { name: 'Where should we send your refund?' });
  await form.getByLabel('Name on the account').fill('Rhea Refund');
  await form.getByLabel('An account in the US', { exact: true }).check();
  await form.getByLabel('Routing number').fill('021000022');
  await form.getByLabel('Account number').fill('4455 6677 8899 0011');
  await form.getByRole('button', { name: 'Save Refund Account' }).click();
  await expect(
    buyer.getByText('This is not a valid ABA routing number: its check digit does not match. Please check it.').first(),
  ).toBeVisible();
  await buyer.getByRole('region', { name: 'Where should we send your refund?' }).getByLabel('Routing number').fill('021000021');
  await buyer
    .getByRole('region', { name: 'Where should we send your refund?' })
    .getByRole('button', { name: 'Save Refund Account' })
    .click();
  await expectToast(buyer, javaScriptOn, 'Refund Account Saved', 'We will send your refund to this account.');
  await expect(buyer.getByTestId('refund-account-given')).toContainText('US account ••••0011');
  await shoot(buyer, 'refund-account-given', javaScriptOn);
  await buyer.context().close();

  await page.goto(`${own.server.url}/admin/overview`);
  await expect(page.getByTestId('refunds-with-account')).toContainText(`${order.reference} account given`);
  await page.goto(`${own.server.url}/admin/orders/${order.reference}`);
  const card = page.getByRole('region', { name: 'Refund account' });
  await expect(card.getByTestId('refund-account-masked')).toHaveText('Rhea Refund · US account ••••0011 (routing ••••0021)');
  await expect(page.getByText('4455667788990011')).toHaveCount(0);
  await card.getByLabel('Password').fill(ADMIN.password);
  await card.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByTestId('refund-account-revealed')).toContainText('4455667788990011');
  await shoot(page, 'refund-account-revealed', javaScriptOn);
  expect(query(`select id from audit_log where kind = 'refund-account-revealed' and subject = ?`, order.reference)).toHaveLength(1);
  await page.goto(`${own.server.url}/admin/activity`);
  await expect(
    page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem').filter({ hasText: 'Refund account revealed' }).first(),
  ).toContainText(order.reference);

  await page.goto(`${own.server.url}/admin/orders/${order.reference}`);
  await page.getByRole('button', { name: /^Mark Refund Sent/ }).click();
  const step = confirmationStep(page, javaScriptOn, 'refundSent');
  await step.getByLabel('Day the money was sent').fill(today());
  await step.getByLabel('Bank’s reference').fill('TRC 0042 1187');
  await step.getByRole('button', { name: /^Mark Refund Sent/ }).click();
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refund account' })).toHaveCount(0);
  expect(one<{ refund_account: string | null }>('select refund_account from ach_orders where id = ?', order.id).refund_account).toBeNull();
});

test('a Yearly license renewed keeps its key, its expiry moves by a year, and the API’s validate says so', async ({
  page,
  javaScriptOn,
}) => {
  test.slow();
  const key = newLicenseKey();
  const expiresAt = new Date(Date.now() + 10 * DAY).toISOString();
  const reference = newOrderReference();
  const id = run(
    `insert into ach_orders (name, email, plan, price, amount_cents, status, reference, confirmed_at, license_key, license_devices, license_expires_at)
     values ('Rene Renew', ?, 'Yearly', '$79.99', 7999, 'confirmed', ?, ?, ?, 2, ?)`,
    emailOf('rene', javaScriptOn),
    reference,
    new Date(Date.now() - 355 * DAY).toISOString(),
    key,
    expiresAt,
  );
  const token = crypto.randomBytes(32).toString('base64url');
  run(
    'insert into order_access_tokens (token_hash, order_id, created_at, expires_at) values (?, ?, ?, ?)',
    hashAccessToken(token),
    id,
    new Date().toISOString(),
    new Date(Date.now() + 30 * DAY).toISOString(),
  );

  await openPage(page, `${own.server.url}/orders/${reference}?token=${token}`, javaScriptOn);
  await page.getByRole('link', { name: 'Renew' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=Yearly&renew=/);
  if (javaScriptOn) await waitForClient(page);
  await expect(page.getByRole('region', { name: 'Renewing your license' })).toContainText(
    `License …-${key.split('-').at(-1)}: Yearly plan, 2 devices.`,
  );
  const renewalReference = (await page.getByTestId('payment-reference').textContent())!.trim();
  await buy(page, javaScriptOn, 'Rene Renew', emailOf('rene', javaScriptOn));
  await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
  expect(
    one<{ renews_order_id: number }>('select renews_order_id from ach_orders where reference = ?', renewalReference).renews_order_id,
  ).toBe(id);

  await signIn(page, own.server.url);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`${own.server.url}/admin/orders/${renewalReference}`);
  await confirmPayment(page, javaScriptOn);
  // (The page lists the license's own order, confirmed long ago, among the address's other orders: wait for this one.)
  await expect.poll(() => statusOf(renewalReference)).toBe('confirmed');

  const license = one<{ license_key: string; license_expires_at: string }>(
    'select license_key, license_expires_at from ach_orders where id = ?',
    id,
  );
  expect(license.license_key).toBe(key);
  const expected = new Date(expiresAt);
  expected.setUTCFullYear(expected.getUTCFullYear() + 1);
  expect(license.license_expires_at).toBe(expected.toISOString());
  expect(query('select id from ach_orders where license_key is not null and id != ? and license_key = ?', id, key)).toHaveLength(0);

  const validated = await fetch(`${own.server.url}/api/v1/licenses/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key, fingerprint: 'renewed-device-fingerprint-01' }),
  });
  expect(await validated.json()).toMatchObject({ code: 'not_activated', license: { expiresAt: expected.toISOString(), status: 'active' } });

  await openPage(page, `${own.server.url}/orders/${reference}?token=${token}`, javaScriptOn);
  const shown = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(expected);
  await expect(page.getByRole('region', { name: 'Your license' })).toContainText(`${shown} (UTC)`);
});
