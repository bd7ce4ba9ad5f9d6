import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { amountCents } from '~/features/catalogue/prices';
import { issueCreditNote } from '~/features/invoices/issue.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder, Invoice } from '~/lib/db/schema';
import { recordOrderEvent } from './events.server';
import { MAX_REFUND_REASON, oneLineReason } from './reason';
import { queueOrderRefundedMail } from './order-mail.server';
import { findOrder, markRefunded } from './store.server';

export type RefundOutcome =
  | { kind: 'refunded'; order: AchOrder; creditNote: Invoice | null }
  | { kind: 'not-confirmed'; order: AchOrder }
  | { kind: 'already-refunded'; order: AchOrder }
  /** The amount is not a number of dollars above zero and at most what was paid (`maxCents`, null when unknown). */
  | { kind: 'invalid-amount'; maxCents: number | null }
  | { kind: 'reason-missing' }
  | { kind: 'reason-too-long'; max: number }
  | { kind: 'not-found' };

export interface RefundRequest {
  /** As typed: '79.99', '$79.99', '1,299.50'. */
  amount: string;
  reason: string;
}

/** What the buyer paid, in cents, or null for an old row whose price could not be read. */
export function paidCents(order: AchOrder): number | null {
  return order.amount_cents ?? amountCents(order.price);
}

/** The refund form's starting amount: all of the price paid, in dollars ('79.99'), or '' when unknown. */
export function fullRefundAmount(order: AchOrder): string {
  const paid = paidCents(order);
  return paid === null ? '' : (paid / 100).toFixed(2);
}

/**
 * Refunds a confirmed order, all of it or part: records the amount and the reason, revokes the
 * licence, issues the credit note, tells the buyer (the credit note attached) and writes the audit
 * row and the timeline's event, in one transaction. A refund of an order that is not confirmed, or
 * already refunded, changes (and records) nothing and says which it was.
 */
export async function refundOrder(id: number, request: RefundRequest, by: AuditActor): Promise<RefundOutcome> {
  const reason = oneLineReason(request.reason);
  if (!reason) return { kind: 'reason-missing' };
  if (reason.length > MAX_REFUND_REASON) return { kind: 'reason-too-long', max: MAX_REFUND_REASON };
  const asked = amountCents(request.amount);
  return db.transaction().execute(async (trx): Promise<RefundOutcome> => {
    const order = await findOrder(trx, id);
    if (!order) return { kind: 'not-found' };
    if (order.status === 'refunded') return { kind: 'already-refunded', order };
    if (order.status !== 'confirmed') return { kind: 'not-confirmed', order };
    const paid = paidCents(order);
    if (asked === null || asked <= 0 || (paid !== null && asked > paid)) return { kind: 'invalid-amount', maxCents: paid };
    const at = new Date();
    const refunded = await markRefunded(trx, id, { at: at.toISOString(), amountCents: asked, reason });
    // Read and guarded update run in one transaction, so the status read above still holds.
    if (!refunded) throw new Error(`Order ${order.reference} changed while it was being refunded`);
    const documents = await issueCreditNote(trx, refunded, { amountCents: asked, reason }, at);
    const creditNote = documents?.creditNote ?? null;
    await queueOrderRefundedMail(trx, refunded, creditNote);
    await recordOrderEvent(trx, id, 'refunded', by.actor, { amountCents: asked, reason });
    if (creditNote) {
      await recordOrderEvent(trx, id, 'credit-note-issued', by.actor, { number: creditNote.number, amountCents: asked });
    }
    await recordAudit(trx, by, {
      kind: 'order-refunded',
      subject: refunded.reference,
      details: { amountCents: asked, reason, ...(creditNote ? { creditNote: creditNote.number } : {}) },
    });
    return { kind: 'refunded', order: refunded, creditNote };
  });
}
