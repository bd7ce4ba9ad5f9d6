import type { AchOrder, Executor, Invoice } from '~/lib/db/schema';
import { adminNotifyAddress } from '~/features/mail/admin-address.server';
import { buyerMailContext } from '~/features/mail/buyer-context.server';
import type { BuyerMailContext } from '~/features/mail/templates/buyer';
import { orderPageUrl } from '~/features/mail/templates/links';
import { formatUsd } from '~/lib/money';
import { findOrderDocument } from '~/features/invoices/issue.server';
import { addressCorrectedEmail } from './mail/address-corrected';
import { newOrderEmail } from './mail/new-order';
import { orderCancelledEmail } from './mail/order-cancelled';
import { orderConfirmedEmail } from './mail/order-confirmed';
import { orderLinkEmail } from './mail/order-link';
import { orderReceivedEmail } from './mail/order-received';
import { orderRefundDueEmail } from './mail/order-refund-due';
import { orderRefundedEmail } from './mail/order-refunded';
import { calendarDayText, refundSendBy } from './refund-dates';
import { orderReopenedEmail } from './mail/order-reopened';
import { licenseRenewedEmail } from './mail/license-renewed';
import { licenseKeyEnding } from '~/features/licenses/renewal';
import { orderStatusLabel } from './status';
import { issueOrderToken } from './tokens.server';
import { enqueueOrderLink } from '~/features/outbox/caps.server';
import { enqueueMail, type OutboxKind, type QueuedMail } from '~/features/outbox/enqueue.server';
import { getAchDetails, getDownloads } from '~/features/settings/settings.server';
import type { AchDetails } from '~/features/settings/model';

// The messages an order's events cause, queued with the caller's executor (inside its transaction).
// Each buyer message that links to the order page carries a new token of its own (tokens.server.ts);
// every one names the seller in its footer and has Reply-To the site's contact e-mail (templates/buyer.ts).

async function buyerLink(executor: Executor, order: AchOrder, siteUrl: string): Promise<string> {
  return orderPageUrl(siteUrl, order.reference, await issueOrderToken(executor, order.id));
}

/** The e-mail after checkout, to the order's address: we look for the transfer the buyer reported; the bank details below it. */
async function orderReceivedContent(executor: Executor, order: AchOrder, bank: AchDetails, context: BuyerMailContext) {
  return orderReceivedEmail({
    context,
    reference: order.reference,
    plan: order.plan,
    amount: order.price,
    placedAt: order.created_at,
    bank,
    orderUrl: await buyerLink(executor, order, context.siteUrl),
  });
}

/** Order recorded: what happens now to the buyer, a notification to the administrator. */
export async function queueOrderPlacedMail(executor: Executor, order: AchOrder, bank: AchDetails): Promise<void> {
  const context = await buyerMailContext(executor);
  const content = await orderReceivedContent(executor, order, bank, context);
  // The buyer's own order, to no display name: never held back by acknowledgements others caused to the
  // same address (one e-mail per order placed; it names nothing the buyer typed).
  const buyer: QueuedMail = { kind: 'order-received', to: order.email, content, orderId: order.id };
  const admin = await adminNotifyAddress(executor);
  const notification: QueuedMail[] = admin
    ? [
        {
          kind: 'new-order',
          to: admin,
          content: newOrderEmail({
            reference: order.reference,
            name: order.name,
            email: order.email,
            plan: order.plan,
            amount: order.price,
            siteUrl: context.siteUrl,
            company: context.company,
          }),
          orderId: order.id,
        },
      ]
    : [];
  await enqueueMail(executor, buyer, ...notification);
}

/** Order confirmed: the license to the buyer, with everything needed to use it. */
export async function queueOrderConfirmedMail(executor: Executor, order: AchOrder): Promise<void> {
  const context = await buyerMailContext(executor);
  const content = orderConfirmedEmail({
    context,
    reference: order.reference,
    name: order.name,
    plan: order.plan,
    licenseKey: order.license_key ?? '',
    devices: order.license_devices ?? 1,
    expiresAt: order.license_expires_at,
    orderUrl: await buyerLink(executor, order, context.siteUrl),
    downloads: await getDownloads(executor),
    // Issued in the confirming transaction, before this e-mail is written.
    invoiceNumber: (await findOrderDocument(executor, order.id, 'invoice'))?.number ?? null,
  });
  await enqueueMail(executor, { kind: 'order-confirmed', to: order.email, toName: order.name, content, orderId: order.id });
}

/** A renewal confirmed: the license it extended, by its key's ending, and its new expiry, to whoever paid; the invoice attached. */
export async function queueLicenseRenewedMail(executor: Executor, renewal: AchOrder, license: AchOrder): Promise<void> {
  const context = await buyerMailContext(executor);
  const content = licenseRenewedEmail({
    context,
    reference: renewal.reference,
    plan: license.plan,
    keyEnding: licenseKeyEnding(license.license_key ?? ''),
    devices: license.license_devices ?? 1,
    expiresAt: license.license_expires_at,
    orderUrl: await buyerLink(executor, renewal, context.siteUrl),
    invoiceNumber: (await findOrderDocument(executor, renewal.id, 'invoice'))?.number ?? null,
  });
  // The 'order-confirmed' kind: the sender attaches the order's invoice to it.
  await enqueueMail(executor, { kind: 'order-confirmed', to: renewal.email, toName: renewal.name, content, orderId: renewal.id });
}

