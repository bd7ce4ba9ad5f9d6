import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Page } from '@playwright/test';
import { creditNoteDocument, invoiceDocument } from '../../app/features/invoices/build';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { migrateUpTo } from '../../app/lib/db/migrate.server';
import type { AchOrder } from '../../app/lib/db/schema';
import { startServer, type ServerProcess } from '../../scripts/lib/server-process.mjs';
import { readCsvByHeader } from '../helpers/csv';
import { pdfText } from '../helpers/pdf-text';
import { tempFolder } from '../helpers/temp-folder';
import { ADMIN, closeSignInToast, signIn } from './admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { askAndConfirm, confirmationStep, confirmPayment } from './order-admin-helpers';

// Credit notes have a series of their own. A site whose earlier credit note was numbered in the
// invoices' series (INV-…) upgrades: that note keeps its number on the admin order page, in its PDF
// and in the orders CSV, and the next refund's credit note is CN-{year}-000001, there too. The
// server starts on a database as the release before this one left it (one per project).

test.describe.configure({ mode: 'serial' });

const year = new Date().getUTCFullYear();
const EARLIER = { reference: newOrderReference(), invoice: `INV-${year}-000001`, creditNote: `INV-${year}-000002` };
const NEW_ORDER = newOrderReference();
let server: ServerProcess;
let folder: string;

/** The release before: an order refunded with its invoice and credit note in one series, and a pending order. */
async function writeEarlierSite(file: string) {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateUpTo(db, '2026-11-29-022-money');
    await db
      .insertInto('admins')
      .values({ email: ADMIN.email, password_hash: bcrypt.hashSync(ADMIN.password, 10) })
      .execute();
    const confirmedAt = `${year}-01-05T10:00:00.000Z`;
    await db
      .insertInto('ach_orders')
      .values([
        {
          reference: EARLIER.reference,
          name: 'Earl Earlier',
          email: 'earl@example.com',
          plan: 'Yearly',
          price: '$79.99',
          amount_cents: 7999,
          status: 'refunded',
          created_at: `${year}-01-04T09:00:00.000Z`,
          confirmed_at: confirmedAt,
          refund_due_at: `${year}-01-06T09:00:00.000Z`,
          refunded_at: `${year}-01-07T09:00:00.000Z`,
          refund_amount_cents: 7999,
          refund_reason: 'Bought twice',
          refund_sent_on: `${year}-01-07`,
          refund_bank_reference: 'TRC 0001',
        },
        {
          reference: NEW_ORDER,
          name: 'Nell Newer',
          email: 'nell@example.com',
          plan: 'Yearly',
          price: '$79.99',
          amount_cents: 7999,
          status: 'pending',
          created_at: `${year}-01-08T09:00:00.000Z`,
        },
      ])
      .execute();
    const order = (await db
      .selectFrom('ach_orders')
      .selectAll()
      .where('reference', '=', EARLIER.reference)
      .executeTakeFirstOrThrow()) as AchOrder;
    const seller = { name: 'Recoverly', lines: ['500 Market Street, San Francisco, CA 94105'] };
    const invoice = invoiceDocument(order, { number: EARLIER.invoice, issuedAt: confirmedAt, seller, amountCents: 7999 });
    const credit = creditNoteDocument(invoice, {
      number: EARLIER.creditNote,
      issuedAt: `${year}-01-07T09:00:00.000Z`,
      amountCents: 7999,
      reason: 'Bought twice',
      sentOn: `${year}-01-07`,
      bankReference: 'TRC 0001',
    });
    for (const [document, sequence] of [
      [invoice, 1],
      [credit, 2],
    ] as const) {
      await db
        .insertInto('invoices')
        .values({
          number: document.number,
          year,
          sequence,
          kind: document.kind,
          order_id: order.id,
          amount_cents: 7999,
          document: JSON.stringify(document),
          issued_at: document.issuedAt,
        })
        .execute();
    }
    await db.insertInto('invoice_counters').values({ year, last: 2 }).execute();
  } finally {
    await db.destroy();
  }
}

