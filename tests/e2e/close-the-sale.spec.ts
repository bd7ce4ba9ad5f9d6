import type { Page } from '@playwright/test';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp';
import { ADMIN, signIn } from './admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

// Issue 12 in a browser: checkout's payment reference, the e-mails (through a real SMTP server in this
// process, which the site's SMTP_URL points at), the buyer's order page, confirming and cancelling.

let smtp: TestSmtpServer;
let own: OwnServer;
let base = '';

test.describe.configure({ mode: 'serial' });
// The lookup's miss and the wrong token answer 404: Chromium logs each as a failed resource.
test.use({ expectedConsoleErrors: [/the server responded with a status of 404/] });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  own = await startOwnServer({
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Recoverly <sales@recoverly.test>',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  base = own.server.url;
});

test.afterAll(async () => {
  await own?.dispose();
  await smtp?.stop();
});

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

/** Buys `plan` at checkout as `name`; returns the reference the page showed. */
async function buy(page: Page, plan: string, name: string, email: string): Promise<string> {
  await page.goto(`${base}/checkout?plan=${plan}`);
  const reference = (await page.getByTestId('payment-reference').textContent())!.trim();
  expect(reference).toMatch(/^ORD-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByRole('note')).toContainText(`Put ${reference} in your transfer's memo`);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
  await expect(page).toHaveURL(`${base}/`);
  return reference;
}

function orderLink(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/orders\/ORD-[0-9A-Z-]+\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'the e-mail links to the order page').toBeTruthy();
  return link!;
}

function ordersWith(reference: string): number {
  const db = own.open();
  try {
    return (db.prepare('select count(*) as n from ach_orders where reference = ?').get(reference) as { n: number }).n;
  } finally {
    db.close();
  }
}

test('checkout shows a reference; the same form posted twice is one order; the e-mail opens the pending order; confirming shows one license key on the page and in a new e-mail', async ({
  page,
  javaScriptOn,
}) => {
  test.slow();
  const name = unique('Buyer');
  await page.goto(`${base}/checkout?plan=Yearly`);
  const first = await page.getByTestId('payment-reference').textContent();
  await page.reload();
  expect(await page.getByTestId('payment-reference').textContent()).not.toBe(first);

  // The form's own fields, posted again after the browser's post: a re-post, as "back and resubmit" sends.
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill('buyer@example.com');
  const fields = await page
    .locator('form:has(button:text("I Have Completed The Payment")) input[type=hidden]')
    .evaluateAll((inputs) => Object.fromEntries((inputs as HTMLInputElement[]).map((input) => [input.name, input.value])));
  const reference = fields.reference!;
  await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expectToast(page, javaScriptOn, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
  const again = await page.request.post(`${base}/checkout?plan=Yearly`, {
    form: { ...fields, name, email: 'buyer@example.com' },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  expect([again.status(), again.headers().location]).toEqual([302, '/']);
  expect(ordersWith(reference)).toBe(1);

  const received = await smtp.waitFor((m) => m.subject === `Your Recoverly order ${reference}: bank transfer details`, 15_000);
  await smtp.waitFor((m) => m.subject.startsWith(`New order ${reference}`) && m.envelope.to[0] === ADMIN.email);
  await page.goto(orderLink(received));
  await expect(page.getByRole('heading', { name: 'Your Order', level: 1 })).toBeVisible();
  await expect(page.getByText('Pending Confirmation').first()).toBeVisible();
  await expect(page.getByTestId('payment-reference')).toHaveText(reference);

  await signIn(page, base);
  await page.goto(`${base}/admin/dashboard?tab=orders`);
  const row = page.getByRole('row').filter({ hasText: reference });
  await row.getByRole('button', { name: 'Confirm Payment' }).click();
  await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
  const key = (await row
    .locator('.font-mono')
    .filter({ hasText: /^[0-9A-Z]{5}-/ })
    .textContent())!.trim();

  const confirmed = await smtp.waitFor((m) => m.subject === `Your Recoverly license key (order ${reference})`, 15_000);
  expect(confirmed.text).toContain(`License key: ${key}`);
  expect(confirmed.text).toContain('Devices: 2 devices');
  const expires = /Expires: (.+)/.exec(confirmed.text)![1]!.trim();
  const inOneYear = new Date();
  inOneYear.setUTCFullYear(inOneYear.getUTCFullYear() + 1);
  expect(expires).toBe(
    `${inOneYear.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} (UTC)`,
  );
  await page.goto(orderLink(confirmed));
  await expect(page.getByTestId('license-key')).toHaveText(key);
  await expect(page.getByText(expires)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('a cancelled order shows its reason to the buyer', async ({ page, javaScriptOn }) => {
  const reference = await buy(page, 'Monthly', unique('Canceller'), 'cancel@example.com');
  const received = await smtp.waitFor((m) => m.subject === `Your Recoverly order ${reference}: bank transfer details`, 15_000);
  await signIn(page, base);
  await page.goto(`${base}/admin/dashboard?tab=orders`);
  const row = page.getByRole('row').filter({ hasText: reference });
  await row.getByLabel('Reason').fill('Payment not received within 7 days');
  await row.getByRole('button', { name: 'Cancel Order' }).click();
  await expectToast(page, javaScriptOn, 'Order Cancelled', 'The order has been cancelled.');
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await smtp.waitFor((m) => m.subject === `Your Recoverly order ${reference} was cancelled`, 15_000);
  await page.goto(orderLink(received));
  await expect(page.getByText('Reason: Payment not received within 7 days')).toBeVisible();
});

test('/orders finds an order by reference and e-mail, answers one message otherwise, and a wrong token is a 404', async ({ page }) => {
  const reference = await buy(page, 'Lifetime', unique('Looker'), 'look@example.com');
  await page.goto(`${base}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(`${base}/orders`);
  for (const [ref, email] of [
    [reference, 'someone@example.com'],
    ['ORD-0000-0000', 'look@example.com'],
  ]) {
    await page.getByLabel('Order reference').fill(ref!);
    await page.getByLabel('Email').fill(email!);
    await page.getByRole('button', { name: 'Find My Order' }).click();
    await expect(page.getByRole('alert')).toHaveText("We couldn't find an order with that reference and email.");
  }
  // As pasted from a bank statement: lower case, no dashes.
  await page.getByLabel('Order reference').fill(reference.toLowerCase().replaceAll('-', ''));
  await page.getByLabel('Email').fill('LOOK@example.com');
  await page.getByRole('button', { name: 'Find My Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${reference}\\?token=`));
  await expect(page.getByText('Pending Confirmation').first()).toBeVisible();

  const wrong = await page.goto(`${base}/orders/${reference}?token=not-the-token`);
  expect(wrong?.status()).toBe(404);
  const unknown = await page.goto(`${base}/orders/ORD-0000-0000?token=not-the-token`);
  expect(unknown?.status()).toBe(404);
  expect(await page.request.get(`${base}/orders/${reference}`).then((r) => r.status())).toBe(404);
});
