import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readCsvByHeader } from '../helpers/csv';
import { EARLIER_ORDER_CSV_COLUMNS } from '../helpers/orders-csv-columns';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';
import { clientAddressFor, expect, expectToast, test } from './fixtures';
import { REFUSED_POST_LOG } from './form-helpers';
import { ADMIN, closeSignInToast, signIn } from './admin-helpers';
import { askAndConfirm, confirmationStep, confirmPayment } from './order-admin-helpers';
import { postForm, startOwnServer, type OwnServer } from './own-server';
import { saveBankDetails } from './shop-bank-details';

// What a buyer about to trust the shop with money meets: a fresh site that takes no order, the question
// before a second order for one payment, the download link e-mailed from a phone, and a help search
// that knows the field's words; and what the administrator can act on: an e-mail the mail server
// refused, sent again, and an orders file the books can read. A site of its own, with a real SMTP
// server in this process.

const CHECKSUM = '3b1f0c4e9a7d2b8f6e5c4d3a2b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a39';
const DOWNLOADS = {
  version: '4.2.0',
  releaseDate: '2026-11-01',
  windows: { url: 'https://downloads.recoverly.test/RecoverlySetup-4.2.0.exe', size: '84 MB', sha256: CHECKSUM },
  macos: null,
};
const SHOTS = process.env.SCREENSHOT_DIR ?? '';

let smtp: TestSmtpServer;
let own: OwnServer;

