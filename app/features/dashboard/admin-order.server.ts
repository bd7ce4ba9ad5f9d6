import { sql } from 'kysely';
import { normalizeReference } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { adminInvoicePath, adminOrderPath } from '~/lib/paths';
import { invoiceTotalCents } from '~/features/invoices/document';
import { formatUsd } from '~/lib/money';
import { listOrderDocuments, parseDocument } from '~/features/invoices/issue.server';
import { orderDevices } from '~/features/licenses/devices.server';
import { devicesText, licenseRevokedBy, licenseExpiryText } from '~/features/licenses/licenses';
import { listOrderNotes } from '~/features/orders/notes.server';
import { fullRefundAmount, paidCents } from '~/features/orders/refund.server';
import { isRefundRecorded, orderStatusLabel } from '~/features/orders/status';
import { calendarDayText, refundSendBy } from '~/features/orders/refund-dates';
import { findOrder, findOrderByReference } from '~/features/orders/store.server';
import { statementPaymentOf } from '~/features/statements/read.server';
import { orderTimeline, type TimelineEntry } from '~/features/orders/timeline.server';
import { formatCreatedAt } from '~/lib/created-label';
import { refundAccountSummary } from '~/features/orders/refund-account.server';
import { licenseKeyEnding } from '~/features/licenses/renewal';
import { requestListOf } from '~/features/requests/kind';
import { requestsOf, requestsOfOrder } from '~/features/requests/store.server';

// Everything the administrator's page of one order shows, read in one go: the order, its license and
// documents, its timeline and notes, and what else the same address bought or asked.

const RELATED_LIMIT = 20;

/** A timeline entry with its time in words, and a money amount in its particulars written out. */
export type TimelineItem = TimelineEntry & {
  atLabel: string;
  amount: string | null;
  /** A confirmation from a bank statement: what was paid, on which line, and any difference from the order's amount. */
  statementPayment: { paid: string; line: number; difference: string | null; shortByBankFees: boolean } | null;
};

const usdOrNull = (cents: unknown) => (typeof cents === 'number' && Number.isSafeInteger(cents) ? formatUsd(cents) : null);

function timelineItem(entry: TimelineEntry): TimelineItem {
  const details = entry.kind === 'event' ? entry.details : {};
  const paid = usdOrNull(details.paidCents);
  const line = details.statementLine;
  return {
    ...entry,
    atLabel: formatCreatedAt(entry.at),
    amount: usdOrNull(details.amountCents),
    statementPayment:
      paid && typeof line === 'number'
        ? {
            paid,
            line,
            difference: details.differenceCents ? usdOrNull(details.differenceCents) : null,
            shortByBankFees: details.shortByBankFees === true,
          }
        : null,
  };
}

