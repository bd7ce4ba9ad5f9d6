import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { ServerProcess } from '../../scripts/lib/server-process.mjs';
import { pdfText } from '../helpers/pdf-text';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { ADMIN, signIn } from './admin-helpers';
import { findsNode, installExecutable, serveExecutable, type Installation } from './executable';
import { expect, expectToast, test } from './fixtures';
import { lines } from './server-runs';
import { confirmPayment } from './order-admin-helpers';
import { E2E_BANK_DETAILS } from './shop-bank-details';

const E2E_BANK_FIELDS = {
  'Account Holder Name': E2E_BANK_DETAILS.accountHolder,
  'Bank Name': E2E_BANK_DETAILS.bankName,
  'Account Number': E2E_BANK_DETAILS.accountNumber,
  'Routing Number': E2E_BANK_DETAILS.routingNumber,
};

// The browser suite's sale, on the single executable a self-hoster copies anywhere: alone in an empty
// folder, no node on PATH, its database the default ./data/site.db there, e-mail through a real SMTP
// server in this process. Pages without JavaScript (this project's browser), as the plainest visitor.

let smtp: TestSmtpServer;
let installation: Installation;
let server: ServerProcess;
let base = '';
let reference = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  installation = installExecutable();
  server = await serveExecutable(installation, {
    SMTP_URL: smtp.url(),
    MAIL_FROM: 'Recoverly <sales@recoverly.test>',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The browser suite gives each test its own client address through X-Forwarded-For.
    TRUST_PROXY: '1',
  });
  base = server.url;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  if (installation) fs.rmSync(installation.folder, { recursive: true, force: true });
});

test('alone in an empty folder, with no node to run, it serves the home page and its files from ./data/site.db there', async ({ page }) => {
  expect(findsNode(installation.env), 'no node on the PATH it runs with').toBe(false);
  expect(installation.env).not.toHaveProperty('NODE_PATH');
  const said = lines(server.stdout());
  expect(said[0]).toMatch(/^Recoverly \d+\.\d+\.\d+\S* \(commit [0-9a-f]{12}(-dirty)?\) on Node 24\.\d+\.\d+$/);
  expect(said).toContain(`Database: ${installation.databasePath}`);
  expect(fs.readdirSync(installation.folder).sort()).toEqual(['data', 'recoverly']);

  await page.goto(`${base}/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Recover Your Lost Data in Minutes');
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const css = await page.request.get(`${base}${stylesheet}`);
  expect(css.status()).toBe(200);
  expect(css.headers()['content-type']).toBe('text/css; charset=utf-8');
  expect((await css.text()).length).toBeGreaterThan(1000);
  expect((await page.request.get(`${base}/favicon.svg`)).status()).toBe(200);
});

test('checkout without JavaScript records the order and e-mails the buyer, once the administrator has saved the bank details', async ({
  page,
  javaScriptOn,
}) => {
  expect(javaScriptOn).toBe(false);
  // A fresh site takes no payment until its own bank details replace the samples.
  await page.goto(`${base}/checkout?plan=Yearly`);
  await expect(page.locator('body')).toContainText('We’re not taking payments yet');
  await signIn(page, base);
  for (const [label, value] of Object.entries(E2E_BANK_FIELDS)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expectToast(page, false, 'Saved!', 'Site settings have been successfully saved.');
  await page.context().clearCookies();

  await page.goto(`${base}/checkout?plan=Yearly`);
  reference = (await page.getByTestId('payment-reference').textContent())!.trim();
  await page.getByLabel('Full Name').fill('Jane Buyer');
  await page.getByLabel('Email', { exact: true }).fill('jane@example.com');
  await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expectToast(page, false, 'Confirmation Sent!', "We've received your confirmation and will verify your payment shortly.");
  const mail = await smtp.waitFor((m) => m.subject === `Your Recoverly order ${reference}: we're looking for your transfer`, 15_000);
  expect(mail.envelope.to).toEqual(['jane@example.com']);
});

test('the administrator signs in and confirms the payment; the license e-mail with its PDF invoice reaches the SMTP server', async ({
  page,
}) => {
  await signIn(page, base);
  await page.goto(`${base}/admin/orders/${reference}`);
  await confirmPayment(page, false);
  await expectToast(page, false, 'Order Confirmed', 'The order has been marked as confirmed.');

  const mail = await smtp.waitFor((m) => m.subject === `Your Recoverly license key (order ${reference})`, 15_000);
  expect(mail.envelope.to).toEqual(['jane@example.com']);
  expect(mail.text).toMatch(/[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}/);
  // The invoice is drawn with pdfkit's standard fonts, which the executable carries.
  const { attachments } = await simpleParser(mail.raw);
  expect(attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
  const invoice = await pdfText(attachments[0]!.content);
  expect(invoice.text).toContain(reference);
  expect(invoice.text).toContain('$79.99');
  expect(fs.existsSync(path.join(installation.folder, 'data', 'site.db'))).toBe(true);
});