test.describe.configure({ mode: 'serial' });
test.use({ expectedConsoleErrors: [REFUSED_POST_LOG] });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  own = await startOwnServer({
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Recoverly <sales@recoverly.test>',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
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

const orderCount = () => {
  const db = own.open();
  try {
    return (db.prepare('select count(*) as n from ach_orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

/** An address of this test and project alone. */
const addressOf = (label: string, javaScriptOn: boolean) => `${label}-${javaScriptOn ? 'on' : 'off'}@example.com`;

/** Buys a plan at checkout as a visitor does; the payment reference the page showed. */
async function placeOrder(page: Page, javaScriptOn: boolean, plan: string, name: string, email: string): Promise<string> {
  await page.goto(`${own.server.url}/checkout?plan=${plan}`);
  const reference = (await page.getByTestId('payment-reference').textContent())!.trim();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
  await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
  return reference;
}

/** The subject of the e-mail a buyer gets right after checkout. */
const checkoutSubject = (reference: string) => `Your Recoverly order ${reference}: we're looking for your transfer`;

function orderLink(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/orders\/ORD-[0-9A-Z-]+\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'the e-mail links to the order page').toBeTruthy();
  return link!;
}

/** The orders CSV as the administrator downloads it from the Orders screen, read by header name. */
async function downloadOrdersCsv(page: Page) {
  await page.goto(`${own.server.url}/admin/orders`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  return readCsvByHeader(fs.readFileSync(await download.path(), 'utf8'));
}

/** The number of the order's invoice or credit note, as its admin page lists the documents. */
async function documentNumber(page: Page, kind: 'Invoice' | 'Credit note'): Promise<string> {
  const documents = page.getByRole('region', { name: 'Invoice', exact: true });
  const text = await documents
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${kind} (INV|CN)-`) })
    .textContent();
  return /(INV|CN)-\d{4}-\d{6}/.exec(text ?? '')![0];
}

test('a fresh site shows no bank details and takes no order, by the page or by a post', async ({ page, javaScriptOn }) => {
  await page.goto(`${own.server.url}/checkout?plan=Yearly`);
  const closed = page.getByRole('region', { name: 'We’re not taking payments yet — contact us' });
  await expect(closed).toBeVisible();
  await expect(closed.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByText('4532019876')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I Have Completed The Payment' })).toHaveCount(0);
  await shoot(page, 'checkout-not-open', javaScriptOn);

  const before = orderCount();
  const post = await postForm(
    own.server.url,
    '/checkout?plan=Yearly',
    { plan: 'Yearly', name: 'Early Ellis', email: 'ellis@example.com' },
    clientAddressFor(`fresh-${javaScriptOn}`),
  );
  expect(post.status).toBe(400);
  expect(await post.text()).toContain('We’re not taking payments yet — contact us. Nothing was recorded.');
  expect(orderCount()).toBe(before);
});

test.describe('once the administrator has saved bank details', () => {
  test.beforeAll(async () => {
    // As the administrator saves them (a restart: no page of the closed checkout stays cached).
    await own.stop();
    const db = own.open();
    saveBankDetails(db);
    db.prepare("update site_settings set value = ? where key = 'downloads'").run(JSON.stringify(DOWNLOADS));
    db.close();
    await own.restart();
  });

  test('two browsers, one e-mail: the second confirmation asks first, and "Yes, that’s my payment" creates nothing', async ({
    page,
    browser,
    javaScriptOn,
  }) => {
    const email = addressOf('dup', javaScriptOn);
    const buy = async (buyer: Page) => {
      await buyer.goto(`${own.server.url}/checkout?plan=Monthly`);
      await buyer.getByLabel('Full Name').fill('Dana Duplicate');
      await buyer.getByLabel('Email', { exact: true }).fill(email);
      await buyer.getByRole('button', { name: 'I Have Completed The Payment' }).click();
    };
    // The phone: an order.
    await buy(page);
    await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
    const before = orderCount();
    const db = own.open();
    const { reference } = db.prepare('select reference from ach_orders where email = ?').get(email) as { reference: string };
    db.close();

    // The laptop: its own reference, the same address and plan.
    const laptop = await browser.newContext({ javaScriptEnabled: javaScriptOn });
    const other = await laptop.newPage();
    await buy(other);
    const question = other.getByTestId('duplicate-question');
    await expect(question.getByRole('heading', { name: 'Did you already pay for this?' })).toBeVisible();
    await expect(question).toContainText(`You already have order ${reference} for Monthly, $29.99. Did you pay with that reference?`);
    expect(orderCount()).toBe(before);
    // On a phone the reference stays on one line: broken at its hyphen it reads as two words.
    await other.setViewportSize({ width: 390, height: 844 });
    const kept = question.getByText(reference, { exact: true });
    expect(await kept.evaluate((element) => element.getClientRects().length)).toBe(1);
    await shoot(other, 'duplicate-question', javaScriptOn);

    await question.getByRole('button', { name: 'Yes, that’s my payment' }).click();
    await expect(other.getByRole('heading', { name: 'Your payment belongs to your earlier order' })).toBeVisible();
    expect(orderCount()).toBe(before);
    await smtp.waitFor((m) => m.envelope.to.includes(email) && m.subject === `Your link to Recoverly order ${reference}`, 15_000);
    await laptop.close();
  });

  test('"No, this is a second purchase" places the second order', async ({ page, javaScriptOn }) => {
    const email = addressOf('dup', javaScriptOn);
    const before = orderCount();
    await page.goto(`${own.server.url}/checkout?plan=Monthly`);
    await page.getByLabel('Full Name').fill('Dana Duplicate');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
    await page.getByTestId('duplicate-question').getByRole('button', { name: 'No, this is a second purchase' }).click();
    await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
    expect(orderCount()).toBe(before + 1);
  });

  test('/download on a 390 px phone says what a recovery needs and e-mails the link', async ({ page, javaScriptOn }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${own.server.url}/download`);
    const phone = page.getByTestId('phone-download');
    await expect(phone).toBeVisible();
    await expect(phone).toContainText('A Windows PC or a Mac to install it on');
    await expect(phone).toContainText('A card reader');
    const email = addressOf('phone', javaScriptOn);
    await phone.getByLabel('Email').fill(email);
    await phone.getByRole('button', { name: 'E-mail me the download link' }).click();
    await expectToast(page, javaScriptOn, 'Link Sent', 'We’ve e-mailed you the download link. Open it on your Windows PC or Mac.');
    const mail = await smtp.waitFor((m) => m.envelope.to.includes(email), 15_000);
    expect(mail.subject).toBe('Your Recoverly download link');
    // The site's own link, which counts the click and leads to the installer.
    expect(mail.text).toContain(`${own.server.url}/download/windows`);
    if (javaScriptOn) {
      await page.goto(`${own.server.url}/download`);
      await shoot(page, 'phone-download', javaScriptOn);
    }
    // On a computer the section is not shown.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('phone-download')).toBeHidden();
  });

  for (const phrase of ['formatted SD card', 'sd card', 'SD', 'wedding photos', 'memory card', 'usb stick', 'formated']) {
    test(`the help search finds the formatted-drive guide for "${phrase}"`, async ({ page }) => {
      await page.goto(`${own.server.url}/help-center?q=${encodeURIComponent(phrase)}`);
      await expect(page.getByTestId('search-results').locator('a[href="/help-center/guides/formatted-drive"]').first()).toBeVisible();
    });
  }

  test('refund: Refund Due with the day to expect it, then Mark Refund Sent with the bank reference, the buyer told at each step', async ({
    page,
    javaScriptOn,
  }) => {
    test.slow();
    const email = addressOf('refund', javaScriptOn);
    await page.goto(`${own.server.url}/checkout?plan=Yearly`);
    await page.getByLabel('Full Name').fill('Rita Refund');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
    await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
    const db = own.open();
    const { reference } = db.prepare('select reference from ach_orders where email = ?').get(email) as { reference: string };
    db.close();

    await signIn(page, own.server.url);
    await closeSignInToast(page, javaScriptOn);
    await page.goto(`${own.server.url}/admin/orders/${reference}`);
    await confirmPayment(page, javaScriptOn);
    await expect(page.getByText('Confirmed', { exact: true }).first()).toBeVisible();

    await askAndConfirm(page, javaScriptOn, page.getByRole('button', { name: /^Refund/ }), 'refund', {
      amount: '79.99',
      reason: 'Not what I needed',
    });
    await expect(page.getByText('Refund Due', { exact: true }).first()).toBeVisible();
    const due = await smtp.waitFor(
      (m) => m.envelope.to.includes(email) && m.subject.startsWith(`Your Recoverly refund for order ${reference}: $79.99, sent by `),
      15_000,
    );
    expect(due.text).toContain('We are refunding your order');
    expect(due.text).not.toMatch(/was refunded|refunded by ACH/);
    const dueLink = /https?:\/\/\S+\/orders\/\S+token=\S+/.exec(due.text)![0];

    const buyer = await page.context().browser()!.newContext({ javaScriptEnabled: javaScriptOn });
    const buyerPage = await buyer.newPage();
    await buyerPage.goto(dueLink);
    const preparing = buyerPage.getByRole('region', { name: 'Your refund is being prepared' });
    await expect(preparing).toContainText('We are refunding $79.99. We send it by bank transfer within 5 business days');
    await shoot(buyerPage, 'refund-due', javaScriptOn);

    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole('button', { name: /^Mark Refund Sent/ }).click();
    const step = confirmationStep(page, javaScriptOn, 'refundSent');
    await step.getByLabel('Day the money was sent').fill(today);
    await step.getByLabel('Bank’s reference').fill('TRC 0042 1187');
    await step.getByRole('button', { name: /^Mark Refund Sent/ }).click();
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    const sent = await smtp.waitFor(
      (m) => m.envelope.to.includes(email) && m.subject === `Your Recoverly refund for order ${reference} was sent`,
      15_000,
    );
    expect(sent.text).toContain('TRC 0042 1187');
    // The credit note goes with it.
    expect(sent.raw).toMatch(/Content-Type: application\/pdf/i);

    await buyerPage.goto(dueLink);
    const refunded = buyerPage.getByRole('region', { name: 'This order was refunded' });
    await expect(refunded).toContainText('We sent $79.99 back to you by bank transfer on');
    await expect(refunded).toContainText('TRC 0042 1187');
    await shoot(buyerPage, 'refund-sent', javaScriptOn);
    await buyer.close();
  });

  test('Send again on an e-mail the mail server refused delivers it, and the E-mail screen then shows it sent', async ({
    page,
    javaScriptOn,
  }) => {
    test.slow();
    const email = addressOf('again', javaScriptOn);
    // The mail server refuses every recipient for good while the order's e-mail goes out.
    smtp.refuse('permanent');
    const reference = await placeOrder(page, javaScriptOn, 'Monthly', 'Sam Again', email);
    const subject = checkoutSubject(reference);
    await signIn(page, own.server.url);
    await closeSignInToast(page, javaScriptOn);
    await page.goto(`${own.server.url}/admin/email?status=unsent`);
    const row = page.getByRole('listitem').filter({ hasText: subject });
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Failed', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    // The mail server's own answer, as the sender recorded it.
    await expect(row).toContainText(/Last error: .*550 No such mailbox/);
    expect(smtp.messages.filter((m) => m.envelope.to.includes(email))).toEqual([]);

    smtp.refuse(null);
    await row.getByRole('button', { name: `Send again to ${email}` }).click();
    await expectToast(page, javaScriptOn, 'E-mail Queued', `The e-mail to ${email} will be sent again now.`);
    const delivered = await smtp.waitFor((m) => m.envelope.to.includes(email) && m.subject === subject, 15_000);
    expect(delivered.text).toContain(reference);

    await page.goto(`${own.server.url}/admin/email`);
    await expect(async () => {
      await page.reload();
      await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row.getByRole('button', { name: /^Send again/ })).toHaveCount(0);
  });

  test('the orders CSV gives the books the invoice and credit-note numbers, the company, the VAT ID and where the refund stands', async ({
    page,
    javaScriptOn,
  }) => {
    test.slow();
    const email = addressOf('books', javaScriptOn);
    const reference = await placeOrder(page, javaScriptOn, 'Yearly', 'Bea Books', email);
    // The buyer names their company on the order page, for the invoice.
    await page.goto(
      orderLink(await smtp.waitFor((m) => m.envelope.to.includes(email) && m.subject === checkoutSubject(reference), 15_000)),
    );
    // A comma and quotes: the file must quote the cell for it to read back whole.
    await page.getByLabel('Company name (optional)').fill('Bea Photo, "Studio" GmbH');
    await page.getByLabel('VAT ID (optional)').fill('DE123456789');
    await page.getByRole('button', { name: 'Save Invoice Details' }).click();
    await expectToast(page, javaScriptOn, 'Invoice Details Saved', 'Your invoice will name them.');

    await signIn(page, own.server.url);
    await closeSignInToast(page, javaScriptOn);
    const orderPage = `${own.server.url}/admin/orders/${reference}`;
    await page.goto(orderPage);
    await confirmPayment(page, javaScriptOn);
    await askAndConfirm(page, javaScriptOn, page.getByRole('button', { name: /^Refund/ }), 'refund', {
      amount: '79.99',
      reason: 'Bought the wrong plan',
    });
    await expect(page.getByText('Refund Due', { exact: true }).first()).toBeVisible();
    const invoice = await documentNumber(page, 'Invoice');
    const buyer = { company: 'Bea Photo, "Studio" GmbH', vat_id: 'DE123456789' };

    const due = (await downloadOrdersCsv(page)).records.find((record) => record.reference === reference);
    expect(due).toMatchObject({
      ...buyer,
      invoice_number: invoice,
      credit_note_number: '',
      refund_state: 'due',
      refund_sent_on: '',
      refund_bank_reference: '',
    });

    const today = new Date().toISOString().slice(0, 10);
    await page.goto(orderPage);
    await page.getByRole('button', { name: /^Mark Refund Sent/ }).click();
    const step = confirmationStep(page, javaScriptOn, 'refundSent');
    await step.getByLabel('Day the money was sent').fill(today);
    await step.getByLabel('Bank’s reference').fill('TRC 0077 2291');
    await step.getByRole('button', { name: /^Mark Refund Sent/ }).click();
    await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
    const creditNote = await documentNumber(page, 'Credit note');
    expect(creditNote).not.toBe(invoice);

    const sent = (await downloadOrdersCsv(page)).records.find((record) => record.reference === reference);
    expect(sent).toMatchObject({
      ...buyer,
      invoice_number: invoice,
      credit_note_number: creditNote,
      refund_state: 'sent',
      refund_sent_on: today,
      refund_bank_reference: 'TRC 0077 2291',
    });
  });

  test('the orders CSV keeps its earlier columns first, in their order, adds the new ones after them, and spells license one way', async ({
    page,
    javaScriptOn,
  }) => {
    await signIn(page, own.server.url);
    await closeSignInToast(page, javaScriptOn);
    const { header } = await downloadOrdersCsv(page);
    expect(header.slice(0, EARLIER_ORDER_CSV_COLUMNS.length)).toEqual(EARLIER_ORDER_CSV_COLUMNS);
    expect(header.slice(EARLIER_ORDER_CSV_COLUMNS.length)).toEqual(
      expect.arrayContaining(['invoice_number', 'credit_note_number', 'company', 'vat_id', 'refund_state']),
    );
    expect(header.filter((name) => /licence/i.test(name))).toEqual([]);
  });
});
