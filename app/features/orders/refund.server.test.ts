import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { refuseInserts } from '../../../tests/helpers/db-faults';
import { db } from '~/lib/db/db.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { cancelOrder, confirmOrder } from './lifecycle.server';
import { fullRefundAmount, refundOrder } from './refund.server';

// A refund of a confirmed order, with each outcome the administrator can meet: one transaction for
// the status, the revoked licence, the credit note, the buyer's e-mail, the audit row and the event.

const pending = () => placeTestOrder({ name: 'Rudi Refund', email: 'rudi@example.com', plan: 'Yearly', price: '$79.99' });

async function confirmedOrder() {
  const order = await pending();
  await confirmOrder(order.id, TEST_ACTOR);
  return order;
}

const row = (id: number) => db.selectFrom('ach_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const kinds = async (table: 'outbox' | 'order_events', id: number) =>
  (await db.selectFrom(table).select('kind').where('order_id', '=', id).orderBy('id').execute()).map((r) => r.kind);

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('refunding an order', () => {
  it('records the amount and reason, revokes the licence, issues the credit note, e-mails the buyer, audits and times it, all at once', async () => {
    const order = await confirmedOrder();
    const outcome = await refundOrder(order.id, { amount: '79.99', reason: '  Asked within\n30 days  ' }, TEST_ACTOR);
    expect(outcome).toMatchObject({ kind: 'refunded', creditNote: { kind: 'credit-note', amount_cents: 7999 } });
    const stored = await row(order.id);
    expect(stored).toMatchObject({ status: 'refunded', refund_amount_cents: 7999, refund_reason: 'Asked within 30 days' });
    expect(stored.refunded_at).toBe(stored.licence_revoked_at);
    expect(stored.license_key).not.toBeNull();
    expect(await kinds('outbox', order.id)).toContain('order-refunded');
    expect(await kinds('order_events', order.id)).toEqual(['confirmed', 'invoice-issued', 'refunded', 'credit-note-issued']);
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'order-refunded')
      .where('subject', '=', order.reference)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toEqual({
      amountCents: 7999,
      reason: 'Asked within 30 days',
      creditNote: outcome.kind === 'refunded' ? outcome.creditNote!.number : '',
    });
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order-refunded')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('rudi@example.com');
    expect(mail.text_body).toContain('$79.99');
    expect(mail.text_body).toContain('Asked within 30 days');
    expect(mail.text_body).toContain('The license key of this order no longer works.');
  });

  it('takes part of the price, written as people write dollars', async () => {
    const order = await confirmedOrder();
    expect(await refundOrder(order.id, { amount: '$40', reason: 'One device only' }, TEST_ACTOR)).toMatchObject({ kind: 'refunded' });
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
    expect(await kinds('outbox', order.id)).not.toContain('order-refunded');
  });

  it('says when the order is not confirmed, already refunded, or unknown, and changes nothing', async () => {
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
    const refunded = await row(done.id);
    expect(await refundOrder(done.id, { amount: '10', reason: 'again' }, TEST_ACTOR)).toMatchObject({ kind: 'already-refunded' });
    expect(await row(done.id)).toEqual(refunded);
    expect(await refundOrder(99_999_999, { amount: '10', reason: 'x' }, TEST_ACTOR)).toEqual({ kind: 'not-found' });
  });

  it('keeps nothing when a write fails: no status change, no credit note, no e-mail, no number taken', async () => {
    const order = await confirmedOrder();
    const before = await row(order.id);
    const counter = await db.selectFrom('invoice_counters').selectAll().execute();
    const restore = await refuseInserts('audit_log', 'the audit log is unavailable');
    await expect(refundOrder(order.id, { amount: '79.99', reason: 'Faulty' }, TEST_ACTOR)).rejects.toThrow(/audit log is unavailable/);
    await restore();
    expect(await row(order.id)).toEqual(before);
    expect(await db.selectFrom('invoices').select('kind').where('order_id', '=', order.id).execute()).toEqual([{ kind: 'invoice' }]);
    expect(await kinds('outbox', order.id)).not.toContain('order-refunded');
    expect(await db.selectFrom('invoice_counters').selectAll().execute()).toEqual(counter);
  });

  it('leaves a refunded order alone: it cannot be confirmed or cancelled', async () => {
    const order = await confirmedOrder();
    await refundOrder(order.id, { amount: '79.99', reason: 'Refunded' }, TEST_ACTOR);
    expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'is-refunded' });
    expect(await cancelOrder(order.id, 'Too late', TEST_ACTOR)).toMatchObject({ kind: 'is-refunded' });
    expect((await row(order.id)).status).toBe('refunded');
  });

  it('starts the form at the whole price paid', async () => {
    const order = await pending();
    expect(fullRefundAmount(order)).toBe('79.99');
    expect(fullRefundAmount({ ...order, amount_cents: null, price: 'n/a' })).toBe('');
  });
});
