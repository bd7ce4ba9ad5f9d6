import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { createContactMessage, createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { signInCookie, TEST_ACTOR, TEST_ADMIN } from '../../tests/helpers/admin';
import { placeTestOrder, refundAndSend, TEST_BANK_REFERENCE } from '../../tests/helpers/orders';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { refundOrder } from '~/features/orders/refund.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { formulaCells, parseCsv } from '../../tests/helpers/csv';
import { BOOKS_ORDER_CSV_COLUMNS, EARLIER_ORDER_CSV_COLUMNS } from '../../tests/helpers/orders-csv-columns';
import { insertOrder } from '../../tests/helpers/list-rows';
import { getRequest } from '../../tests/helpers/route-call';
import { loader as ordersCsv } from './admin.orders-csv';
import { loader as requestsCsv } from './admin.requests-csv';

let cookie: string;

const HOSTILE = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTab', '\rReturn'];
// Names stored before the forms refused line breaks, or written some other way: a formula after a separator.
const AFTER_SEPARATOR = ['Jo;=1+1', 'Jo\r\n=1+1', 'Jo,@SUM(A1)', 'Jo\t-2', 'Jo; +1'];

beforeAll(async () => {
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
  await insertOrder({
    created_at: '2026-11-01T08:00:00.000Z',
    name: 'Smith, "Jo"\r\nJr',
    email: 'jo@example.com',
    reference: 'ORD-AAAA-0001',
  });
  for (const [i, name] of HOSTILE.entries()) {
    await insertOrder({ created_at: `2026-11-02T0${i}:00:00.000Z`, name, email: `h${i}@example.com` });
  }
  await insertOrder({ created_at: '2026-11-05T00:00:00.000Z', name: 'Cancelled Carl', status: 'cancelled' });
  await db
    .updateTable('ach_orders')
    .set({ cancelled_at: '2026-11-06T00:00:00.000Z', cancel_reason: 'No payment, sorry' })
    .where('name', '=', 'Cancelled Carl')
    .execute();
});

async function download(loader: typeof ordersCsv | typeof requestsCsv, url: string) {
  const response = (await loader({
    request: getRequest(url, { Cookie: cookie }),
    context: { clientAddress: '10.9.0.1' },
    params: {},
  } as never)) as Response;
  const text = await response.text();
  return { response, text, rows: parseCsv(text) };
}

async function exportRows() {
  return db.selectFrom('audit_log').selectAll().where('kind', '=', 'csv-exported').orderBy('id').execute();
}

describe('orders CSV export', () => {
  it('is a dated, uncached CSV attachment with a header row, ISO dates and numeric amounts', async () => {
    const { response, rows } = await download(ordersCsv, '/admin/dashboard/orders.csv');
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(rows[0]).toEqual([...EARLIER_ORDER_CSV_COLUMNS, ...BOOKS_ORDER_CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + 8);
    const carl = rows.find((row) => row[2] === 'Cancelled Carl')!;
    expect(carl.slice(1)).toEqual([
      '2026-11-05T00:00:00.000Z',
      'Cancelled Carl',
      carl[3],
      'Monthly',
      '79.99',
      'cancelled',
      '',
      '2026-11-06T00:00:00.000Z',
      'No payment, sorry',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('says what a refund paid back, when, why, and when the license stopped working', async () => {
    await insertOrder({ created_at: '2026-09-01T00:00:00.000Z', name: 'Refunded Rita', status: 'confirmed', reference: 'ORD-AAAA-0REF' });
    await db
      .updateTable('ach_orders')
      .set({
        status: 'refunded',
        confirmed_at: '2026-09-02T00:00:00.000Z',
        license_key: 'AAAAA-BBBBB-CCCCC-DDDDD',
        refunded_at: '2026-09-10T00:00:00.000Z',
        refund_amount_cents: 4000,
        refund_reason: 'Partly unused',
        license_revoked_at: '2026-09-10T00:00:00.000Z',
      })
      .where('reference', '=', 'ORD-AAAA-0REF')
      .execute();
    const { rows } = await download(ordersCsv, '/admin/dashboard/orders.csv?q=ORD-AAAA-0REF');
    expect(rows).toHaveLength(2);
    const header = rows[0]!;
    const rita = Object.fromEntries(header.map((name, i) => [name, rows[1]![i]]));
    expect(rita).toMatchObject({
      status: 'refunded',
      amount: '79.99',
      refunded_at: '2026-09-10T00:00:00.000Z',
      refund_amount: '40',
      refund_reason: 'Partly unused',
      license_revoked_at: '2026-09-10T00:00:00.000Z',
    });
  });

  it('gives the books the invoice and credit-note numbers, the company, the VAT ID and where the refund stands', async () => {
    await seedDefaultSettings();
    const buyer = { name: 'Books Bea', email: 'bea@example.com', plan: 'Yearly', price: '$79.99' } as const;
    const due = await placeTestOrder(buyer);
    const sent = await placeTestOrder({ ...buyer, name: 'Books Ben', email: 'ben@example.com' });
    for (const order of [due, sent]) {
      await db
        .updateTable('ach_orders')
        .set({ buyer_company: 'Bea Photo GmbH', buyer_vat_id: 'DE123456789' })
        .where('id', '=', order.id)
        .execute();
      expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'confirmed' });
    }
    expect(await refundOrder(due.id, { amount: '79.99', reason: 'Changed my mind' }, TEST_ACTOR)).toMatchObject({ kind: 'refund-due' });
    const { creditNote } = await refundAndSend(sent.id, { amount: '30', reason: 'Partly unused' }, TEST_ACTOR);
    const invoices = await db.selectFrom('invoices').select(['order_id', 'number']).where('kind', '=', 'invoice').execute();
    const invoiceOf = (id: number) => invoices.find((row) => row.order_id === id)!.number;

    const { rows } = await download(
      ordersCsv,
      '/admin/dashboard/orders.csv?q=%40example.com&from=' + new Date().toISOString().slice(0, 10),
    );
    const header = rows[0]!;
    const byReference = new Map(rows.slice(1).map((row) => [row[0], Object.fromEntries(header.map((name, i) => [name, row[i]]))]));
    expect(byReference.get(due.reference)).toMatchObject({
      status: 'refund-due',
      invoice_number: invoiceOf(due.id),
      credit_note_number: '',
      company: 'Bea Photo GmbH',
      vat_id: 'DE123456789',
      refund_state: 'due',
      refund_sent_on: '',
      refund_bank_reference: '',
    });
    expect(byReference.get(sent.reference)).toMatchObject({
      status: 'refunded',
      invoice_number: invoiceOf(sent.id),
      credit_note_number: creditNote!.number,
      refund_amount: '30',
      refund_state: 'sent',
      refund_sent_on: new Date().toISOString().slice(0, 10),
      refund_bank_reference: TEST_BANK_REFERENCE,
    });
    // One spelling in the header: license, as the API and the pages say it.
    expect(header.filter((name) => name.includes('licence'))).toEqual([]);
    expect(header.filter((name) => name.includes('license'))).toEqual(['license_key', 'license_expires_at', 'license_revoked_at']);
  });

  it('quotes commas, quotes and line breaks, and neutralises cells a spreadsheet would run as formulas', async () => {
    const { rows } = await download(ordersCsv, '/admin/dashboard/orders.csv');
    expect(rows.find((row) => row[0] === 'ORD-AAAA-0001')![2]).toBe('Smith, "Jo"\r\nJr');
    const names = rows.map((row) => row[2]);
    expect(names).toEqual(expect.arrayContaining(['\'=HYPERLINK("http://x")', "'+1", "'-2", "'@SUM(A1)", "'\tTab", "'\rReturn"]));
    for (const name of HOSTILE) expect(names).not.toContain(name);
  });

  it('leaves no formula in any cell however a spreadsheet splits the file: read back with "," and with ";"', async () => {
    for (const [i, name] of AFTER_SEPARATOR.entries()) {
      await insertOrder({ created_at: `2026-10-0${i + 1}T00:00:00.000Z`, name, email: `sep${i}@example.com` });
    }
    const { text, rows } = await download(ordersCsv, '/admin/dashboard/orders.csv');
    const names = rows.map((row) => row[2]);
    expect(names).toEqual(expect.arrayContaining(["Jo;'=1+1", "Jo\r\n'=1+1", "Jo,'@SUM(A1)", "Jo\t'-2", "Jo; '+1"]));
    // Amounts stay numbers.
    expect(rows.slice(1).every((row) => row[5] === '79.99')).toBe(true);
    expect(formulaCells(text)).toEqual([]);
  });

  it('writes the raw bytes RFC 4180 asks for: CRLF records, doubled quotes, a BOM for Excel', async () => {
    const response = (await ordersCsv({
      request: getRequest('/admin/dashboard/orders.csv?q=ORD-AAAA-0001', { Cookie: cookie }),
      context: { clientAddress: '10.9.0.1' },
      params: {},
    } as never)) as Response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFreference,created_at,')).toBe(true);
    expect(text).toContain(',"Smith, ""Jo""\r\nJr",jo@example.com,Monthly,79.99,pending,,,,,,,,,,,,,,,,\r\n');
  });

  it('follows the filters, and records one audit row with the filters and the row count', async () => {
    const before = (await exportRows()).length;
    const { rows } = await download(ordersCsv, '/admin/dashboard/orders.csv?status=pending&from=2026-11-02&to=2026-11-02&q=%40example.com');
    expect(rows.slice(1).map((row) => row[2])).toEqual(["'\rReturn", "'\tTab", "'@SUM(A1)", "'-2", "'+1", '\'=HYPERLINK("http://x")']);
    const audits = await exportRows();
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)).toMatchObject({ actor: TEST_ADMIN.email, client_address: '10.9.0.1' });
    expect(JSON.parse(audits.at(-1)!.details)).toEqual({
      list: 'orders',
      filters: { q: '@example.com', status: 'pending', from: '2026-11-02', to: '2026-11-02' },
      rows: 6,
    });
  });

  it('stops reading when the client goes away: no audit row for an export never finished', async () => {
    const before = (await exportRows()).length;
    const response = (await ordersCsv({
      request: getRequest('/admin/dashboard/orders.csv', { Cookie: cookie }),
      context: { clientAddress: '10.9.0.1' },
      params: {},
    } as never)) as Response;
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('reference,created_at');
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await exportRows()).toHaveLength(before);
  });

  it('sends a signed-out visitor to the sign-in page, and writes nothing', async () => {
    const before = (await exportRows()).length;
    const thrown = await ordersCsv({
      request: getRequest('/admin/dashboard/orders.csv'),
      context: { clientAddress: '1.2.3.4' },
      params: {},
    } as never).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect([(thrown as Response).status, (thrown as Response).headers.get('Location')]).toEqual([302, '/admin']);
    expect(await exportRows()).toHaveLength(before);
  });
});

describe('requests CSV export', () => {
  it('exports each list with its own columns, the note included, under the filters', async () => {
    await createSupportRequest({
      name: 'Sam, S',
      email: 'sam@example.com',
      phone: '+1 555 0100',
      product: 'Recoverly Photo Repair',
      problem: 'Disk\nclicks',
    });
    await createHelpRequest({ name: 'Hana', email: 'hana@example.com', subject: '=cmd', message: 'Hello' });
    await createContactMessage({ name: 'Cleo', email: 'cleo@example.com', message: 'Do you sell gift cards?' });
    await db
      .updateTable('requests')
      .set({ note: 'Called back', status: 'closed', closed_at: '2026-11-20T10:00:00.000Z' })
      .where('kind', '=', 'support')
      .execute();

    const support = await download(requestsCsv, '/admin/dashboard/requests.csv?list=support&status=closed');
    expect(support.response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="support-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(support.rows[0]).toEqual([
      'reference',
      'created_at',
      'status',
      'closed_at',
      'name',
      'email',
      'phone',
      'product',
      'problem',
      'note',
    ]);
    expect(support.rows[1]!.slice(2)).toEqual([
      'closed',
      '2026-11-20T10:00:00.000Z',
      'Sam, S',
      'sam@example.com',
      "'+1 555 0100",
      'Recoverly Photo Repair',
      'Disk\nclicks',
      'Called back',
    ]);
    expect(support.rows[1]![0]).toMatch(/^REQ-/);

    const help = await download(requestsCsv, '/admin/dashboard/requests.csv?list=help');
    expect(help.rows[0]).toEqual(['reference', 'created_at', 'status', 'closed_at', 'name', 'email', 'subject', 'message', 'note']);
    // The help list holds contact messages too, with the contact form's subject as stored, newest first.
    expect(help.rows.slice(1).map((row) => row.slice(2))).toEqual([
      ['open', '', 'Cleo', 'cleo@example.com', 'Contact Form Submission', 'Do you sell gift cards?', ''],
      ['open', '', 'Hana', 'hana@example.com', "'=cmd", 'Hello', ''],
    ]);
    expect((await download(requestsCsv, '/admin/dashboard/requests.csv?list=help&status=closed')).rows).toHaveLength(1);
    expect(JSON.parse((await exportRows()).at(-1)!.details)).toMatchObject({ list: 'help', rows: 0 });
  });

  it('refuses an unknown list', async () => {
    const response = (await requestsCsv({
      request: getRequest('/admin/dashboard/requests.csv?list=orders', { Cookie: cookie }),
      context: { clientAddress: '1.2.3.4' },
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(400);
  });
});

describe('requests CSV export, read as spreadsheets split it', () => {
  it('neutralises a formula after any separator in the message, the subject and the note', async () => {
    await createHelpRequest({ name: 'Split Sue', email: 'sue@example.com', subject: 'a;=b', message: 'Hello\n=1+1\n-2; @x, +y' });
    await db.updateTable('requests').set({ note: 'called;=back' }).where('name', '=', 'Split Sue').execute();
    const { text, rows } = await download(requestsCsv, '/admin/dashboard/requests.csv?list=help&q=sue%40example.com');
    expect(rows[1]!.slice(6)).toEqual(["a;'=b", "Hello\n'=1+1\n'-2; '@x, '+y", "called;'=back"]);
    expect(formulaCells(text)).toEqual([]);
  });
});

describe('CSV exports started on another site', () => {
  const routes = [
    [ordersCsv, '/admin/dashboard/orders.csv?q=ATTACKER%20WAS%20HERE'],
    [requestsCsv, '/admin/dashboard/requests.csv?list=support&q=ATTACKER%20WAS%20HERE'],
  ] as const;

  async function call(loader: (typeof routes)[number][0], url: string, secFetchSite?: string) {
    const headers: Record<string, string> = { Cookie: cookie };
    if (secFetchSite !== undefined) headers['Sec-Fetch-Site'] = secFetchSite;
    const outcome = await Promise.resolve(
      loader({ request: getRequest(url, headers), context: { clientAddress: '10.9.0.1' }, params: {} } as never),
    ).catch((thrown: unknown) => thrown);
    const response = outcome as Response;
    // Reading the body to its end is what writes the audit row of an export.
    return { status: response.status, body: await response.text() };
  }

  for (const [loader, url] of routes) {
    for (const site of ['cross-site', 'same-site', 'CROSS-SITE']) {
      it(`${url.split('?')[0]}: Sec-Fetch-Site ${site} gets 403 and writes no audit row`, async () => {
        const before = await db.selectFrom('audit_log').select('id').execute();
        const { status, body } = await call(loader, url, site);
        expect(status).toBe(403);
        expect(body).toBe('This download starts only from the dashboard: open the dashboard and use its Export CSV link.');
        expect(await db.selectFrom('audit_log').select('id').execute()).toEqual(before);
      });
    }

    it(`${url.split('?')[0]}: same-origin, none (a typed address) and no header at all download as before`, async () => {
      for (const site of ['same-origin', 'none', undefined]) {
        const before = (await exportRows()).length;
        const { status, body } = await call(loader, url, site);
        expect(status, String(site)).toBe(200);
        expect(body.startsWith('reference,created_at,')).toBe(true);
        expect(await exportRows()).toHaveLength(before + 1);
      }
    });
  }
});

describe('the last possible "to" date', () => {
  it('to=9999-12-31 selects the orders up to the end of that day, not nothing', async () => {
    await insertOrder({ created_at: '9999-12-31T23:59:59.999Z', name: 'Far Future', email: 'far@example.com' });
    const all = (await download(ordersCsv, '/admin/dashboard/orders.csv')).rows.length;
    const { rows } = await download(ordersCsv, '/admin/dashboard/orders.csv?to=9999-12-31');
    expect(rows).toHaveLength(all);
    expect(rows.map((row) => row[2])).toContain('Far Future');
    const { rows: lastDay } = await download(ordersCsv, '/admin/dashboard/orders.csv?from=9999-12-31&to=9999-12-31');
    expect(lastDay.slice(1).map((row) => row[2])).toEqual(['Far Future']);
    await db.deleteFrom('ach_orders').where('name', '=', 'Far Future').execute();
  });
});
