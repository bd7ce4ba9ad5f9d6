import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { newLicenseKey } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { Transaction } from 'kysely';
import type { AchOrder, Database, Invoice } from '~/lib/db/schema';
import { issueInvoice } from '~/features/invoices/issue.server';
import { recordOrderEvent } from './events.server';
import { licenseDevices, licenseExpiry } from '~/features/licenses/licenses';
import {
  queueCurrentBuyerMail,
  queueLicenseRenewedMail,
  queueOrderCancelledMail,
  queueOrderConfirmedMail,
  queueOrderPlacedMail,
} from './order-mail.server';
import { confirmRenewal } from './renewal.server';
import { licenseKeyEnding } from '~/features/licenses/renewal';
import { createOrder, findOrder, findOrderByReference, markCancelled, markConfirmed, type NewOrder } from './store.server';
import { findPossibleDuplicate } from './duplicates.server';
import { findPlan } from '~/features/catalogue/plans';
import { getPaymentDetails } from '~/features/settings/settings.server';
import { oneLineReason } from './reason';
import { isRefundRecorded, MAX_CANCEL_REASON } from './status';
import { issueOrderToken } from './tokens.server';
import type { OutboxKind } from '~/features/outbox/enqueue.server';

// An order's events, each one transaction: the change, what it issues, and the e-mail it causes commit
// together or not at all.

/**
 * What placing an order came to: recorded now, recorded before by this same form (a re-post), a
 * reference another order holds, a pending order of the same address and plan that may be the same
 * payment (nothing recorded: the buyer is asked first), or no real bank details to pay into yet
 * (nothing recorded). Both recorded kinds carry a token for the receipt's link to the order page.
 */
export type PlaceOutcome =
  | { kind: 'placed'; order: AchOrder; receiptToken: string }
  | { kind: 'already-placed'; order: AchOrder; receiptToken: string }
  | { kind: 'reference-taken' }
  | { kind: 'possible-duplicate'; existing: AchOrder }
  | { kind: 'not-taking-payments' };

export interface PlaceOptions {
  /** The buyer answered that this is a second purchase, not the payment of their earlier pending order. */
  secondPurchase?: boolean;
}

/**
 * Records the order, its receipt's order-page token and its e-mails in one transaction. A repeated post
 * of the same form (double click, Back and resubmit) records nothing new and answers the same; the same
 * reference from another buyer or for another plan records nothing at all. A pending order of the same
 * address and plan from the last days stops it (unless the buyer said it is a second purchase), and so
 * do sample bank details: an order then would point a buyer at an account that isn't the seller's.
 */
export async function placeOrder(order: NewOrder, options: PlaceOptions = {}): Promise<PlaceOutcome> {
  return db.transaction().execute(async (trx): Promise<PlaceOutcome> => {
    const bank = await getPaymentDetails(trx);
    if (!bank) return { kind: 'not-taking-payments' };
    const earlier = await findOrderByReference(trx, order.reference);
    if (!earlier && !options.secondPurchase) {
      const existing = await findPossibleDuplicate(trx, order);
      if (existing) return { kind: 'possible-duplicate', existing };
    }
    const outcome = await createOrder(trx, order);
    if (!outcome.created && (outcome.order.email !== order.email || outcome.order.plan !== order.plan)) return { kind: 'reference-taken' };
    const receiptToken = await issueOrderToken(trx, outcome.order.id);
    if (outcome.created) await queueOrderPlacedMail(trx, outcome.order, bank);
    return { kind: outcome.created ? 'placed' : 'already-placed', order: outcome.order, receiptToken };
  });
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; order: AchOrder; invoice: Invoice | null }
  | { kind: 'already-confirmed'; order: AchOrder }
  | { kind: 'is-cancelled'; order: AchOrder }
  | { kind: 'is-refunded'; order: AchOrder }
  | { kind: 'not-found' };

/**
 * Confirms a pending order: issues its license key and its invoice (numbered in this transaction),
 * queues both to the buyer and records who did it. Confirming twice, or confirming an order that was
 * cancelled or refunded meanwhile, changes (and records) nothing and says which it was.
 */
export async function confirmOrder(id: number, by: AuditActor): Promise<ConfirmOutcome> {
  return db.transaction().execute((trx) => confirmOrderWithin(trx, id, by));
}

/** A payment read from a bank statement line, recorded with the confirmation it causes. */
export interface StatementPayment {
  statementLineId: number;
  paidCents: number;
  bookedOn: string;
  /** Paid minus the order's amount: 0 for a clean match, else what Confirm Anyway accepted. */
  differenceCents: number;
  /** Short by no more than the wire tolerance: the banks' fees, taken on the way. */
  shortByBankFees?: true;
}

/**
 * confirmOrder's work inside the caller's transaction: a statement's confirmation adds its own rows
 * (the line's claim on the order) to the same commit, and names the line in the audit row and timeline.
 */
