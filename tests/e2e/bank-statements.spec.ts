import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newOrderReference } from '../../app/lib/codes/references.server';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp';
import { ADMIN, adminScreenSettled, closeSignInToast, signIn } from './admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

// The bank statement, with JavaScript on and off: upload a statement holding the orders'
// references (written the ways buyers write them), see each line in its group, confirm the matched
// ones in one step (their license e-mails arrive on a real SMTP server), upload the file again and
// nothing more is confirmed; a damaged file is refused with its line and nothing is stored.

const SHOTS = process.env.SCREENSHOT_DIR ?? '';
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/statements');

let smtp: TestSmtpServer;
let own: OwnServer;
let base = '';

// Long flows (two uploads, a confirmation, axe on three pages) on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// The refused upload's 400 (JavaScript on, where the browser logs it).
test.use({ expectedConsoleErrors: [/the server responded with a status of 400/] });

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

interface Seeded {
  id: number;
  reference: string;
  email: string;
}

/** A pending (or already confirmed) order of $79.99, written into the server's database; `digit` asks for a reference with a 0 or a 1. */
function seedOrder(name: string, options: { confirmed?: boolean; digit?: boolean } = {}): Seeded {
  let reference = newOrderReference();
  while (options.digit && !/[01]/.test(reference.slice(4))) reference = newOrderReference();
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const db = own.open();
  try {
    const confirmed = options.confirmed ? { status: 'confirmed', at: new Date().toISOString(), key: 'AAAAA-BBBBB-CCCCC-DDDDD' } : null;
    const { lastInsertRowid } = db
      .prepare(
        `insert into ach_orders (name, email, plan, price, amount_cents, status, reference, confirmed_at, license_key, license_devices)
         values (?, ?, 'Yearly', '$79.99', 7999, ?, ?, ?, ?, ?)`,
      )
      .run(name, email, confirmed?.status ?? 'pending', reference, confirmed?.at ?? null, confirmed?.key ?? null, confirmed ? 1 : null);
    return { id: Number(lastInsertRowid), reference, email };
  } finally {
    db.close();
  }
}

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = own.open();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const statusOf = (id: number) => query<{ status: string }>('select status from ach_orders where id = ?', id)[0]!.status;
const confirmationMails = (id: number) =>
  query<{ n: number }>(`select count(*) as n from outbox where kind = 'order-confirmed' and order_id = ?`, id)[0]!.n;
const statementCount = () => query<{ n: number }>('select count(*) as n from bank_statements')[0]!.n;

