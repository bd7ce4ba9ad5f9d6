import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { amountCents } from '~/features/catalogue/prices';
import { issueCreditNote } from '~/features/invoices/issue.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder, Invoice } from '~/lib/db/schema';
import { recordOrderEvent } from './events.server';
import { MAX_BANK_REFERENCE, MAX_REFUND_REASON, oneLineReason } from './reason';
import { queueOrderRefundDueMail, queueOrderRefundedMail } from './order-mail.server';
import { findOrder, markRefundDue, markRefundSent } from './store.server';
import { refundSendBy } from './refund-dates';
import { takeBackRenewal } from './renewal.server';

// A refund in two steps, as the money really moves. Refund records the promise: the status is Refund
// Due, the license stops working at once and the buyer is told when to expect the money. Mark Refund
// Sent records the day the money left and the bank's reference for it: the order is refunded, the
// credit note is issued and the buyer is told it was sent. No text claims a transfer before then.

export type RefundOutcome =
  | { kind: 'refund-due'; order: AchOrder; sendBy: Date }
  | { kind: 'not-confirmed'; order: AchOrder }
  /** Its refund is already recorded: due or sent. */
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
 * Records the refund of a confirmed order, all of it or part: the amount and the reason, the status
 * Refund Due, the license revoked, the buyer's e-mail saying when the money will be sent, the audit
 * row and the timeline's event, in one transaction. A refund of an order that is not confirmed, or
 * whose refund is already recorded, changes (and records) nothing and says which it was.
 */
export async function refundOrder(id: number, request: RefundRequest, by: AuditActor): Promise<RefundOutcome> {
  const reason = oneLineReason(request.reason);
  if (!reason) return { kind: 'reason-missing' };
  if (reason.length > MAX_REFUND_REASON) return { kind: 'reason-too-long', max: MAX_REFUND_REASON };
  const asked = amountCents(request.amount);
  return db.transaction().execute(async (trx): Promise<RefundOutcome> => {
    const order = await findOrder(trx, id);
    if (!order) return { kind: 'not-found' };
    if (order.status === 'refund-due' || order.status === 'refunded') return { kind: 'already-refunded', order };
    if (order.status !== 'confirmed') return { kind: 'not-confirmed', order };
    const paid = paidCents(order);
    if (asked === null || asked <= 0 || (paid !== null && asked > paid)) return { kind: 'invalid-amount', maxCents: paid };
    const at = new Date();
    const due = await markRefundDue(trx, id, { at: at.toISOString(), amountCents: asked, reason });
    // Read and guarded update run in one transaction, so the status read above still holds.
    if (!due) throw new Error(`Order ${order.reference} changed while its refund was being recorded`);
    const sendBy = refundSendBy(at);
    await queueOrderRefundDueMail(trx, due, sendBy);
    await recordOrderEvent(trx, id, 'refund-due', by.actor, { amountCents: asked, reason });
    // A renewal has no key of its own to revoke: the period it added to its license goes instead.
    const shortened = await takeBackRenewal(trx, due);
    if (shortened) {
      await recordOrderEvent(trx, shortened.id, 'renewal-taken-back', by.actor, {
        renewal: due.reference,
        expiresAt: shortened.license_expires_at,
      });
    }
    await recordAudit(trx, by, { kind: 'order-refunded', subject: due.reference, details: { amountCents: asked, reason } });
    return { kind: 'refund-due', order: due, sendBy };
  });
}

export type RefundSentOutcome =
  | { kind: 'refunded'; order: AchOrder; creditNote: Invoice | null }
  /** No refund is due: the order is pending, confirmed (no refund recorded) or cancelled. */
  | { kind: 'not-due'; order: AchOrder }
  | { kind: 'already-sent'; order: AchOrder }
  /** The date is not a day from `earliest` to `latest` (YYYY-MM-DD). */
  | { kind: 'invalid-date'; earliest: string; latest: string }
  | { kind: 'reference-missing' }
  | { kind: 'reference-too-long'; max: number }
  | { kind: 'not-found' };

export interface RefundSent {
  /** The day the money left, as typed (a date field: YYYY-MM-DD). */
  sentOn: string;
  /** The bank's reference for the transfer (trace number, confirmation code). */
  bankReference: string;
}

const DAY = 24 * 60 * 60_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD, or null. */
function calendarDay(typed: string): string | null {
  const day = typed.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === day ? day : null;
}

/**
 * Marks a due refund as sent: the day the money left (from the order's confirmation to today; a day
 * ahead is allowed for an administrator east of UTC) and the bank's reference. The order is refunded,
 * its credit note issued (dated now, saying when the money was sent) and sent to the buyer with the
 * e-mail that says so, with the audit row and the timeline's event, in one transaction.
 */
export async function markRefundAsSent(id: number, sent: RefundSent, by: AuditActor, now = new Date()): Promise<RefundSentOutcome> {
  const bankReference = oneLineReason(sent.bankReference);
  return db.transaction().execute(async (trx): Promise<RefundSentOutcome> => {
    const order = await findOrder(trx, id);
    if (!order) return { kind: 'not-found' };
    if (order.status === 'refunded') return { kind: 'already-sent', order };
    if (order.status !== 'refund-due') return { kind: 'not-due', order };
    const earliest = isoDay(new Date(order.confirmed_at ?? order.refund_due_at ?? order.created_at));
    const latest = isoDay(new Date(now.getTime() + DAY));
    const sentOn = calendarDay(sent.sentOn);
    if (!sentOn || sentOn < earliest || sentOn > latest) return { kind: 'invalid-date', earliest, latest };
    if (!bankReference) return { kind: 'reference-missing' };
    if (bankReference.length > MAX_BANK_REFERENCE) return { kind: 'reference-too-long', max: MAX_BANK_REFERENCE };
    const refunded = await markRefundSent(trx, id, { at: now.toISOString(), sentOn, bankReference });
    if (!refunded) throw new Error(`Order ${order.reference} changed while its refund was being marked sent`);
    const amount = refunded.refund_amount_cents ?? 0;
    const documents = await issueCreditNote(
      trx,
      refunded,
      { amountCents: amount, reason: refunded.refund_reason ?? '', sentOn, bankReference },
      now,
    );
    const creditNote = documents?.creditNote ?? null;
    await queueOrderRefundedMail(trx, refunded, creditNote);
    await recordOrderEvent(trx, id, 'refunded', by.actor, { amountCents: amount, sentOn, bankReference });
    if (creditNote) await recordOrderEvent(trx, id, 'credit-note-issued', by.actor, { number: creditNote.number, amountCents: amount });
    await recordAudit(trx, by, {
      kind: 'order-refund-sent',
      subject: refunded.reference,
      details: { amountCents: amount, sentOn, bankReference, ...(creditNote ? { creditNote: creditNote.number } : {}) },
    });
    return { kind: 'refunded', order: refunded, creditNote };
  });
}
