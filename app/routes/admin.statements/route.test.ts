import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { signInCookie, TEST_ADMIN } from '../../../tests/helpers/admin';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../../tests/helpers/route-call';
import { action as upload, loader as uploadPage } from './route';
import { action as preview, loader as previewPage } from '../admin.statement/route';
import { loader as orderPage } from '../admin.order/route';

// The statement pages as the administrator uses them: upload (multipart), the mapping form, the
// preview by group, Confirm {N} Matched Orders and Confirm Anyway, and the admin order's "Paid" line.

let cookie: string;
const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/statements');

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

function multipart(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
  headers: Record<string, string> = { Cookie: cookie },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('statement', new File([new Uint8Array(file.bytes)], file.name));
  return new Request('http://localhost/admin/statements', { method: 'POST', body: form, headers });
}

const toastOf = async (headers: Headers) =>
  (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(headers) } })))?.toast;

async function statementCount(): Promise<number> {
  return Number((await db.selectFrom('bank_statements').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

describe('the statement upload', () => {
  it('is for the administrator only', async () => {
    const page = await callRoute(uploadPage, getRequest('/admin/statements'));
    expect(page.status).toBe(302);
    const posted = await callRoute(upload, multipart({}, { name: 'x.csv', bytes: Buffer.from('a') }, {}));
    expect(posted.status).toBe(302);
  });

  it('imports a file and goes to its preview with a toast; the page lists it newest first', async () => {
    const order = await placeTestOrder({ name: 'Una Upload', email: 'una@example.com', plan: 'Yearly', price: '$79.99' });
    const bytes = Buffer.from(`Date,Description,Amount\n2026-11-20,"Payment ${order.reference.toLowerCase()}",79.99\n`);
    const outcome = await callRoute(upload, multipart({}, { name: 'nov.csv', bytes }));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/admin\/statements\/\d+$/);
    expect(await toastOf(outcome.headers)).toMatchObject({ title: 'Statement Imported', description: '1 incoming transfer read.' });
    const list = await callRoute(uploadPage, getRequest('/admin/statements', { Cookie: cookie }));
    expect(list.data.statements[0]).toMatchObject({ fileName: 'nov.csv', lineCount: 1, href: outcome.location });
  });

  it('refuses a file it cannot read with the line and the problem, storing nothing', async () => {
    const before = await statementCount();
    const outcome = await callRoute(
      upload,
      multipart({}, { name: 'bad.csv', bytes: fs.readFileSync(path.join(FIXTURES, 'malformed.csv')) }),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.data).toEqual({ errors: { statement: 'Line 3: the amount could not be read (“seventy”). Nothing was stored.' } });
    expect(await statementCount()).toBe(before);
    const none = await callRoute(upload, multipart({}));
    expect([none.status, none.data]).toEqual([400, { errors: { statement: 'Choose a statement file to upload.' } }]);
    const empty = await callRoute(upload, multipart({}, { name: 'empty.csv', bytes: new Uint8Array() }));
    expect(empty.data).toEqual({ errors: { statement: 'Choose a statement file to upload.' } });
  });

  it('asks for the columns of an unknown CSV header, then imports with them', async () => {
    const bytes = fs.readFileSync(path.join(FIXTURES, 'needs-mapping.csv'));
    const asked = await callRoute(upload, multipart({}, { name: 'odd.csv', bytes }));
    expect(asked.status).toBe(200);
    expect(asked.data.mapping.columns).toEqual(['Value Date', 'Remittance Information', 'Ordering Party', 'Credit Amount']);
    const wrong = await callRoute(
      upload,
      multipart({ signature: asked.data.mapping.signature, dateColumn: '0' }, { name: 'odd.csv', bytes }),
    );
    expect(wrong.status).toBe(400);
    // The spec's sentence beside the first choice missing, the mapping form again with the choices kept.
    expect(wrong.data.errors).toEqual({ amountColumn: 'Choose a date, an amount, and a name or memo column.' });
    expect(wrong.data.mapping).toMatchObject({ signature: asked.data.mapping.signature, values: { dateColumn: '0' } });
    const noText = await callRoute(
      upload,
      multipart(
        { signature: asked.data.mapping.signature, dateColumn: '0', amountColumn: '3', nameColumn: '9' },
        { name: 'odd.csv', bytes },
      ),
    );
    expect(noText.data.errors).toEqual({ nameColumn: 'Choose a date, an amount, and a name or memo column.' });
    const noFile = await callRoute(upload, multipart({ signature: asked.data.mapping.signature, dateColumn: '0' }));
    expect(noFile.data.errors).toEqual({ statement: 'Choose a statement file to upload.' });
    const fields = { signature: asked.data.mapping.signature, dateColumn: '0', amountColumn: '3', nameColumn: '2', memoColumn: '1' };
    const done = await callRoute(upload, multipart(fields, { name: 'odd.csv', bytes }));
    expect(done.status).toBe(302);
  });
});

describe('the statement preview', () => {
  it('shows each group; Confirm Matched Orders confirms them with the Payments Matched toast; the admin order shows the payment', async () => {
    const a = await placeTestOrder({ name: 'Vic Preview', email: 'vic@example.com', plan: 'Yearly', price: '$79.99' });
    const short = await placeTestOrder({ name: 'Wyn Short', email: 'wyn@example.com', plan: 'Yearly', price: '$79.99' });
    const bytes = Buffer.from(`Date,Description,Amount\n2026-11-20,${a.reference},79.99\n2026-11-21,${short.reference},79.98\n`);
    const { location } = await callRoute(upload, multipart({}, { name: 'p.csv', bytes }));
    const id = location!.split('/').pop()!;
    const page = await callRoute(previewPage, getRequest(location!, { Cookie: cookie }), {}, { id });
    const groups = Object.fromEntries(
      page.data.groups.map((g: { group: string; lines: { reference: string }[] }) => [g.group, g.lines.map((l) => l.reference)]),
    );
    expect(groups).toMatchObject({ matched: [a.reference], 'amount-differs': [short.reference] });
    const differs = page.data.groups.find((g: { group: string }) => g.group === 'amount-differs');
    expect(differs.lines[0]).toMatchObject({
      amount: '$79.98',
      orderAmount: '$79.99',
      difference: '−$0.01',
      canConfirmAnyway: true,
    });
    expect(page.data.matched).toEqual({ count: 1, totalCents: 7999, total: '$79.99' });
    expect(page.data.askingMatched).toBe(false);

    const post = (fields: Record<string, string>) => callRoute(preview, formRequest(location!, fields, { Cookie: cookie }), {}, { id });
    // Without its question (the count and the total it named), or with other figures, nothing is confirmed: back to the question.
    const unaskedForms: Record<string, string>[] = [{}, { count: '2', totalCents: '7999' }, { count: '1', totalCents: '100' }];
    for (const unasked of unaskedForms) {
      const refused = await post({ intent: 'confirm-matched', ...unasked });
      expect(refused.location).toBe(`${location}?ask=matched`);
      expect(await toastOf(refused.headers)).toMatchObject({ type: 'error', title: 'Nothing Confirmed' });
    }
    expect(await db.selectFrom('ach_orders').select('status').where('id', '=', a.id).executeTakeFirstOrThrow()).toEqual({
      status: 'pending',
    });
    const asked = await callRoute(previewPage, getRequest(`${location}?ask=matched`, { Cookie: cookie }), {}, { id });
    expect(asked.data.askingMatched).toBe(true);

    const confirmed = await post({ intent: 'confirm-matched', count: '1', totalCents: '7999' });
    expect(await toastOf(confirmed.headers)).toMatchObject({ title: 'Payments Matched', description: '1 order confirmed.' });
    const lineId = page.data.groups[0].lines[0].id;
    const detail = await callRoute(
      orderPage,
      getRequest(`/admin/orders/${a.reference}`, { Cookie: cookie }),
      {},
      { reference: a.reference },
    );
    expect(detail.data.order.statementPayment).toBe(`2026-11-20, $79.99, statement line ${lineId}`);

    const anyway = await post({ intent: 'confirm-anyway', lineId: String(differs.lines[0].id) });
    expect(await toastOf(anyway.headers)).toMatchObject({ title: 'Payment Confirmed' });
    const shortPage = await callRoute(
      orderPage,
      getRequest(`/admin/orders/${short.reference}`, { Cookie: cookie }),
      {},
      { reference: short.reference },
    );
    const event = shortPage.data.order.timeline.find(
      (e: { kind: string; event?: string }) => e.kind === 'event' && e.event === 'confirmed',
    );
    expect(event.statementPayment).toEqual({ paid: '$79.98', line: differs.lines[0].id, difference: '−$0.01', shortByBankFees: false });

    const again = await post({ intent: 'confirm-matched', count: '0', totalCents: '0' });
    expect(await toastOf(again.headers)).toMatchObject({ description: '0 orders confirmed.' });
  });

  it('shows a long group a page at a time, with links to the lines before and after', async () => {
    const rows = Array.from({ length: 105 }, (_, i) => `2026-11-20,"Transfer ${i}",${i + 1}.00`);
    const { location } = await callRoute(
      upload,
      multipart({}, { name: 'long.csv', bytes: Buffer.from(['Date,Description,Amount', ...rows].join('\n')) }),
    );
    const id = location!.split('/').pop()!;
    const open = async (query: string) => {
      const page = await callRoute(previewPage, getRequest(`${location}${query}`, { Cookie: cookie }), {}, { id });
      return page.data.groups.find((g: { group: string }) => g.group === 'no-reference');
    };
    const first = await open('');
    expect(first).toMatchObject({ total: 105, from: 1, previousHref: null });
    expect(first.lines.map((l: { memo: string }) => l.memo)).toEqual(rows.slice(0, 50).map((_, i) => `Transfer ${i}`));
    const second = await open(first.nextHref.replace(location, '').replace(/#.*/, ''));
    expect(second).toMatchObject({ total: 105, from: 51 });
    expect(second.lines[0].memo).toBe('Transfer 50');
    const third = await open(second.nextHref.replace(location, '').replace(/#.*/, ''));
    expect(third).toMatchObject({ from: 101, nextHref: null });
    expect(third.lines.map((l: { memo: string }) => l.memo)).toEqual([
      'Transfer 100',
      'Transfer 101',
      'Transfer 102',
      'Transfer 103',
      'Transfer 104',
    ]);
    const back = await open(third.previousHref.replace(location, '').replace(/#.*/, ''));
    expect(back).toMatchObject({ from: 51 });
    expect(back.lines.map((l: { memo: string }) => l.memo)).toEqual(second.lines.map((l: { memo: string }) => l.memo));
  });

  it('refuses a confirm form whose hidden fields the page did not write, confirming nothing', async () => {
    const order = await placeTestOrder({ name: 'Xan Hand', email: 'xan@example.com', plan: 'Yearly', price: '$79.99' });
    const bytes = Buffer.from(`Date,Description,Amount\n2026-11-22,${order.reference},79.98\n`);
    const { location } = await callRoute(upload, multipart({}, { name: 'hand.csv', bytes }));
    const id = location!.split('/').pop()!;
    const page = await callRoute(previewPage, getRequest(location!, { Cookie: cookie }), {}, { id });
    const line = page.data.groups.find((g: { group: string }) => g.group === 'amount-differs').lines[0];
    const hand: Record<string, string>[] = [
      { intent: 'confirm-anyway', lineId: `${line.id}x` },
      { intent: 'confirm-anyway', lineId: '' },
      { intent: 'confirm-suggestion', lineId: String(line.id), orderId: 'one' },
      { intent: 'confirm-everything', lineId: String(line.id) },
    ];
    for (const fields of hand) {
      const refused = await callRoute(preview, formRequest(location!, fields, { Cookie: cookie }), {}, { id });
      expect([refused.location, (await toastOf(refused.headers))?.title]).toEqual([location, 'Nothing Confirmed']);
    }
    expect(await db.selectFrom('ach_orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).toEqual({
      status: 'pending',
    });
  });

  it('answers 404 for a statement that does not exist, and refuses a visitor', async () => {
    await expect(
      callRoute(previewPage, getRequest('/admin/statements/999999', { Cookie: cookie }), {}, { id: '999999' }),
    ).resolves.toMatchObject({ status: 404 });
    const visitor = await callRoute(preview, formRequest('/admin/statements/1', { intent: 'confirm-matched' }), {}, { id: '1' });
    expect(visitor.status).toBe(302);
  });
});
