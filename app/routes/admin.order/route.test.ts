import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { issueOrderToken } from '~/features/orders/tokens.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { placeTestOrder, refundAndSend } from '../../../tests/helpers/orders';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { signInCookie, TEST_ACTOR, TEST_ADMIN } from '../../../tests/helpers/admin';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../../tests/helpers/route-call';
import { action, loader } from './route';
import { loader as adminDocument } from '../admin.order-invoice';
import { loader as buyerDocument } from '../order-invoice';

// The administrator's page of one order (its loader and its forms), and the invoice and credit-note
// downloads, the administrator's and the buyer's.

let cookie: string;
const order = (name = 'Page Paula', email = `${name.split(' ')[1]!.toLowerCase()}@example.com`) =>
  placeTestOrder({ name, email, plan: 'Yearly', price: '$79.99' });
const load = (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
  callRoute(loader, getRequest(path, headers), {}, { reference: decodeURIComponent(path.split('/')[3]!.split('?')[0]!) });
const post = (reference: string, fields: Record<string, string>) =>
  callRoute(action, formRequest(`/admin/orders/${reference}`, fields, { Cookie: cookie }), { clientAddress: '10.3.0.1' }, { reference });
const toastOf = async (headers: Headers) =>
  (await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(headers) } })))?.toast;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
});

