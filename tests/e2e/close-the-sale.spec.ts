import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { pdfText } from '../helpers/pdf-text';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';
import { ADMIN, closeSignInToast, signIn } from './admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { confirmPayment } from './order-admin-helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { saveBankDetails } from './shop-bank-details';

// The buyer's side of a sale in a browser, on a server of its own whose
// SMTP_URL points at a real SMTP server in this process: the seller named, the receipt, the e-mail
// after checkout, the order page in each status, the address correction, the expired link and the
// lookup, and the license e-mail after the administrator confirms the payment in the browser. Other
// administrator steps (refund) are written to the database here: the administrator's pages have
// specs of their own.

const COMPANY = {
  legalName: 'Recoverly Software Inc.',
  address: '500 Market Street, Suite 300, San Francisco, CA 94105',
  registrationNumber: 'C4410927',
  taxId: '',
};
const SELLER_LINE = `${COMPANY.legalName}, ${COMPANY.address}`;
const CHECKSUM = '3b1f0c4e9a7d2b8f6e5c4d3a2b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a39';
const DOWNLOADS = {
  version: '4.2.0',
  releaseDate: '2026-11-01',
  windows: { url: 'https://downloads.recoverly.test/RecoverlySetup-4.2.0.exe', size: '84 MB', sha256: CHECKSUM },
  macos: null,
};
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SHOTS = process.env.SCREENSHOT_DIR ?? '';

let smtp: TestSmtpServer;
let own: OwnServer;
let base = '';

test.describe.configure({ mode: 'serial' });
// A wrong token answers 404 and a refused address 400: Chromium logs each as a failed resource.
test.use({ expectedConsoleErrors: [/the server responded with a status of 40[04]/] });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  own = await startOwnServer({
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Recoverly <sales@recoverly.test>',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  // The Company and download settings, as the administrator saves them (a fresh start: no page cached yet).
  await own.stop();
  const db = own.open();
  const save = db.prepare('update site_settings set value = ? where key = ?');
  save.run(JSON.stringify(COMPANY), 'company');
  save.run(JSON.stringify(DOWNLOADS), 'downloads');
  saveBankDetails(db);
  db.close();
  await own.restart();
  base = own.server.url;
});

test.afterAll(async () => {
  await own?.dispose();
  await smtp?.stop();
});

/** An address of this test and project alone (acknowledgements are capped per address). */
function addressFor(page: Page, label: string): string {
  return `${label}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Buys `plan` at checkout; returns the reference the page showed. */
async function buy(page: Page, plan: string, email: string): Promise<string> {
  await page.goto(`${base}/checkout?plan=${plan}`);
  const reference = (await page.getByTestId('payment-reference').textContent())!.trim();
  await page.getByLabel('Full Name').fill('Jane Buyer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
  await expect(page).toHaveURL(`${base}/`);
  return reference;
}

const afterCheckout = (reference: string) => (m: ReceivedMail) =>
  m.subject === `Your Recoverly order ${reference}: we're looking for your transfer`;

function orderLink(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/orders\/ORD-[0-9A-Z-]+\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'the e-mail links to the order page').toBeTruthy();
  return link!;
}

function setOrder(reference: string, sql: string, ...values: unknown[]) {
  const db = own.open();
  try {
    db.prepare(`update ach_orders set ${sql} where reference = ?`).run(...values, reference);
  } finally {
    db.close();
  }
}