test.beforeAll(async () => {
  folder = tempFolder('credit-notes');
  const databasePath = path.join(folder, 'site.db');
  await writeEarlierSite(databasePath);
  server = await startServer({ databasePath, env: { TRUST_PROXY: '1', SESSION_SECRET: 'credit-notes-secret' } });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The numbers the admin order page lists, as "Invoice INV-…", "Credit note CN-…". */
async function documentsOf(page: Page, reference: string): Promise<string[]> {
  await page.goto(`${server.url}/admin/orders/${reference}`);
  const items = page.getByRole('region', { name: 'Invoice', exact: true }).getByRole('listitem');
  return (await items.allTextContents()).map((text) => /^(Invoice|Credit note) [A-Z]+-\d{4}-\d{6}/.exec(text)?.[0] ?? text);
}

/** The text of the PDF behind a "Download PDF of …" link on the page. */
async function pdfOf(page: Page, number: string): Promise<string> {
  const link = page.getByRole('link', { name: `Download PDF of ${number}` });
  const response = await page.request.get(new URL((await link.getAttribute('href'))!, server.url).toString());
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
  return (await pdfText(await response.body())).text;
}

async function ordersCsv(page: Page) {
  const response = await page.request.get(`${server.url}/admin/dashboard/orders.csv`);
  return readCsvByHeader(await response.text()).records;
}

test('a refund after the upgrade gets a CN- credit note; the one issued before keeps its INV- number', async ({ page, javaScriptOn }) => {
  test.slow();
  await signIn(page, server.url);
  await closeSignInToast(page, javaScriptOn);

  expect(await documentsOf(page, EARLIER.reference)).toEqual([`Invoice ${EARLIER.invoice}`, `Credit note ${EARLIER.creditNote}`]);
  expect(await pdfOf(page, EARLIER.creditNote)).toContain(EARLIER.creditNote);

  await page.goto(`${server.url}/admin/orders/${NEW_ORDER}`);
  await confirmPayment(page, javaScriptOn);
  await expectToast(page, javaScriptOn, 'Order Confirmed', 'The order has been marked as confirmed.');
  await askAndConfirm(page, javaScriptOn, page.getByRole('button', { name: `Refund order ${NEW_ORDER}` }), 'refund', {
    amount: '79.99',
    reason: 'Changed my mind',
  });
  await expect(page.getByText('Refund Due', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: `Mark Refund Sent for order ${NEW_ORDER}` }).click();
  const sent = confirmationStep(page, javaScriptOn, 'refundSent');
  await sent.getByLabel('Day the money was sent').fill(new Date().toISOString().slice(0, 10));
  await sent.getByLabel('Bank’s reference').fill('TRC 0002');
  await sent.getByRole('button', { name: /^Mark Refund Sent/ }).click();
  const creditNote = `CN-${year}-000001`;
  await expectToast(
    page,
    javaScriptOn,
    'Refund Sent',
    `Order ${NEW_ORDER}: $79.99 marked sent and the buyer told. Credit note ${creditNote} sent to the buyer.`,
  );

  // The invoices' series carries on from the earlier credit note's number.
  expect(await documentsOf(page, NEW_ORDER)).toEqual([`Invoice INV-${year}-000003`, `Credit note ${creditNote}`]);
  const pdf = await pdfOf(page, creditNote);
  expect(pdf).toContain(creditNote);
  expect(pdf).toContain(`INV-${year}-000003`);

  const records = await ordersCsv(page);
  expect(records.find((record) => record.reference === EARLIER.reference)).toMatchObject({
    invoice_number: EARLIER.invoice,
    credit_note_number: EARLIER.creditNote,
  });
  expect(records.find((record) => record.reference === NEW_ORDER)).toMatchObject({
    invoice_number: `INV-${year}-000003`,
    credit_note_number: creditNote,
  });
});
