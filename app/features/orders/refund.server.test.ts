import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { refuseInserts } from '../../../tests/helpers/db-faults';
import { db } from '~/lib/db/db.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { cancelOrder, confirmOrder } from './lifecycle.server';
import { fullRefundAmount, markRefundAsSent, refundOrder } from './refund.server';
import { calendarDayText } from './refund-dates';
import { REFUND_SEND, TRANSFER_ARRIVAL } from '~/features/catalogue/promises';

// A refund of a confirmed order in its two steps, with each outcome the administrator can meet: Refund
// records the promise (status, revoked license, the buyer's e-mail, audit row, event) and Mark Refund
// Sent completes it (the day and bank reference, the credit note, the e-mail), one transaction each.

const pending = () => placeTestOrder({ name: 'Rudi Refund', email: 'rudi@example.com', plan: 'Yearly', price: '$79.99' });

async function confirmedOrder() {
  const order = await pending();
  await confirmOrder(order.id, TEST_ACTOR);
  return order;
}

const row = (id: number) => db.selectFrom('ach_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const kinds = async (table: 'outbox' | 'order_events', id: number) =>
  (await db.selectFrom(table).select('kind').where('order_id', '=', id).orderBy('id').execute()).map((r) => r.kind);
const mailOf = (id: number, kind: string) =>
  db.selectFrom('outbox').selectAll().where('order_id', '=', id).where('kind', '=', kind).executeTakeFirstOrThrow();
const auditOf = (kind: 'order-refunded' | 'order-refund-sent', reference: string) =>
  db.selectFrom('audit_log').selectAll().where('kind', '=', kind).where('subject', '=', reference).execute();
const today = () => new Date().toISOString().slice(0, 10);
const words = (text: string) => text.replace(/\s+/g, ' ');

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('recording a refund (Refund)', () => {
  it('records the promise: Refund Due, the license revoked at once, the buyer told when to expect the money, audited and timed, and no credit note yet', async () => {
    const order = await confirmedOrder();
    const outcome = await refundOrder(order.id, { amount: '79.99', reason: '  Asked within\n30 days  ' }, TEST_ACTOR);
    expect(outcome).toMatchObject({ kind: 'refund-due', order: { status: 'refund-due' } });
    const stored = await row(order.id);
    expect(stored).toMatchObject({
      status: 'refund-due',
      refund_amount_cents: 7999,
      refund_reason: 'Asked within 30 days',
      refunded_at: null,
    });
    expect(stored.refund_due_at).not.toBeNull();
    expect(stored.license_revoked_at).toBe(stored.refund_due_at);
    expect(await kinds('outbox', order.id)).toContain('order-refund-due');
    expect(await kinds('outbox', order.id)).not.toContain('order-refunded');
    expect(await kinds('order_events', order.id)).toEqual(['confirmed', 'invoice-issued', 'refund-due']);
    expect(await db.selectFrom('invoices').select('kind').where('order_id', '=', order.id).execute()).toEqual([{ kind: 'invoice' }]);
    const audit = await auditOf('order-refunded', order.reference);
    expect(audit.map((entry) => JSON.parse(entry.details))).toEqual([{ amountCents: 7999, reason: 'Asked within 30 days' }]);

    const mail = await mailOf(order.id, 'order-refund-due');
    expect(mail.recipient).toBe('rudi@example.com');
    const sendBy = outcome.kind === 'refund-due' ? outcome.sendBy : new Date();
    expect(sendBy.getTime() - Date.parse(stored.refund_due_at!)).toBeGreaterThanOrEqual(5 * 24 * 60 * 60_000);
    const text = words(mail.text_body);
    expect(text).toContain(
      `We will send it to you by bank transfer ${REFUND_SEND}, by ${calendarDayText(sendBy.toISOString().slice(0, 10))}`,
    );
    expect(text).toContain(`usually arrives ${TRANSFER_ARRIVAL} after it is sent`);
    expect(text).toContain('Asked within 30 days');
    expect(text).toContain('The license key of this order no longer works.');
    // Nothing claims the money moved.
    expect(text).not.toMatch(/we (sent|refunded)|was sent|to the account you paid from|account that paid/i);
  });

  it('takes part of the price, written as people write dollars', async () => {
    const order = await confirmedOrder();
    expect(await refundOrder(order.id, { amount: '$40', reason: 'One device only' }, TEST_ACTOR)).toMatchObject({ kind: 'refund-due' });
    expect((await row(order.id)).refund_amount_cents).toBe(4000);
  });

  it('refuses an amount that is not above zero and at most the price, a missing or long reason, and changes nothing', async () => {
    const order = await confirmedOrder();
    const before = await row(order.id);
    for (const amount of ['0', '-5', '80.00', 'abc', '', '1e3', '79.999']) {
      expect(await refundOrder(order.id, { amount, reason: 'Why' }, TEST_ACTOR), amount).toEqual({
        kind: 'invalid-amount',
        maxCents: 7999,
      });
    }
    expect(await refundOrder(order.id, { amount: '10', reason: ' \n\t ' }, TEST_ACTOR)).toEqual({ kind: 'reason-missing' });
    expect(await refundOrder(order.id, { amount: '10', reason: 'x'.repeat(301) }, TEST_ACTOR)).toEqual({
      kind: 'reason-too-long',
      max: 300,
    });
    expect(await row(order.id)).toEqual(before);
    expect(await kinds('outbox', order.id)).not.toContain('order-refund-due');
  });

  it('says when the order is not confirmed, its refund already recorded, or unknown, and changes nothing', async () => {
    const waiting = await pending();
    expect(await refundOrder(waiting.id, { amount: '10', reason: 'x' }, TEST_ACTOR)).toMatchObject({
      kind: 'not-confirmed',
      order: { status: 'pending' },
    });
    await cancelOrder(waiting.id, 'No payment', TEST_ACTOR);
    expect(await refundOrder(waiting.id, { amount: '10', reason: 'x' }, TEST_ACTOR)).toMatchObject({
      kind: 'not-confirmed',
      order: { status: 'cancelled' },
    });
    const done = await confirmedOrder();
    await refundOrder(done.id, { amount: '10', reason: 'first' }, TEST_ACTOR);
    const due = await row(done.id);
    expect(await refundOrder(done.id, { amount: '10', reason: 'again' }, TEST_ACTOR)).toMatchObject({ kind: 'already-refunded' });
    expect(await row(done.id)).toEqual(due);
    await markRefundAsSent(done.id, { sentOn: today(), bankReference: 'TRC 1' }, TEST_ACTOR);
    expect(await refundOrder(done.id, { amount: '10', reason: 'again' }, TEST_ACTOR)).toMatchObject({ kind: 'already-refunded' });
    expect(await refundOrder(99_999_999, { amount: '10', reason: 'x' }, TEST_ACTOR)).toEqual({ kind: 'not-found' });
  });

  it('keeps nothing when a write fails: no status change, no e-mail', async () => {
    const order = await confirmedOrder();
    const before = await row(order.id);
    const restore = await refuseInserts('audit_log', 'the audit log is unavailable');
    await expect(refundOrder(order.id, { amount: '79.99', reason: 'Faulty' }, TEST_ACTOR)).rejects.toThrow(/audit log is unavailable/);
    await restore();
    expect(await row(order.id)).toEqual(before);
    expect(await kinds('outbox', order.id)).not.toContain('order-refund-due');
  });
});

describe('marking a refund sent (Mark Refund Sent)', () => {
  it('completes it: refunded, the day and the bank reference kept, the credit note issued, the buyer told when it was sent, audited and timed', async () => {
    const order = await confirmedOrder();
    await refundOrder(order.id, { amount: '79.99', reason: 'Not what I needed' }, TEST_ACTOR);
    const sentOn = today();
    const outcome = await markRefundAsSent(order.id, { sentOn, bankReference: '  TRC 0042\n1187 ' }, TEST_ACTOR);
    expect(outcome).toMatchObject({ kind: 'refunded', creditNote: { kind: 'credit-note', amount_cents: 7999 } });
    const stored = await row(order.id);
    expect(stored).toMatchObject({ status: 'refunded', refund_sent_on: sentOn, refund_bank_reference: 'TRC 0042 1187' });
    expect(stored.refunded_at).not.toBeNull();
    expect(await kinds('order_events', order.id)).toEqual(['confirmed', 'invoice-issued', 'refund-due', 'refunded', 'credit-note-issued']);
    const creditNote = outcome.kind === 'refunded' ? outcome.creditNote!.number : '';
    const audit = await auditOf('order-refund-sent', order.reference);
    expect(audit.map((entry) => JSON.parse(entry.details))).toEqual([
      { amountCents: 7999, sentOn, bankReference: 'TRC 0042 1187', creditNote },
    ]);
    const text = words((await mailOf(order.id, 'order-refunded')).text_body);
    expect(text).toContain(`We sent $79.99 of your order ${order.reference} back to you by bank transfer on ${calendarDayText(sentOn)}.`);
    expect(text).toContain(`A bank transfer usually arrives ${TRANSFER_ARRIVAL}`);
    expect(text).toContain('TRC 0042 1187');
    expect(text).toContain(`Your credit note ${creditNote} is attached`);
    expect(text).not.toContain('account that paid');
  });

  it('refuses a day outside confirmation to tomorrow, a missing or long reference, an order with no refund due, and changes nothing', async () => {
    const order = await confirmedOrder();
    expect(await markRefundAsSent(order.id, { sentOn: today(), bankReference: 'TRC' }, TEST_ACTOR)).toMatchObject({
      kind: 'not-due',
      order: { status: 'confirmed' },
    });
    await refundOrder(order.id, { amount: '79.99', reason: 'Why' }, TEST_ACTOR);
    const due = await row(order.id);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10);
    for (const sentOn of [
      '',
      'yesterday',
      '2026-02-30',
      '1999-01-01',
      new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString().slice(0, 10),
    ]) {
      expect(await markRefundAsSent(order.id, { sentOn, bankReference: 'TRC' }, TEST_ACTOR), sentOn).toEqual({
        kind: 'invalid-date',
        earliest: due.confirmed_at!.slice(0, 10),
        latest: tomorrow,
      });
    }
    expect(await markRefundAsSent(order.id, { sentOn: today(), bankReference: ' \n ' }, TEST_ACTOR)).toEqual({ kind: 'reference-missing' });
    expect(await markRefundAsSent(order.id, { sentOn: today(), bankReference: 'x'.repeat(101) }, TEST_ACTOR)).toEqual({
      kind: 'reference-too-long',
      max: 100,
    });
    expect(await row(order.id)).toEqual(due);
    expect(await kinds('outbox', order.id)).not.toContain('order-refunded');
    expect(await markRefundAsSent(order.id, { sentOn: tomorrow, bankReference: 'TRC' }, TEST_ACTOR)).toMatchObject({ kind: 'refunded' });
    expect(await markRefundAsSent(order.id, { sentOn: today(), bankReference: 'TRC 2' }, TEST_ACTOR)).toMatchObject({
      kind: 'already-sent',
    });
    expect(await markRefundAsSent(99_999_999, { sentOn: today(), bankReference: 'TRC' }, TEST_ACTOR)).toEqual({ kind: 'not-found' });
  });

  it('keeps nothing when a write fails: no status change, no credit note, no e-mail, no number taken', async () => {
    const order = await confirmedOrder();
    await refundOrder(order.id, { amount: '79.99', reason: 'Faulty' }, TEST_ACTOR);
    const before = await row(order.id);
    const counter = await db.selectFrom('invoice_counters').selectAll().execute();
    const restore = await refuseInserts('audit_log', 'the audit log is unavailable');
    await expect(markRefundAsSent(order.id, { sentOn: today(), bankReference: 'TRC' }, TEST_ACTOR)).rejects.toThrow(
      /audit log is unavailable/,
    );
    await restore();
    expect(await row(order.id)).toEqual(before);
    expect(await db.selectFrom('invoices').select('kind').where('order_id', '=', order.id).execute()).toEqual([{ kind: 'invoice' }]);
    expect(await kinds('outbox', order.id)).not.toContain('order-refunded');
    expect(await db.selectFrom('invoice_counters').selectAll().execute()).toEqual(counter);
  });
});

describe('an order with a refund', () => {
  it('cannot be confirmed or cancelled, due or sent', async () => {
    const order = await confirmedOrder();
    await refundOrder(order.id, { amount: '79.99', reason: 'Refunded' }, TEST_ACTOR);
    expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'is-refunded' });
    expect(await cancelOrder(order.id, 'Too late', TEST_ACTOR)).toMatchObject({ kind: 'is-refunded' });
    expect((await row(order.id)).status).toBe('refund-due');
    await markRefundAsSent(order.id, { sentOn: today(), bankReference: 'TRC' }, TEST_ACTOR);
    expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'is-refunded' });
    expect((await row(order.id)).status).toBe('refunded');
  });

  it('starts the form at the whole price paid', async () => {
    const order = await pending();
    expect(fullRefundAmount(order)).toBe('79.99');
    expect(fullRefundAmount({ ...order, amount_cents: null, price: 'n/a' })).toBe('');
  });
});