/** A license key of the site's form (keys are unique). */
function newKey(): string {
  const group = () => Array.from({ length: 5 }, () => CROCKFORD[Math.floor(Math.random() * CROCKFORD.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/** What the administrator's Confirm Payment leaves behind: the order confirmed with its license; returns the key. */
function confirm(reference: string): string {
  const key = newKey();
  const now = new Date();
  const expires = new Date(now.getTime() + 365 * 24 * 60 * 60_000);
  setOrder(
    reference,
    `status = 'confirmed', confirmed_at = ?, license_key = ?, license_devices = 2, license_expires_at = ?`,
    now.toISOString(),
    key,
    expires.toISOString(),
  );
  return key;
}

/** Screenshots at 390 and 1280 px wide when SCREENSHOT_DIR is set: the whole page, or the first screen (a long page). */
async function shoot(page: Page, name: string, javaScriptOn: boolean, fullPage = true) {
  if (!SHOTS || !javaScriptOn) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: fullPage ? 900 : 1000 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('checkout names the seller and what protects the payment; the receipt names the address, the wait, the next step and the order page; the e-mail looks for the transfer instead of asking for it', async ({
  page,
  javaScriptOn,
}) => {
  test.slow();
  await page.goto(`${base}/checkout?plan=Yearly`);
  await expect(page.getByTestId('payee')).toContainText(`You are paying ${SELLER_LINE}.`);
  const protection = page.getByTestId('payment-protection');
  // Only what is true of a pushed transfer: the network it travels over, that it can't be pulled back, whom to check.
  await expect(protection).toContainText("your bank's secure ACH network");
  await expect(protection).toContainText("it can't be pulled back");
  await expect(protection).toContainText(`the account holder as ${COMPANY.legalName}`);
  await expect(page.getByRole('contentinfo').getByTestId('footer-seller')).toContainText(SELLER_LINE);
  await page.getByTestId('payee').scrollIntoViewIfNeeded();
  await shoot(page, 'checkout', javaScriptOn);

  const email = addressFor(page, 'receipt');
  const reference = await buy(page, 'Yearly', email);
  await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
  const receipt = page.getByRole('region', { name: `Order ${reference} recorded` });
  await expect(receipt.getByTestId('receipt-email')).toHaveText(email);
  await expect(receipt).toContainText(`Your license key will be e-mailed to ${email}.`);
  await expect(receipt).toContainText('usually arrives within 1–3 business days');
  await expect(receipt).toContainText('Download the free version now; your key will unlock it.');
  await expect(receipt.getByRole('link', { name: 'Download the free version' })).toHaveAttribute('href', '/download');
  await shoot(page, 'receipt', javaScriptOn, false);
  await receipt.getByRole('link', { name: 'Follow your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${reference}\\?token=`));

  const mail = await smtp.waitFor(afterCheckout(reference), 15_000);
  expect(mail.to).toEqual([{ name: '', address: email }]);
  expect(mail.replyTo).toEqual([{ name: 'Recoverly Support', address: 'support@recoverly.com' }]);
  expect(mail.text).not.toContain('Jane Buyer');
  const beforeBank = mail.text.slice(0, mail.text.indexOf("If you haven't sent it yet"));
  expect(beforeBank.replace(/\s+/g, ' ')).toContain(
    `We are looking for your transfer of $79.99 with reference ${reference}, as you told us on`,
  );
  expect(beforeBank).not.toMatch(/\bsend \$|transfer \$|waiting for your (bank )?transfer/i);
  expect(mail.text.replace(/\s+/g, ' ')).toContain(SELLER_LINE);
});

test('the pending order page looks for the transfer, with the bank details under "If you haven\'t sent it yet"; the buyer corrects the address and adds invoice details', async ({
  page,
  javaScriptOn,
}) => {
  test.slow();
  const first = addressFor(page, 'typo');
  const reference = await buy(page, 'Monthly', first);
  await page.goto(orderLink(await smtp.waitFor(afterCheckout(reference), 15_000)));
  const awaiting = page.getByRole('region', { name: "We're looking for your transfer" });
  await expect(awaiting).toContainText(`We are looking for your transfer of $29.99 with reference ${reference}, as you told us on`);
  await expect(awaiting).toContainText('usually arrives within 1–3 business days');
  await expect(page.getByRole('heading', { name: "If you haven't sent it yet" })).toBeVisible();
  await expect(page.getByTestId('payment-reference')).toHaveText(reference);
  await expect(page.getByTestId('order-email')).toHaveText(first);
  await shoot(page, 'order-pending', javaScriptOn);

  const fixed = addressFor(page, 'fixed');
  await page.getByLabel('Correct e-mail address').fill(fixed);
  await page.getByRole('button', { name: 'Correct Address' }).click();
  await expectToast(
    page,
    javaScriptOn,
    'Address Corrected',
    `From now on we'll send this order's e-mails to ${fixed}. We've let the old address know.`,
  );
  await expect(page.getByTestId('order-email')).toHaveText(fixed);
  await expect(page.getByText('E-mail address corrected')).toBeVisible();
  await smtp.waitFor((m) => afterCheckout(reference)(m) && m.envelope.to[0] === fixed, 15_000);
  const told = await smtp.waitFor((m) => m.subject === `The e-mail address of Recoverly order ${reference} was changed`, 15_000);
  expect(told.envelope.to).toEqual([first]);
  expect(told.text).not.toContain(fixed);

  await page.getByLabel('Company name (optional)').fill('Acme Ltd');
  await page.getByLabel('VAT ID (optional)').fill('GB123 4567 89');
  await page.getByRole('button', { name: 'Save Invoice Details' }).click();
  await expectToast(page, javaScriptOn, 'Invoice Details Saved', 'Your invoice will name them.');
  await expect(page.getByLabel('Company name (optional)')).toHaveValue('Acme Ltd');

  // A refused address keeps what was typed, with the field's message.
  await page.getByLabel('Correct e-mail address').fill('not-an-address');
  await page.getByRole('button', { name: 'Correct Address' }).click();
  await expect(page.getByLabel('Correct e-mail address')).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(page.getByLabel('Correct e-mail address')).toHaveValue('not-an-address');
});

test('a confirmed order page shows the key unbroken within its groups, what it unlocks, the download with its checksum, activation and support', async ({
  page,
  javaScriptOn,
}) => {
  test.slow();
  const reference = await buy(page, 'Yearly', addressFor(page, 'license'));
  const link = orderLink(await smtp.waitFor(afterCheckout(reference), 15_000));
  const key = confirm(reference);
  // A small phone: the key can't fit on one line, so it must wrap, and only at its hyphens.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(link);
  const license = page.getByRole('region', { name: 'Your license' });
  await expect(license.getByTestId('license-key')).toHaveText(key);
  const groupTops = await license
    .getByTestId('license-key')
    .locator(':scope > span')
    .evaluateAll((spans) => new Set(spans.map((span) => Math.round(span.getBoundingClientRect().top))).size);
  expect(groupTops, 'the key wraps on a 320 px screen').toBeGreaterThan(1);
  // Each group stays whole on one line.
  const groups = license.getByTestId('license-key').locator(':scope > span');
  await expect(groups).toHaveCount(4);
  for (const group of await groups.all()) {
    expect(await group.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    const tops = await group.evaluate((el) => [...el.getClientRects()].map((rect) => Math.round(rect.top)));
    expect(new Set(tops).size, 'the group sits on one line').toBe(1);
  }
  await expect(license).toContainText('2 devices');
  for (const product of ['Data Recovery Wizard Pro', 'Mobile Data Recovery', 'Server & RAID Recovery', 'Photo Repair', 'Video Enhancer']) {
    await expect(license.getByRole('listitem').filter({ hasText: product })).toBeVisible();
  }
  await expect(license.getByRole('link', { name: /Windows: RecoverlySetup-4\.2\.0\.exe/ })).toHaveAttribute('href', '/download/windows');
  await expect(license).toContainText(`SHA-256: ${CHECKSUM}`);
  await expect(license).toContainText('How to activate');
  await expect(license).toContainText('Activate License');
  await expect(license.getByRole('link', { name: 'support@recoverly.com' })).toBeVisible();
  await expect(page.getByRole('region', { name: "We're looking for your transfer" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Correct Address' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  await shoot(page, 'order-confirmed', javaScriptOn);
});

test(
  'the administrator confirms the payment; the license e-mail has Reply-To, the download links, the activation steps and the invoice PDF',
  { tag: '@smoke' },
  async ({ page, javaScriptOn }) => {
    test.slow();
    const reference = await buy(page, 'Yearly', addressFor(page, 'invoice'));
    await smtp.waitFor(afterCheckout(reference), 15_000);
    await page.context().clearCookies();
    await signIn(page, base);
    await closeSignInToast(page, javaScriptOn);
    await page.goto(`${base}/admin/orders/${reference}`);
    await confirmPayment(page, javaScriptOn);
    await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');

    const mail = await smtp.waitFor((m) => m.subject === `Your Recoverly license key (order ${reference})`, 15_000);
    expect(mail.replyTo).toEqual([{ name: 'Recoverly Support', address: 'support@recoverly.com' }]);
    const text = mail.text.replace(/[ \t]+/g, ' ');
    expect(text).toContain(`${base}/download/windows`);
    expect(text).toContain(`SHA-256: ${CHECKSUM}`);
    expect(text).toContain('How to activate');
    expect(text).toContain('Activate License');
    const { attachments } = await simpleParser(mail.raw);
    expect(attachments).toHaveLength(1);
    const [invoice] = attachments;
    expect(invoice!.contentType).toBe('application/pdf');
    const number = /^(INV-\d{4}-\d{6})\.pdf$/.exec(invoice!.filename ?? '')?.[1];
    expect(number, 'the PDF is named by its invoice number').toBeTruthy();
    const pdf = await pdfText(invoice!.content);
    for (const expected of [number!, COMPANY.legalName, '$79.99', reference]) expect(pdf.text).toContain(expected);
    expect(mail.text).toContain(number!);
  },
);

test('after a refund the old link has ended; "Send me a fresh link" e-mails the order\'s address, whose link shows the refund, the revoked license and the credit note', async ({
  page,
  javaScriptOn,
}) => {
  test.slow();
  const email = addressFor(page, 'refund');
  const reference = await buy(page, 'Lifetime', email);
  const oldLink = orderLink(await smtp.waitFor(afterCheckout(reference), 15_000));
  confirm(reference);
  const refundedAt = new Date().toISOString();
  setOrder(
    reference,
    `status = 'refunded', refund_due_at = ?, refunded_at = ?, license_revoked_at = ?, refund_amount_cents = 14999, refund_reason = 'Not what I needed'`,
    refundedAt,
    refundedAt,
    refundedAt,
  );
  const db = own.open();
  const { id } = db.prepare('select id from ach_orders where reference = ?').get(reference) as { id: number };
  const year = new Date().getUTCFullYear();
  const insert = db.prepare(
    'insert into invoices (number, year, sequence, kind, order_id, amount_cents, document) values (?, ?, ?, ?, ?, ?, ?)',
  );
  insert.run(`INV-${year}-9${String(id).padStart(5, '0')}`, year, 900000 + id * 2, 'invoice', id, 14999, '{}');
  insert.run(`INV-${year}-8${String(id).padStart(5, '0')}`, year, 900001 + id * 2, 'credit-note', id, -14999, '{}');
  db.close();

  await page.goto(oldLink);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByText('Links to an order page work for 90 days')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a fresh link' }).click();
  await expectToast(page, javaScriptOn, 'Link Sent', "We've sent a link to the address on this order.");
  const fresh = await smtp.waitFor((m) => m.subject === `Your link to Recoverly order ${reference}`, 15_000);
  expect(fresh.envelope.to).toEqual([email]);

  await page.goto(orderLink(fresh));
  const refunded = page.getByRole('region', { name: 'This order was refunded' });
  await expect(refunded).toContainText('We refunded $149.99');
  await expect(refunded).toContainText('Reason: Not what I needed');
  await expect(refunded).toContainText('no longer works');
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('license-key')).toHaveCount(0);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: /\(PDF\)/ })).toHaveCount(2);
  await expect(documents.getByText('Credit note')).toBeVisible();
  await expect(documents.getByRole('link').last()).toHaveAttribute('href', new RegExp(`/orders/${reference}/credit-note\\.pdf\\?token=`));
  await shoot(page, 'order-refunded', javaScriptOn);
});

test(
  '/orders shows the status only, never the key, and e-mails the link to the order’s address; a wrong token is a 404 with the lookup form',
  { tag: '@smoke' },
  async ({ page }) => {
    test.slow();
    const email = addressFor(page, 'lookup');
    const reference = await buy(page, 'Yearly', email);
    await smtp.waitFor(afterCheckout(reference), 15_000);
    const key = confirm(reference);
    await page.goto(`${base}/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
    await expect(page).toHaveURL(`${base}/orders`);
    await page.getByLabel('Order reference').fill('ORD-0000-0000');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Find My Order' }).click();
    await expect(page.getByRole('alert')).toHaveText("We couldn't find an order with that reference and email.");

    // As pasted from a bank statement: lower case, no dashes.
    await page.getByLabel('Order reference').fill(reference.toLowerCase().replaceAll('-', ''));
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Find My Order' }).click();
    const status = page.getByRole('region', { name: `Order ${reference}` });
    await expect(status).toContainText("We've sent a link to the address on this order.");
    await expect(status).toContainText('Yearly');
    await expect(status).toContainText('Confirmed');
    await expect(page.getByText(key)).toHaveCount(0);
    expect(page.url()).toBe(`${base}/orders`);
    const mail = await smtp.waitFor((m) => m.subject === `Your link to Recoverly order ${reference}`, 15_000);
    expect(mail.envelope.to).toEqual([email]);

    const wrong = await page.goto(`${base}/orders/${reference}?token=not-the-token`);
    expect(wrong?.status()).toBe(404);
    await expect(page.getByLabel('Order reference')).toHaveValue(reference);
  },
);

test('the terms and privacy pages say who "we" are', async ({ page }) => {
  for (const address of ['/terms-of-use', '/privacy-policy', '/refund-policy']) {
    await page.goto(`${base}${address}`);
    await expect(page.getByTestId('who-we-are')).toContainText(
      `"We", "us" and "our" mean ${SELLER_LINE} (Registration No. ${COMPANY.registrationNumber})`,
    );
  }
});
