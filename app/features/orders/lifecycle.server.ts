import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { newLicenseKey } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { licenseDevices, licenseExpiry } from '~/features/licences/licences';
import { queueOrderCancelledMail, queueOrderConfirmedMail, queueOrderPlacedMail } from './order-mail.server';
import { createOrder, findOrder, markCancelled, markConfirmed, type NewOrder } from './store.server';
import { findPlan } from '~/features/catalogue/plans';
import { getAchDetails } from '~/features/settings/settings.server';
import { enqueueMail, type OutboxKind } from '~/features/outbox/enqueue.server';

// An order's events, each one transaction: the change, what it issues, and the e-mail it causes commit
// together or not at all.

/** Records the order and queues its e-mails; a repeated post of the same reference records nothing. */
export async function placeOrder(order: NewOrder): Promise<{ order: AchOrder; created: boolean }> {
  const bank = await getAchDetails(); // read first: SQLite's one connection is busy inside the transaction
  return db.transaction().execute(async (trx) => {
    const outcome = await createOrder(trx, order);
    if (outcome.created) await queueOrderPlacedMail(trx, outcome.order, bank);
    return outcome;
  });
}

export type StatusChangeOutcome = 'changed' | 'unchanged' | 'not-found';

/**
 * Confirms a pending order: issues its license key, queues it to the buyer and records who did it.
 * Confirming twice changes (and records) nothing.
 */
export async function confirmOrder(id: number, by: AuditActor): Promise<StatusChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, id);
    if (!order) return 'not-found';
    const plan = findPlan(order.plan);
    if (!plan) throw new Error(`Order ${order.reference} has no known plan (${JSON.stringify(order.plan)})`);
    const at = new Date().toISOString();
    const confirmed = await markConfirmed(trx, id, at, {
      key: newLicenseKey(),
      devices: licenseDevices(plan.name),
      expiresAt: licenseExpiry(plan.name, at),
    });
    if (!confirmed) return 'unchanged';
    await queueOrderConfirmedMail(trx, confirmed);
    await recordAudit(trx, by, { kind: 'order-confirmed', subject: confirmed.reference, details: { licenseKey: confirmed.license_key } });
    return 'changed';
  });
}

/** Cancels a pending order with the reason the buyer reads, and tells them. Cancelling twice changes (and records) nothing. */
export async function cancelOrder(id: number, reason: string, by: AuditActor): Promise<StatusChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const cancelled = await markCancelled(trx, id, new Date().toISOString(), reason);
    if (cancelled) {
      await queueOrderCancelledMail(trx, cancelled);
      await recordAudit(trx, by, { kind: 'order-cancelled', subject: cancelled.reference, details: { reason } });
      return 'changed';
    }
    return (await findOrder(trx, id)) ? 'unchanged' : 'not-found';
  });
}

const BUYER_KINDS: OutboxKind[] = ['order-received', 'order-confirmed', 'order-cancelled'];

/** Queues the buyer's latest message about the order again, as a new message; false when there is none. */
export async function resendLatestBuyerMail(orderId: number, by: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('kind', 'in', BUYER_KINDS)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!latest) return false;
    await enqueueMail(trx, {
      kind: latest.kind as OutboxKind,
      to: latest.recipient,
      toName: latest.recipient_name,
      content: { subject: latest.subject, text: latest.text_body, html: latest.html_body },
      orderId,
    });
    const order = await findOrder(trx, orderId);
    await recordAudit(trx, by, {
      kind: 'email-resent',
      subject: order?.reference ?? null,
      details: { kind: latest.kind, to: latest.recipient },
    });
    return true;
  });
}