describe('the admin order', () => {
  it('shows the buyer, the amount, the timeline, the notes and the same address’s other orders (any case)', async () => {
    const mine = await order('Detail Dora');
    const other = await placeTestOrder({ name: 'Detail Dora', email: 'DORA@Example.com', plan: 'Monthly', price: '$29.99' });
    const page = await load(`/admin/orders/${mine.reference}`);
    expect(page.status).toBe(200);
    expect(page.data.order).toMatchObject({
      reference: mine.reference,
      name: 'Detail Dora',
      email: 'dora@example.com',
      price: '$79.99',
      status: 'pending',
      license: null,
      documents: [],
    });
    expect(page.data.order.timeline[0]).toMatchObject({ kind: 'placed' });
    expect(page.data.order.related.orders.map((o: { reference: string }) => o.reference)).toEqual([other.reference]);
    expect(page.data).toMatchObject({ ask: null, listPath: '/admin/orders' });
  });

  it('is the confirmation page of a change the status allows, going back to the list it came from', async () => {
    const mine = await order('Ask Abe');
    const back = encodeURIComponent(`tab=orders&status=pending&q=abe`);
    const page = await load(`/admin/orders/${mine.reference}?ask=cancel&back=${back}`);
    expect(page.data).toMatchObject({
      ask: 'cancel',
      listPath: '/admin/orders?status=pending&q=abe',
      keepHref: `/admin/orders?status=pending&q=abe#order-${mine.id}`,
    });
    // A pending order can't be refunded or reopened: no such confirmation.
    for (const ask of ['refund', 'reopen', 'keep', 'nonsense'])
      expect((await load(`/admin/orders/${mine.reference}?ask=${ask}`)).data.ask).toBeNull();
  });

  it('asks before revoking a working license, and says so when there is nothing to revoke any more', async () => {
    const mine = await order('Revoke Rhea');
    // No license yet (pending): no revocation to ask about.
    expect((await load(`/admin/orders/${mine.reference}?ask=revoke`)).data).toMatchObject({ ask: null, unavailable: 'license' });
    await confirmOrder(mine.id, TEST_ACTOR);
    expect((await load(`/admin/orders/${mine.reference}?ask=revoke`)).data).toMatchObject({ ask: 'revoke', unavailable: null });
    // The step itself changes nothing: the license works until the confirming form is posted, with a reason.
    expect((await load(`/admin/orders/${mine.reference}`)).data.order.license).toMatchObject({ revokedLabel: null });
    const noReason = await post(mine.reference, { intent: 'revoke-license', reason: ' ' });
    expect([noReason.status, noReason.data.errors]).toEqual([400, { reason: 'Please give a reason for revoking the license.' }]);
    const revoked = await post(mine.reference, { intent: 'revoke-license', reason: 'Chargeback' });
    expect(revoked.location).toBe(`/admin/orders/${mine.reference}#devices`);
    expect(await toastOf(revoked.headers)).toMatchObject({ title: 'License Revoked' });
    // Asked again from a page loaded before (another tab): nothing to revoke, said plainly.
    expect((await load(`/admin/orders/${mine.reference}?ask=revoke`)).data).toMatchObject({ ask: null, unavailable: 'license' });
    // A status change no longer possible keeps its own message.
    expect((await load(`/admin/orders/${mine.reference}?ask=confirm`)).data).toMatchObject({ ask: null, unavailable: 'status' });
    expect((await load(`/admin/orders/${mine.reference}`)).data).toMatchObject({ ask: null, unavailable: null });
  });

  it('answers an unknown reference with 404, sends a pasted one to its canonical address, and needs a signed-in administrator', async () => {
    expect((await load('/admin/orders/ORD-0000-0000')).status).toBe(404);
    expect((await load('/admin/orders/not-a-reference')).status).toBe(404);
    const mine = await order('Case Cai');
    const pasted = mine.reference.toLowerCase().replace(/-/g, '');
    const moved = await load(`/admin/orders/${pasted}?ask=confirm`);
    expect([moved.status, moved.location]).toEqual([302, `/admin/orders/${mine.reference}?ask=confirm`]);
    const anonymous = await load(`/admin/orders/${mine.reference}`, {});
    expect([anonymous.status, anonymous.location]).toEqual([302, '/admin']);
  });

  it('refuses a note by its field, beside the box, keeping what was typed and adding nothing', async () => {
    const mine = await order('Note Nell');
    const notes = () => db.selectFrom('order_notes').select('body').where('order_id', '=', mine.id).execute();
    for (const [note, error] of [
      ['\r\n\u0007 ', 'Please write the note first.'],
      ['n'.repeat(2_001), 'Please keep the note under 2,000 characters.'],
    ] as const) {
      const refused = await post(mine.reference, { intent: 'add-note', note });
      expect([refused.status, refused.data.errors, refused.data.values]).toEqual([
        400,
        { note: error },
        { orderId: String(mine.id), note },
      ]);
    }
    // Its limit counts the note as it is kept: 2,000 characters with CRLF line breaks fit.
    const crlf = await post(mine.reference, { intent: 'add-note', note: `${'a'.repeat(999)}\r\n${'b'.repeat(1_000)}` });
    expect(crlf.status).toBe(302);
    expect((await notes()).map((row) => row.body.length)).toEqual([2_000]);
    expect(
      await db.selectFrom('audit_log').select('kind').where('subject', '=', mine.reference).where('kind', '=', 'order-noted').execute(),
    ).toHaveLength(1);
  });

  it('confirms, adds a note, refunds and reopens from the page, each answering on the page with its toast', async () => {
    const mine = await order('Action Ada');
    const confirmed = await post(mine.reference, { intent: 'confirm-order', orderId: '999999' });
    expect(confirmed.location).toBe(`/admin/orders/${mine.reference}`);
    expect(await toastOf(confirmed.headers)).toMatchObject({ title: 'Order Confirmed' });
    const noted = await post(mine.reference, { intent: 'add-note', note: 'Paid from a business account.' });
    expect(noted.location).toBe(`/admin/orders/${mine.reference}#notes`);
    expect(await toastOf(noted.headers)).toMatchObject({ title: 'Note Added' });
    const empty = await post(mine.reference, { intent: 'add-note', note: '   ' });
    expect([empty.status, empty.data.errors, empty.data.toast]).toMatchObject([
      400,
      { note: 'Please write the note first.' },
      { type: 'error', title: 'Error adding note', description: 'Please write the note first.' },
    ]);
    const refunded = await post(mine.reference, { intent: 'refund-order', amount: '79.99', reason: 'Did not work' });
    expect(await toastOf(refunded.headers)).toMatchObject({ title: 'Refund Recorded' });
    const due = await load(`/admin/orders/${mine.reference}`);
    expect(due.data.order.notes.map((n: { body: string }) => n.body)).toEqual(['Paid from a business account.']);
    expect(due.data.order.license).toMatchObject({ revokedLabel: expect.stringMatching(/UTC$/) });
    expect(due.data.order.refund).toMatchObject({ state: 'due', amount: '$79.99', reason: 'Did not work', sentOnLabel: null });
    expect(due.data.order.documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice']);
    const today = new Date().toISOString().slice(0, 10);
    const sent = await post(mine.reference, { intent: 'mark-refund-sent', sentOn: today, bankReference: 'TRC 4410' });
    expect(await toastOf(sent.headers)).toMatchObject({ title: 'Refund Sent' });
    const page = await load(`/admin/orders/${mine.reference}`);
    expect(page.data.order.documents.map((d: { kind: string; href: string }) => [d.kind, d.href])).toEqual([
      ['invoice', `/admin/orders/${mine.reference}/invoice.pdf`],
      ['credit-note', `/admin/orders/${mine.reference}/credit-note.pdf`],
    ]);
    expect(page.data.order.refund).toMatchObject({ state: 'sent', amount: '$79.99', bankReference: 'TRC 4410' });
    const unknown = await post(mine.reference, { intent: 'drop-tables' });
    expect(await toastOf(unknown.headers)).toMatchObject({ type: 'error', title: 'Request Failed' });
    const missing = await callRoute(
      action,
      formRequest('/admin/orders/ORD-0000-0000', { intent: 'confirm-order' }, { Cookie: cookie }),
      {},
      { reference: 'ORD-0000-0000' },
    );
    expect(missing.location).toBe('/admin/orders');
  });
});

describe('the order forms refused by a field', () => {
  // Each form's refusal names its field, keeps what was typed, and changes nothing: the order's status
  // and audit rows are as they were.
  const statusOf = async (id: number) =>
    (await db.selectFrom('ach_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const auditRows = async (reference: string) =>
    (await db.selectFrom('audit_log').select('id').where('subject', '=', reference).execute()).length;
  /** Posts each bad form in turn: 400, the error by field name, the values kept, the toast, and nothing changed. */
  async function refusedBy(
    placed: { id: number; reference: string },
    title: string,
    cases: readonly (readonly [fields: Record<string, string>, errors: Record<string, string>])[],
  ) {
    for (const [fields, errors] of cases) {
      const [status, audited] = [await statusOf(placed.id), await auditRows(placed.reference)];
      const refused = await post(placed.reference, fields);
      const { intent: _intent, ...typed } = fields;
      expect([refused.status, refused.data.intent, refused.data.errors, refused.data.values]).toEqual([
        400,
        fields.intent,
        errors,
        { orderId: String(placed.id), ...typed },
      ]);
      expect(refused.data.toast).toMatchObject({ type: 'error', title, description: Object.values(errors)[0] });
      expect([await statusOf(placed.id), await auditRows(placed.reference)]).toEqual([status, audited]);
    }
  }

  it('Cancel Order: a missing or too long reason', async () => {
    const mine = await order('Field Cancel');
    await refusedBy(mine, 'Error cancelling order', [
      [{ intent: 'cancel-order', reason: '\r\n ' }, { reason: 'Please give the reason the buyer will read.' }],
      [{ intent: 'cancel-order', reason: 'c'.repeat(301) }, { reason: 'Please keep the reason under 300 characters.' }],
    ]);
  });

  it('Refund: an amount over the price paid or not in dollars, a missing reason', async () => {
    const mine = await order('Field Refund');
    await confirmOrder(mine.id, TEST_ACTOR);
    await refusedBy(mine, 'Error refunding order', [
      [
        { intent: 'refund-order', amount: '80.00', reason: 'Did not work' },
        { amount: 'Please enter an amount from $0.01 to $79.99, the price paid.' },
      ],
      [{ intent: 'refund-order', amount: '-5', reason: 'Did not work' }, { amount: 'Please enter an amount in dollars above $0.00.' }],
      [
        { intent: 'refund-order', amount: '79.99', reason: '  ' },
        { reason: 'Please give the reason for the refund: the buyer reads it, and it is printed on the credit note.' },
      ],
    ]);
  });

  it('Mark Refund Sent: a day outside the refund’s, a missing bank reference', async () => {
    const mine = await order('Field Sent');
    await confirmOrder(mine.id, TEST_ACTOR);
    expect((await post(mine.reference, { intent: 'refund-order', amount: '79.99', reason: 'Refund' })).status).toBe(302);
    const today = new Date().toISOString().slice(0, 10);
    // The days allowed are the order's (from its confirmation to tomorrow): the message names them.
    const outside = await post(mine.reference, { intent: 'mark-refund-sent', sentOn: '2001-01-01', bankReference: 'TRC 1' });
    expect(outside.data.errors.sentOn).toMatch(/^Please enter the day the money left your account, from [A-Z][a-z]{2} \d{1,2}, \d{4} to /);
    await refusedBy(mine, 'Error marking the refund sent', [
      [{ intent: 'mark-refund-sent', sentOn: '2001-01-01', bankReference: 'TRC 1' }, { sentOn: outside.data.errors.sentOn }],
      [
        { intent: 'mark-refund-sent', sentOn: today, bankReference: ' \r\n' },
        { bankReference: 'Please give your bank’s reference for the transfer: the buyer may need it to trace the money.' },
      ],
    ]);
  });

  it('Revoke License: a missing or too long reason', async () => {
    const mine = await order('Field Revoke');
    await confirmOrder(mine.id, TEST_ACTOR);
    await refusedBy(mine, 'Revoke Failed', [
      [{ intent: 'revoke-license', reason: ' ' }, { reason: 'Please give a reason for revoking the license.' }],
      [{ intent: 'revoke-license', reason: 'r'.repeat(501) }, { reason: 'Please keep the reason to 500 characters.' }],
    ]);
    expect((await load(`/admin/orders/${mine.reference}`)).data.order.license).toMatchObject({ revokedLabel: null });
  });

  it('Deactivate: a device id that is not one', async () => {
    const mine = await order('Field Device');
    await confirmOrder(mine.id, TEST_ACTOR);
    await refusedBy(mine, 'Deactivate Failed', [
      [{ intent: 'deactivate-device', activationId: 'laptop' }, { activationId: 'That device was no longer using this license.' }],
    ]);
  });

  it('asked from the Orders list: a refusal stays on the confirmation page, a change goes back to the list', async () => {
    const mine = await order('Field Back');
    const back = encodeURIComponent('status=pending&q=back');
    const ask = (fields: Record<string, string>) =>
      callRoute(
        action,
        formRequest(`/admin/orders/${mine.reference}?ask=cancel&back=${back}`, fields, { Cookie: cookie }),
        { clientAddress: '10.3.0.1' },
        { reference: mine.reference },
      );
    const refused = await ask({ intent: 'cancel-order', orderId: String(mine.id), reason: ' ' });
    expect([refused.status, refused.data.errors]).toEqual([400, { reason: 'Please give the reason the buyer will read.' }]);
    const cancelled = await ask({ intent: 'cancel-order', orderId: String(mine.id), reason: 'No transfer' });
    expect([cancelled.status, cancelled.location]).toEqual([302, `/admin/orders?status=pending&q=back#order-${mine.id}`]);
    expect(await toastOf(cancelled.headers)).toMatchObject({ title: 'Order Cancelled' });
  });
});

describe('invoice and credit-note downloads', () => {
  it('give the administrator the PDF, named by its number, never cached; 404 when there is none', async () => {
    const mine = await order('Download Dan');
    const call = (kind: string, headers: Record<string, string> = { Cookie: cookie }) =>
      callRoute(adminDocument, getRequest(`/admin/orders/${mine.reference}/${kind}.pdf`, headers), {}, { reference: mine.reference });
    expect((await call('invoice')).status).toBe(404);
    const outcome = await confirmOrder(mine.id, TEST_ACTOR);
    const number = outcome.kind === 'confirmed' ? outcome.invoice!.number : '';
    const response = await adminDocument({
      request: getRequest(`/admin/orders/${mine.reference}/invoice.pdf`, { Cookie: cookie }),
      params: { reference: mine.reference },
      context: { clientAddress: '127.0.0.1' },
    } as never);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${number}.pdf"`,
      'cache-control': 'no-store',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await pdfText(bytes)).text).toContain(number);
    const again = await adminDocument({
      request: getRequest(`/admin/orders/${mine.reference}/invoice.pdf`, { Cookie: cookie }),
      params: { reference: mine.reference },
      context: {},
    } as never);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await call('credit-note')).status).toBe(404);
    expect((await call('invoice', {})).location).toBe('/admin');
  });

  it("give the buyer theirs with the order page's token, and a 404 for a wrong token or another order's", async () => {
    const mine = await order('Buyer Bo');
    const other = await order('Other Ona');
    await confirmOrder(mine.id, TEST_ACTOR);
    await confirmOrder(other.id, TEST_ACTOR);
    const token = await issueOrderToken(db, mine.id);
    const otherToken = await issueOrderToken(db, other.id);
    const get = (kind: string, tokenValue: string) =>
      callRoute(buyerDocument, getRequest(`/orders/${mine.reference}/${kind}.pdf?token=${tokenValue}`), {}, { reference: mine.reference });
    const ok = await get('invoice', token);
    expect([ok.status, ok.headers.get('content-type'), ok.headers.get('cache-control')]).toEqual([200, 'application/pdf', 'no-store']);
    for (const wrong of ['', 'nope', otherToken]) expect((await get('invoice', wrong)).status).toBe(404);
    expect((await get('credit-note', token)).status).toBe(404);
    await refundAndSend(mine.id, { amount: '79.99', reason: 'Refund' }, TEST_ACTOR);
    // The refund e-mail's link (a token issued with it) opens the credit note.
    const fresh = await issueOrderToken(db, mine.id);
    const credit = await get('credit-note', fresh);
    expect([credit.status, credit.headers.get('content-disposition')]).toEqual([
      200,
      expect.stringMatching(/^attachment; filename="CN-\d{4}-\d{6}\.pdf"$/),
    ]);
  });
});