/** No serious or critical accessibility problem on the page (axe-core needs JavaScript), then screenshots when SCREENSHOT_DIR is set. */
async function shoot(page: Page, javaScriptOn: boolean, name: string) {
  if (!javaScriptOn) return;
  await adminScreenSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ name, rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3) }));
  expect(blocking).toEqual([]);
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function upload(page: Page, name: string, body: string | Buffer) {
  await page.getByLabel('Statement file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(body) });
  await page.getByRole('button', { name: /^(Upload Statement|Save Columns And Upload)$/ }).click();
}

const group = (page: Page, key: string) => page.locator(`section[data-group="${key}"]`);

test(
  'a statement is sorted into groups, its matched orders confirmed in one step, and a second upload confirms nothing',
  { tag: '@smoke' },
  async ({ page, javaScriptOn }) => {
    const spaced = seedOrder('Ada Lowercase');
    const typo = seedOrder('Ben Confusable', { digit: true });
    const short = seedOrder('Cy Short');
    const done = seedOrder('Di Done', { confirmed: true });
    const unknown = `ORD-${newOrderReference().slice(4, 8)}-ZZZZ`;
    const confusable = `ORD-${typo.reference.slice(4).replaceAll('0', 'O').replaceAll('1', 'I')}`;
    const file = [
      'Date,Description,Amount',
      `11/20/2026,"ACH CREDIT ${spaced.reference.toLowerCase().replaceAll('-', ' ')} thanks",79.99`,
      `11/20/2026,"Payment ${confusable}",79.99`,
      `11/21/2026,"${short.reference}",79.98`,
      `11/21/2026,"${done.reference}",79.99`,
      `11/22/2026,"Order ${unknown}",79.99`,
      `11/22/2026,"WIRE FROM SOMEONE",79.99`,
      `11/23/2026,"Card purchase",($12.50)`,
    ].join('\r\n');

    await signIn(page, base);
    await closeSignInToast(page, javaScriptOn);
    await page.goto(`${base}/admin/orders`);
    await page.getByRole('link', { name: 'Import Bank Statement' }).click();
    await expect(page).toHaveURL(`${base}/admin/statements`);
    await expect(page.getByRole('heading', { level: 1, name: 'Import Bank Statement' })).toBeVisible();
    await shoot(page, javaScriptOn, 'statement-upload');

    await upload(page, 'november.csv', file);
    await expect(page).toHaveURL(new RegExp(`${base}/admin/statements/\\d+$`));
    await expectToast(page, javaScriptOn, 'Statement Imported', '6 incoming transfers read.');
    const preview = page.url();

    await expect(page.getByRole('heading', { name: 'Matched (2)' })).toBeVisible();
    await expect(group(page, 'matched').getByRole('link', { name: spaced.reference })).toHaveAttribute(
      'href',
      `/admin/orders/${spaced.reference}`,
    );
    await expect(group(page, 'matched').getByRole('link', { name: typo.reference })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Amount differs (1)' })).toBeVisible();
    await expect(group(page, 'amount-differs').getByRole('link', { name: short.reference })).toBeVisible();
    await expect(group(page, 'amount-differs')).toContainText('Paid $79.98 · Order $79.99 · Difference −$0.01');
    await expect(page.getByRole('heading', { name: 'Already confirmed (1)' })).toBeVisible();
    await expect(group(page, 'already-confirmed').getByRole('link', { name: done.reference })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unknown reference (1)' })).toBeVisible();
    await expect(group(page, 'unknown-reference')).toContainText(unknown);
    await expect(page.getByRole('heading', { name: 'No reference (1)' })).toBeVisible();
    await expect(group(page, 'no-reference')).toContainText('WIRE FROM SOMEONE');
    await expect(page.getByRole('heading', { name: 'Already imported (0)' })).toBeVisible();
    await shoot(page, javaScriptOn, 'statement-preview');

    // It asks first, naming how many orders and how much in all: a dialog with JavaScript, the statement's page with ?ask=matched without.
    await page.getByRole('button', { name: 'Confirm 2 Matched Orders' }).click();
    const question = javaScriptOn
      ? page.getByRole('dialog', { name: 'Confirm 2 matched payments?' })
      : page.getByRole('region', { name: 'Confirm 2 matched payments?' });
    await expect(question).toBeVisible();
    if (!javaScriptOn) await expect(page).toHaveURL(`${preview}?ask=matched`);
    await expect(question).toContainText('Confirm all 2 orders in Matched, $159.98 in all, each with its transfer on this statement?');
    await shoot(page, javaScriptOn, 'statement-confirm-matched');
    expect([statusOf(spaced.id), statusOf(typo.id)]).toEqual(['pending', 'pending']);
    await question.getByRole('button', { name: 'Confirm 2 Orders' }).click();
    await expectToast(page, javaScriptOn, 'Payments Matched', '2 orders confirmed.');
    expect([statusOf(spaced.id), statusOf(typo.id), statusOf(short.id), statusOf(done.id)]).toEqual([
      'confirmed',
      'confirmed',
      'pending',
      'confirmed',
    ]);
    for (const order of [spaced, typo]) {
      const mail = await smtp.waitFor((m) => m.envelope.to.includes(order.email), 15_000);
      expect(mail.text).toContain(order.reference);
    }
    await expect(page.getByRole('button', { name: /Matched Order/ })).toHaveCount(0);

    // The order page says where the payment came from.
    await group(page, 'matched').getByRole('link', { name: spaced.reference }).click();
    await expect(page.getByText(/^2026-11-20, \$79\.99, statement line \d+$/)).toBeVisible();

    // The same file again: every line Already imported, nothing to confirm.
    await page.goto(`${base}/admin/statements`);
    await upload(page, 'november-again.csv', file);
    await expect(page).not.toHaveURL(preview);
    await expect(page.getByText('This statement was already imported')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Already imported (6)' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Matched Order/ })).toHaveCount(0);
    expect([spaced, typo, short, done].map((o) => confirmationMails(o.id))).toEqual([1, 1, 0, 0]);

    // Confirm Anyway: the line a cent short, with the difference in the order's timeline.
    await page.goto(preview);
    await group(page, 'amount-differs').getByRole('button', { name: 'Confirm Anyway' }).click();
    await expectToast(page, javaScriptOn, 'Payment Confirmed', `${short.reference} was confirmed with the amount paid.`);
    expect(statusOf(short.id)).toBe('confirmed');
    await page.goto(`${base}/admin/orders/${short.reference}`);
    await expect(page.getByText(/\$79\.98 paid, statement line \d+\. Difference: −\$0\.01\./)).toBeVisible();
  },
);

test('a CSV with a column the header does not name is mapped once, and a damaged file is refused with nothing stored', async ({
  page,
  javaScriptOn,
}) => {
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`${base}/admin/statements`);
  const before = statementCount();
  await upload(page, 'damaged.csv', fs.readFileSync(path.join(FIXTURES, 'malformed.csv')));
  await expect(page.getByText('Line 3: the amount could not be read (“seventy”). Nothing was stored.')).toBeVisible();
  expect(statementCount()).toBe(before);

  const order = seedOrder('Hal Mapped');
  const mapped = `Value Date,Remittance Information,Ordering Party,Credit Amount\n2026-11-20,${order.reference},Hal Mapped,79.99\n`;
  await page.goto(`${base}/admin/statements`);
  await upload(page, 'odd-bank.csv', mapped);
  await expect(page.getByRole('heading', { name: 'Match The Columns' })).toBeVisible();
  await shoot(page, javaScriptOn, 'statement-mapping');
  await page.getByLabel('Date column').selectOption({ label: 'Value Date' });
  await page.getByLabel('Amount column').selectOption({ label: 'Credit Amount' });
  await page.getByLabel('Payer name column').selectOption({ label: 'Ordering Party' });
  await page.getByLabel('Memo column').selectOption({ label: 'Remittance Information' });
  await upload(page, 'odd-bank.csv', mapped);
  await expect(page.getByRole('heading', { name: 'Matched (1)' })).toBeVisible();

  // The same header again: no mapping form, the remembered bank profile reads it.
  const later = seedOrder('Ivy Later');
  await page.goto(`${base}/admin/statements`);
  await upload(page, 'odd-bank-december.csv', mapped.replace(order.reference, later.reference));
  await expect(page.getByRole('heading', { name: 'Matched (1)' })).toBeVisible();
  await expect(group(page, 'matched').getByRole('link', { name: later.reference })).toBeVisible();
});

test('a $1.00 line whose memo holds a $79.99 OFX transaction is read as CSV, says so above the Confirm buttons, and confirms nothing', async ({
  page,
  javaScriptOn,
}) => {
  const victim = seedOrder('Vera Victim');
  const other = seedOrder('Otto Other');
  const memo = `<OFX><STMTTRN><TRNAMT>79.99<DTPOSTED>20261126<FITID>x<MEMO>${victim.reference.replaceAll('-', '').toLowerCase()}</STMTTRN>`;
  const file = ['Date,Description,Amount', `11/26/2026,"${memo}",1.00`, `11/26/2026,"ACH CREDIT ${other.reference}",79.99`].join('\r\n');
  await signIn(page, base);
  await closeSignInToast(page, javaScriptOn);
  await page.goto(`${base}/admin/statements`);
  await upload(page, 'injected.csv', file);
  await expect(page).toHaveURL(new RegExp(`${base}/admin/statements/\\d+$`));
  const summary = page.getByRole('region', { name: 'How this file was read' });
  await expect(summary).toContainText('Read as CSV');
  await expect(summary).toContainText('2 lines read · 2 incoming transfers kept');
  await expect(summary).toContainText('None skipped');
  // The summary comes before every Confirm button on the page.
  const confirmAll = page.getByRole('button', { name: 'Confirm 1 Matched Order' });
  const confirmAnyway = group(page, 'amount-differs').getByRole('button', { name: 'Confirm Anyway' });
  const top = async (locator: typeof summary) => (await locator.boundingBox())!.y;
  expect(await top(summary)).toBeLessThan(await top(confirmAll));
  expect(await top(summary)).toBeLessThan(await top(confirmAnyway));
  await expect(group(page, 'amount-differs').getByRole('link', { name: victim.reference })).toBeVisible();
  await expect(group(page, 'amount-differs')).toContainText('Paid $1.00 · Order $79.99');
  await expect(group(page, 'matched').getByRole('link', { name: other.reference })).toBeVisible();
  await shoot(page, javaScriptOn, 'statement-summary');

  await confirmAll.click();
  const question = javaScriptOn
    ? page.getByRole('dialog', { name: 'Confirm 1 matched payment?' })
    : page.getByRole('region', { name: 'Confirm 1 matched payment?' });
  await expect(question).toContainText('Confirm the order in Matched ($79.99) with its transfer on this statement?');
  await question.getByRole('button', { name: 'Confirm 1 Order' }).click();
  await expectToast(page, javaScriptOn, 'Payments Matched', '1 order confirmed.');
  expect([statusOf(victim.id), statusOf(other.id)]).toEqual(['pending', 'confirmed']);
});