export async function confirmOrderWithin(
  trx: Transaction<Database>,
  id: number,
  by: AuditActor,
  payment?: StatementPayment,
): Promise<ConfirmOutcome> {
  const order = await findOrder(trx, id);
  if (!order) return { kind: 'not-found' };
  if (order.status === 'confirmed') return { kind: 'already-confirmed', order };
  if (order.status === 'cancelled') return { kind: 'is-cancelled', order };
  if (isRefundRecorded(order.status)) return { kind: 'is-refunded', order };
  const plan = findPlan(order.plan);
  if (!plan) throw new Error(`Order ${order.reference} has no known plan (${JSON.stringify(order.plan)})`);
  const at = new Date().toISOString();
  // A renewal extends the license it names (the same key); one whose license was refunded or revoked
  // meanwhile is confirmed as a purchase of its own, with a key of its own.
  const renewed = await confirmRenewal(trx, order, at);
  const confirmed =
    renewed?.renewal ??
    (await markConfirmed(trx, id, at, {
      key: newLicenseKey(),
      devices: licenseDevices(plan.name),
      expiresAt: licenseExpiry(plan.name, at),
    }));
  // Read and guarded update run in one transaction, so the status read above still holds.
  if (!confirmed) throw new Error(`Order ${order.reference} changed while it was being confirmed`);
  const renewalOf = renewed
    ? { keyEnding: licenseKeyEnding(renewed.license.license_key!), reference: renewed.license.reference }
    : undefined;
  // Issued before the e-mail is written: the license e-mail names the invoice it carries.
  const invoice = await issueInvoice(trx, confirmed, new Date(at), renewalOf);
  if (renewed) await queueLicenseRenewedMail(trx, confirmed, renewed.license);
  else await queueOrderConfirmedMail(trx, confirmed);
  if (renewed) {
    await recordOrderEvent(trx, renewed.license.id, 'license-renewed', by.actor, {
      renewal: confirmed.reference,
      from: confirmed.renewal_previous_expires_at,
      expiresAt: renewed.license.license_expires_at,
    });
  }
  const paidBy = payment
    ? {
        statementLine: payment.statementLineId,
        paidCents: payment.paidCents,
        bookedOn: payment.bookedOn,
        differenceCents: payment.differenceCents,
        ...(payment.shortByBankFees ? { shortByBankFees: true } : {}),
      }
    : {};
  await recordOrderEvent(trx, id, 'confirmed', by.actor, paidBy);
  if (invoice) await recordOrderEvent(trx, id, 'invoice-issued', by.actor, { number: invoice.number, amountCents: invoice.amount_cents });
  await recordAudit(trx, by, {
    kind: 'order-confirmed',
    subject: confirmed.reference,
    details: {
      ...(renewed
        ? { renews: renewed.license.reference, licenseExpiresAt: renewed.license.license_expires_at }
        : { licenseKey: confirmed.license_key }),
      ...(invoice ? { invoice: invoice.number } : {}),
      ...paidBy,
    },
  });
  return { kind: 'confirmed', order: confirmed, invoice };
}

export type CancelOutcome =
  | { kind: 'cancelled'; order: AchOrder }
  | { kind: 'already-cancelled'; order: AchOrder }
  | { kind: 'is-confirmed'; order: AchOrder }
  | { kind: 'is-refunded'; order: AchOrder }
  | { kind: 'reason-missing' }
  | { kind: 'reason-too-long'; max: number }
  | { kind: 'not-found' };

/**
 * Cancels a pending order with the reason the buyer reads (one line, at most MAX_CANCEL_REASON
 * characters), and tells them. Cancelling twice, or cancelling a confirmed order, changes (and
 * records) nothing and says which it was.
 */
export async function cancelOrder(id: number, reasonAsTyped: string, by: AuditActor): Promise<CancelOutcome> {
  const reason = oneLineReason(reasonAsTyped);
  if (!reason) return { kind: 'reason-missing' };
  if (reason.length > MAX_CANCEL_REASON) return { kind: 'reason-too-long', max: MAX_CANCEL_REASON };
  return db.transaction().execute(async (trx): Promise<CancelOutcome> => {
    const order = await findOrder(trx, id);
    if (!order) return { kind: 'not-found' };
    if (order.status === 'cancelled') return { kind: 'already-cancelled', order };
    if (order.status === 'confirmed') return { kind: 'is-confirmed', order };
    if (isRefundRecorded(order.status)) return { kind: 'is-refunded', order };
    const cancelled = await markCancelled(trx, id, new Date().toISOString(), reason);
    if (!cancelled) throw new Error(`Order ${order.reference} changed while it was being cancelled`);
    await queueOrderCancelledMail(trx, cancelled);
    await recordOrderEvent(trx, id, 'cancelled', by.actor, { reason });
    await recordAudit(trx, by, { kind: 'order-cancelled', subject: cancelled.reference, details: { reason } });
    return { kind: 'cancelled', order: cancelled };
  });
}

export type ResendOutcome = { kind: 'queued'; order: AchOrder; to: string; mail: OutboxKind } | { kind: 'not-found' };

/** Queues the buyer's message about the order again, written afresh for where the order stands now. */
export async function resendLatestBuyerMail(orderId: number, by: AuditActor): Promise<ResendOutcome> {
  return db.transaction().execute(async (trx): Promise<ResendOutcome> => {
    const order = await findOrder(trx, orderId);
    if (!order) return { kind: 'not-found' };
    const mail = await queueCurrentBuyerMail(trx, order);
    await recordAudit(trx, by, { kind: 'email-resent', subject: order.reference, details: { kind: mail, to: order.email } });
    return { kind: 'queued', order, to: order.email, mail };
  });
}