/** Order cancelled: the reason to the buyer. */
export async function queueOrderCancelledMail(executor: Executor, order: AchOrder): Promise<void> {
  const context = await buyerMailContext(executor);
  const content = orderCancelledEmail({
    context,
    reference: order.reference,
    plan: order.plan,
    amount: order.price,
    reason: order.cancel_reason ?? '',
    orderUrl: await buyerLink(executor, order, context.siteUrl),
  });
  await enqueueMail(executor, { kind: 'order-cancelled', to: order.email, content, orderId: order.id });
}

/**
 * The e-mail address corrected on the order page: the order's e-mail again, to the new address (at most
 * three corrections an order, so at most three of these), and a notice to the old one, with no link to
 * the order.
 */
export async function queueAddressCorrectedMail(
  executor: Executor,
  order: AchOrder,
  previous: string,
  maskedNew: string,
  at: string,
): Promise<void> {
  const context = await buyerMailContext(executor);
  const again = await orderReceivedContent(executor, order, await getAchDetails(executor), context);
  const toNew: QueuedMail = { kind: 'order-received', to: order.email, content: again, orderId: order.id };
  const notice = addressCorrectedEmail({ context, reference: order.reference, maskedNewAddress: maskedNew, changedAt: at });
  await enqueueMail(executor, toNew, { kind: 'address-corrected', to: previous, content: notice, orderId: order.id });
}

/** What became of a fresh link: queued, or written but not sent because the order had its links for the day. */
export type OrderLinkMailOutcome = 'queued' | 'skipped';

/** The e-mail with a fresh link to the order page (a new token each time it is written). */
export async function orderLinkContent(executor: Executor, order: AchOrder) {
  const context = await buyerMailContext(executor);
  return orderLinkEmail({
    context,
    reference: order.reference,
    plan: order.plan,
    amount: order.price,
    statusLabel: orderStatusLabel(order.status),
    orderUrl: await buyerLink(executor, order, context.siteUrl),
  });
}

/** A fresh link to the order page, to the order's own address only (the lookup, an expired link), under the order's own allowance. */
export async function queueOrderLinkMail(executor: Executor, order: AchOrder): Promise<OrderLinkMailOutcome> {
  const content = await orderLinkContent(executor, order);
  const outcome = await enqueueOrderLink(executor, { kind: 'order-link', to: order.email, content, orderId: order.id });
  return outcome.kind;
}

/** Refund recorded: the amount, the reason, the day it will have been sent by, and the revoked license. */
export async function queueOrderRefundDueMail(executor: Executor, order: AchOrder, sendBy: Date): Promise<void> {
  const context = await buyerMailContext(executor);
  const content = orderRefundDueEmail({
    context,
    reference: order.reference,
    plan: order.plan,
    refund: formatUsd(order.refund_amount_cents ?? 0),
    paid: order.price,
    reason: order.refund_reason ?? '',
    sendBy: calendarDayText(sendBy.toISOString().slice(0, 10)),
    orderUrl: await buyerLink(executor, order, context.siteUrl),
    renewal: order.renews_order_id !== null,
  });
  await enqueueMail(executor, { kind: 'order-refund-due', to: order.email, content, orderId: order.id });
}

/** Refund sent: the amount, when and under which bank reference, and the revoked license; the sender attaches the credit note. */
export async function queueOrderRefundedMail(executor: Executor, order: AchOrder, creditNote: Invoice | null): Promise<void> {
  const context = await buyerMailContext(executor);
  const content = orderRefundedEmail({
    context,
    reference: order.reference,
    plan: order.plan,
    refunded: formatUsd(order.refund_amount_cents ?? 0),
    paid: order.price,
    reason: order.refund_reason ?? '',
    sent: order.refund_sent_on ? { on: calendarDayText(order.refund_sent_on), bankReference: order.refund_bank_reference ?? '' } : null,
    creditNote: creditNote?.number ?? null,
    orderUrl: await buyerLink(executor, order, context.siteUrl),
  });
  await enqueueMail(executor, { kind: 'order-refunded', to: order.email, content, orderId: order.id });
}

/** Order reopened: it waits for payment confirmation again. */
export async function queueOrderReopenedMail(executor: Executor, order: AchOrder): Promise<void> {
  const context = await buyerMailContext(executor);
  const content = orderReopenedEmail({
    context,
    reference: order.reference,
    plan: order.plan,
    amount: order.price,
    orderUrl: await buyerLink(executor, order, context.siteUrl),
  });
  await enqueueMail(executor, { kind: 'order-reopened', to: order.email, content, orderId: order.id });
}

/**
 * The buyer's message for where the order stands now, written afresh (a new link, today's settings,
 * the current address) rather than copied: what Resend e-mail sends. A stored copy may be redacted or
 * carry a link that has expired. Sent by the administrator, so never held back.
 */
export async function queueCurrentBuyerMail(executor: Executor, order: AchOrder): Promise<OutboxKind> {
  switch (order.status) {
    case 'pending': {
      const content = await orderReceivedContent(executor, order, await getAchDetails(executor), await buyerMailContext(executor));
      await enqueueMail(executor, { kind: 'order-received', to: order.email, content, orderId: order.id });
      return 'order-received';
    }
    case 'confirmed':
      await queueOrderConfirmedMail(executor, order);
      return 'order-confirmed';
    case 'cancelled':
      await queueOrderCancelledMail(executor, order);
      return 'order-cancelled';
    case 'refund-due':
      await queueOrderRefundDueMail(executor, order, refundSendBy(order.refund_due_at ?? new Date()));
      return 'order-refund-due';
    case 'refunded':
      await queueOrderRefundedMail(executor, order, (await findOrderDocument(executor, order.id, 'credit-note')) ?? null);
      return 'order-refunded';
  }
}
