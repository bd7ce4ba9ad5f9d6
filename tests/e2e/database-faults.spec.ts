import { expect, expectToast, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';
import { saveBankDetails } from './shop-bank-details';

// The database refuses writes (a trigger raising an error, as a full disk or a locked file would):
// the visitor sees the spec's failure toast with its generic text (the database's own message, which
// may name tables, goes only to the log) and keeps what they typed.
test.describe('when the database refuses a write', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  let own: OwnServer;
  test.beforeAll(async () => {
    own = await startOwnServer();
    // A site that takes payments, so checkout reaches the broken table.
    const db = own.open();
    saveBankDetails(db);
    db.close();
  });
  test.afterAll(async () => {
    await own?.dispose();
  });

  function breakTable(table: string) {
    const db = own.open();
    db.exec(
      `create trigger if not exists refuse_${table} before insert on ${table} begin select raise(abort, 'database or disk is full'); end;`,
    );
    db.close();
  }
  function repairTable(table: string) {
    const db = own.open();
    db.exec(`drop trigger if exists refuse_${table}`);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }
  function countNamed(table: string, name: string) {
    const db = own.open();
    const n = (db.prepare(`select count(*) as n from ${table} where name = ?`).get(name) as { n: number }).n;
    db.close();
    return n;
  }

  test("the contact form shows Message Failed / Something went wrong, never the database's words, and keeps the values", async ({
    page,
    javaScriptOn,
  }, testInfo) => {
    const name = `Fault ${testInfo.project.name} ${Date.now()}`;
    breakTable('requests');
    try {
      await page.goto(`${own.server.url}/contact`);
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Email').fill('fault@example.com');
      await page.getByRole('textbox', { name: 'Message' }).fill('Is anyone there?');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectToast(page, javaScriptOn, 'Message Failed', 'Something went wrong');
      await expect(page.getByText('database or disk is full')).toHaveCount(0);
      expect(own.server.stderr()).toContain('database or disk is full');
      await expect(page.getByLabel('Name')).toHaveValue(name);
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Is anyone there?');
      expect(countNamed('requests', name)).toBe(0);
    } finally {
      repairTable('requests');
    }
    // The server stayed up, and once the database accepts writes again the same form goes through.
    expect((await fetch(`${own.server.url}/healthz`)).status).toBe(200);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, javaScriptOn, 'Message Sent!', "Thanks for reaching out. We'll get back to you soon.");
    expect(countNamed('requests', name)).toBe(1);
  });

  test('checkout shows Confirmation Failed and records nothing', async ({ page, javaScriptOn }, testInfo) => {
    const name = `Fault buyer ${testInfo.project.name} ${Date.now()}`;
    breakTable('ach_orders');
    try {
      await page.goto(`${own.server.url}/checkout?plan=Lifetime&price=$149.99`);
      await page.getByLabel('Full Name').fill(name);
      await page.getByLabel('Email').fill('buyer@example.com');
      await page.getByRole('button', { name: 'I Have Completed The Payment' }).click();
      await expectToast(page, javaScriptOn, 'Confirmation Failed', 'Something went wrong');
      await expect(page.getByText('database or disk is full')).toHaveCount(0);
      await expect(page.getByLabel('Full Name')).toHaveValue(name);
      expect(countNamed('ach_orders', name)).toBe(0);
    } finally {
      repairTable('ach_orders');
    }
  });

  test('a database locked by another writer fails the post cleanly and reads keep working', async ({ request }) => {
    // A second handle holding an exclusive write lock longer than the busy timeout makes inserts fail.
    const db = own.open();
    db.exec('begin exclusive');
    try {
      const response = await request.post(`${own.server.url}/support`, {
        form: { name: 'Locked out', email: 'l@example.com', phone: '+1 555 0100', product: 'Recoverly Other' },
        maxRedirects: 0,
        timeout: 20_000,
      });
      expect(response.status()).toBe(500);
      expect(await response.text()).toContain('Request Failed');
    } finally {
      db.exec('rollback');
      db.close();
    }
    expect((await request.get(`${own.server.url}/pricing`)).status()).toBe(200);
    const check = own.open();
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();
  });
});