async function relatedTo(order: AchOrder) {
  const [orders, byAddress, aboutIt] = await Promise.all([
    db
      .selectFrom('ach_orders')
      .select(['id', 'reference', 'plan', 'price', 'status', 'created_at'])
      .where(sql`lower(email)`, '=', order.email.trim().toLowerCase())
      .where('id', '!=', order.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(RELATED_LIMIT)
      .execute(),
    requestsOf(db, order.email, RELATED_LIMIT),
    requestsOfOrder(db, order.id, RELATED_LIMIT),
  ]);
  // The requests about this order first (an answer to its e-mail, from whichever address), then the address's others.
  const requests = [...aboutIt, ...byAddress.filter((request) => request.orderId !== order.id)].slice(0, RELATED_LIMIT);
  return {
    orders: orders.map((row) => ({
      id: row.id,
      reference: row.reference,
      plan: row.plan,
      price: row.price,
      status: row.status,
      createdAt: row.created_at,
      statusLabel: orderStatusLabel(row.status),
      createdLabel: formatCreatedAt(row.created_at),
      href: adminOrderPath(row.reference),
    })),
    requests: requests.map((request) => ({
      list: requestListOf(request.kind),
      reference: request.reference,
      // A support request by its product; the others by their subject as stored.
      about: request.product ?? request.subject,
      aboutThisOrder: request.orderId === order.id,
      status: request.status,
      createdAt: request.createdAt,
      createdLabel: formatCreatedAt(request.createdAt),
    })),
  };
}

/** The administrator's view of the order a reference names (as pasted: any case, with or without dashes), or null. */
export async function readAdminOrder(referenceParam: string) {
  const reference = normalizeReference(referenceParam, 'ORD');
  if (!reference) return null;
  const order = await findOrderByReference(db, reference);
  if (!order) return null;
  const renews = order.renews_order_id === null ? null : ((await findOrder(db, order.renews_order_id)) ?? null);
  const [timeline, notes, documents, related, statementPayment, devices] = await Promise.all([
    orderTimeline(db, order),
    listOrderNotes(db, order.id),
    listOrderDocuments(db, order.id),
    relatedTo(order),
    statementPaymentOf(order.id),
    orderDevices(order),
  ]);
  return {
    id: order.id,
    reference: order.reference,
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    name: order.name,
    email: order.email,
    plan: order.plan,
    price: order.price,
    createdAt: order.created_at,
    createdLabel: formatCreatedAt(order.created_at),
    buyer: { company: order.buyer_company, address: order.buyer_address, vatId: order.buyer_vat_id },
    cancellation:
      order.status === 'cancelled'
        ? { reason: order.cancel_reason, atLabel: order.cancelled_at ? formatCreatedAt(order.cancelled_at) : null }
        : null,
    /** Once recorded: due (to be sent by), sent (on, under the bank's reference), or recorded before refunds were marked sent. */
    refund: isRefundRecorded(order.status)
      ? {
          state: order.status === 'refund-due' ? ('due' as const) : order.refund_sent_on ? ('sent' as const) : ('recorded' as const),
          amount: formatUsd(order.refund_amount_cents ?? 0),
          reason: order.refund_reason,
          recordedLabel: formatCreatedAt(order.refund_due_at ?? order.refunded_at ?? order.created_at),
          sendByLabel: order.refund_due_at ? calendarDayText(refundSendBy(order.refund_due_at).toISOString().slice(0, 10)) : null,
          sentOnLabel: order.refund_sent_on ? calendarDayText(order.refund_sent_on) : null,
          bankReference: order.refund_bank_reference,
        }
      : null,
    /** While a refund is due: the buyer's account for it, masked (null until given), and when it was given. */
    refundAccount:
      order.status === 'refund-due'
        ? (() => {
            const summary = refundAccountSummary(order);
            return { masked: summary?.masked ?? null, givenLabel: summary?.givenAt ? formatCreatedAt(summary.givenAt) : null };
          })()
        : null,
    refundDefault: fullRefundAmount(order),
    refundAmount: order.refund_amount_cents === null ? null : formatUsd(order.refund_amount_cents),
    paid: paidCents(order) === null ? order.price : formatUsd(paidCents(order)!),
    /** 'Paid: {date}, {amount}, statement line {id}' when a bank statement's line confirmed it. */
    statementPayment: statementPayment
      ? `${statementPayment.bookedOn}, ${formatUsd(statementPayment.amountCents)}, statement line ${statementPayment.lineId}`
      : null,
    license: order.license_key
      ? {
          key: order.license_key,
          devices: devicesText(order.license_devices ?? 1),
          expires: licenseExpiryText(order.license_expires_at),
          revokedLabel: order.license_revoked_at ? formatCreatedAt(order.license_revoked_at) : null,
          revokedByRefund: licenseRevokedBy(order) === 'refund',
        }
      : null,
    /** A renewal: the license it extends (by its key's ending), the order that bought it, and its expiry now. */
    renewalOf:
      renews && renews.license_key
        ? {
            keyEnding: licenseKeyEnding(renews.license_key),
            reference: renews.reference,
            href: adminOrderPath(renews.reference),
            expires: licenseExpiryText(renews.license_expires_at),
          }
        : null,
    /** The license's active devices (Deactivate each); Revoke License while it is not revoked. */
    devices,
    documents: documents.map((row) => ({
      kind: row.kind,
      number: row.number,
      issuedLabel: formatCreatedAt(row.issued_at),
      total: formatUsd(invoiceTotalCents(parseDocument(row))),
      href: adminInvoicePath(order.reference, row.kind),
    })),
    timeline: timeline.map(timelineItem),
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      author: note.author,
      createdAt: note.created_at,
      createdLabel: formatCreatedAt(note.created_at),
    })),
    related,
  };
}

export type AdminOrderView = NonNullable<Awaited<ReturnType<typeof readAdminOrder>>>;
