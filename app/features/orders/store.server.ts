import type { AchOrder, Executor } from '~/lib/db/schema';
import { statusesBefore } from './status';
import { amountCents } from '~/features/catalogue/prices';

export interface NewOrder {
  reference: string;
  name: string;
  email: string;
  plan: string;
  price: string;
  /** A renewal: the order whose license it extends once confirmed. */
  renewsOrderId?: number | null;
}

/**
 * Records a buyer's "I have paid" under the reference the checkout page issued; the status is always
 * decided here. A second post of the same form finds its reference taken and records nothing: the
 * answer says which order holds it, and whether this call created it.
 */
export async function createOrder(executor: Executor, order: NewOrder): Promise<{ order: AchOrder; created: boolean }> {
  const { renewsOrderId, ...columns } = order;
  const inserted = await executor
    .insertInto('ach_orders')
    .values({ ...columns, renews_order_id: renewsOrderId ?? null, status: 'pending', amount_cents: amountCents(order.price) })
    .onConflict((oc) => oc.column('reference').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { order: inserted, created: true };
  return {
    order: await executor.selectFrom('ach_orders').selectAll().where('reference', '=', order.reference).executeTakeFirstOrThrow(),
    created: false,
  };
}

export function findOrder(executor: Executor, id: number): Promise<AchOrder | undefined> {
  return executor.selectFrom('ach_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByReference(executor: Executor, reference: string): Promise<AchOrder | undefined> {
  return executor.selectFrom('ach_orders').selectAll().where('reference', '=', reference).executeTakeFirst();
}

export interface IssuedLicense {
  key: string;
  devices: number;
  /** Null: never expires. */
  expiresAt: string | null;
}

/** Confirms a pending order with its license, if it is still pending; the updated row, or undefined when it was not. */
export function markConfirmed(executor: Executor, id: number, at: string, license: IssuedLicense): Promise<AchOrder | undefined> {
  return executor
    .updateTable('ach_orders')
    .set({
      status: 'confirmed',
      confirmed_at: at,
      license_key: license.key,
      license_devices: license.devices,
      license_expires_at: license.expiresAt,
    })
    .where('id', '=', id)
    .where('status', 'in', statusesBefore('confirmed'))
    .returningAll()
    .executeTakeFirst();
}

/** Cancels a pending order with the reason the buyer will read, if it is still pending. */
export function markCancelled(executor: Executor, id: number, at: string, reason: string): Promise<AchOrder | undefined> {
  return executor
    .updateTable('ach_orders')
    .set({ status: 'cancelled', cancelled_at: at, cancel_reason: reason })
    .where('id', '=', id)
    .where('status', 'in', statusesBefore('cancelled'))
    .returningAll()
    .executeTakeFirst();
}

export interface RecordedRefund {
  at: string;
  amountCents: number;
  reason: string;
}

/**
 * Records a confirmed order's refund as due, revoking its license at the same moment (a renewal has no
 * key of its own: refund.server.ts takes its period back instead), if it is still confirmed.
 */
export function markRefundDue(executor: Executor, id: number, refund: RecordedRefund): Promise<AchOrder | undefined> {
  return executor
    .updateTable('ach_orders')
    .set((eb) => ({
      status: 'refund-due',
      refund_due_at: refund.at,
      refund_amount_cents: refund.amountCents,
      refund_reason: refund.reason,
      license_revoked_at: eb.case().when('license_key', 'is', null).then(null).else(refund.at).end(),
    }))
    .where('id', '=', id)
    .where('status', 'in', statusesBefore('refund-due'))
    .returningAll()
    .executeTakeFirst();
}

export interface SentRefund {
  /** When it was marked sent. */
  at: string;
  /** The day the money left (YYYY-MM-DD). */
  sentOn: string;
  bankReference: string;
}

/** Marks a due refund as sent (the order refunded), if it is still due: the account it went to is erased then. */
export function markRefundSent(executor: Executor, id: number, sent: SentRefund): Promise<AchOrder | undefined> {
  return executor
    .updateTable('ach_orders')
    .set({
      status: 'refunded',
      refunded_at: sent.at,
      refund_sent_on: sent.sentOn,
      refund_bank_reference: sent.bankReference,
      refund_account: null,
      refund_account_at: null,
    })
    .where('id', '=', id)
    .where('status', 'in', statusesBefore('refunded'))
    .returningAll()
    .executeTakeFirst();
}

/** Returns a cancelled order to Pending Confirmation, if it is still cancelled (the cancellation stays in its timeline). */
export function markReopened(executor: Executor, id: number): Promise<AchOrder | undefined> {
  return executor
    .updateTable('ach_orders')
    .set({ status: 'pending', cancelled_at: null, cancel_reason: null })
    .where('id', '=', id)
    .where('status', 'in', statusesBefore('pending'))
    .returningAll()
    .executeTakeFirst();
}
