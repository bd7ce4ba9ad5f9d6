import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { recordOrderEvent } from './events.server';
import { queueOrderReopenedMail } from './order-mail.server';
import { findOrder, markReopened } from './store.server';

export type ReopenOutcome =
  | { kind: 'reopened'; order: AchOrder }
  | { kind: 'already-pending'; order: AchOrder }
  /** Confirmed or refunded: only a cancelled order can be reopened. */
  | { kind: 'not-cancelled'; order: AchOrder }
  | { kind: 'not-found' };

/**
 * Returns a cancelled order to Pending Confirmation (the transfer turned up after all): the
 * cancellation's date and reason move into the timeline's 'reopened' event, the buyer is told, and
 * the audit log records who did it, in one transaction.
 */
export async function reopenOrder(id: number, by: AuditActor): Promise<ReopenOutcome> {
  return db.transaction().execute(async (trx): Promise<ReopenOutcome> => {
    const order = await findOrder(trx, id);
    if (!order) return { kind: 'not-found' };
    if (order.status === 'pending') return { kind: 'already-pending', order };
    if (order.status !== 'cancelled') return { kind: 'not-cancelled', order };
    const reopened = await markReopened(trx, id);
    if (!reopened) throw new Error(`Order ${order.reference} changed while it was being reopened`);
    const cancellation = { cancelledAt: order.cancelled_at, reason: order.cancel_reason };
    await recordOrderEvent(trx, id, 'reopened', by.actor, cancellation);
    await queueOrderReopenedMail(trx, reopened);
    await recordAudit(trx, by, { kind: 'order-reopened', subject: reopened.reference, details: cancellation });
    return { kind: 'reopened', order: reopened };
  });
}
