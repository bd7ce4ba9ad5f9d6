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
import type { EmailContent } from '~/features/mail/templates/blocks';
import { getAchDetails, getDownloads } from '~/features/settings/settings.server';
import type { AchDetails } from '~/features/settings/model';

// The messages an order's events cause, queued with the caller's executor (inside its transaction).
// Each buyer message that links to the order page carries a new token of its own (tokens.server.ts);
// every one names the seller in its footer and has Reply-To the site's contact e-mail (templates/buyer.ts).

async function buyerLink(executor: Executor, order: AchOrder, siteUrl: string): Promise<string> {
  return orderPageUrl(siteUrl, order.reference, await issueOrderToken(executor, order.id));
}

/** What every buyer message is written from: the site's context, the order's reference and a fresh link to its page. */
interface BuyerMailParts {
  context: BuyerMailContext;
  reference: string;
  orderUrl: string;
}

/**
 * The one way a buyer's order message is queued: the site's context, a new link to the order page, the
 * message written from them, to the order's own address (by name when `toName`), and any messages the
 * same event causes beside it, in one statement.
 */
async function queueBuyerMail(
  executor: Executor,
  order: AchOrder,
  kind: OutboxKind,
  write: (parts: BuyerMailParts) => EmailContent | Promise<EmailContent>,
  options: { toName?: boolean; alongside?: (context: BuyerMailContext) => Promise<QueuedMail[]> | QueuedMail[] } = {},
): Promise<void> {
  const context = await buyerMailContext(executor);
  const orderUrl = await buyerLink(executor, order, context.siteUrl);
  const content = await write({ context, reference: order.reference, orderUrl });
  const toName = options.toName ? { toName: order.name } : {};
  const alongside = (await options.alongside?.(context)) ?? [];
  await enqueueMail(executor, { kind, to: order.email, ...toName, content, orderId: order.id }, ...alongside);
}

/** The e-mail after checkout, to the order's address: we look for the transfer the buyer reported; the bank details below it. */
function orderReceivedContent(order: AchOrder, bank: AchDetails, parts: BuyerMailParts) {
  return orderReceivedEmail({ ...parts, plan: order.plan, amount: order.price, placedAt: order.created_at, bank });
}

/** Order recorded: what happens now to the buyer, a notification to the administrator. */
export async function queueOrderPlacedMail(executor: Executor, order: AchOrder, bank: AchDetails): Promise<void> {
  // The buyer's own order, to no display name: never held back by acknowledgements others caused to the
  // same address (one e-mail per order placed; it names nothing the buyer typed).
  await queueBuyerMail(executor, order, 'order-received', (parts) => orderReceivedContent(order, bank, parts), {
    alongside: async (context): Promise<QueuedMail[]> => {
      const admin = await adminNotifyAddress(executor);
      if (!admin) return [];
      const { reference, name, email, plan, price: amount } = order;
      const content = newOrderEmail({ reference, name, email, plan, amount, siteUrl: context.siteUrl, company: context.company });
      return [{ kind: 'new-order', to: admin, content, orderId: order.id }];
    },
  });
}

/** Order confirmed: the license to the buyer, with everything needed to use it. */
export async function queueOrderConfirmedMail(executor: Executor, order: AchOrder): Promise<void> {
  await queueBuyerMail(
    executor,
    order,
    'order-confirmed',
    async (parts) =>
      orderConfirmedEmail({
        ...parts,
        name: order.name,
        plan: order.plan,
        licenseKey: order.license_key ?? '',
        devices: order.license_devices ?? 1,
        expiresAt: order.license_expires_at,
        downloads: await getDownloads(executor),
        // Issued in the confirming transaction, before this e-mail is written.
        invoiceNumber: (await findOrderDocument(executor, order.id, 'invoice'))?.number ?? null,
      }),
    { toName: true },
  );
}

/** A renewal confirmed: the license it extended, by its key's ending, and its new expiry, to whoever paid; the invoice attached. */
export async function queueLicenseRenewedMail(executor: Executor, renewal: AchOrder, license: AchOrder): Promise<void> {
  // The 'order-confirmed' kind: the sender attaches the order's invoice to it.
  await queueBuyerMail(
    executor,
    renewal,
    'order-confirmed',
    async (parts) =>
      licenseRenewedEmail({
        ...parts,
        plan: license.plan,
        keyEnding: licenseKeyEnding(license.license_key ?? ''),
        devices: license.license_devices ?? 1,
        expiresAt: license.license_expires_at,
        invoiceNumber: (await findOrderDocument(executor, renewal.id, 'invoice'))?.number ?? null,
      }),
    { toName: true },
  );
}

/** Order cancelled: the reason to the buyer. */
export async function queueOrderCancelledMail(executor: Executor, order: AchOrder): Promise<void> {
  await queueBuyerMail(executor, order, 'order-cancelled', (parts) =>
    orderCancelledEmail({ ...parts, plan: order.plan, amount: order.price, reason: order.cancel_reason ?? '' }),
  );
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
  const bank = await getAchDetails(executor);
  await queueBuyerMail(executor, order, 'order-received', (parts) => orderReceivedContent(order, bank, parts), {
    alongside: (context) => {
      const notice = addressCorrectedEmail({ context, reference: order.reference, maskedNewAddress: maskedNew, changedAt: at });
      return [{ kind: 'address-corrected', to: previous, content: notice, orderId: order.id }];
    },
  });
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
  await queueBuyerMail(executor, order, 'order-refund-due', (parts) =>
    orderRefundDueEmail({
      ...parts,
      plan: order.plan,
      refund: formatUsd(order.refund_amount_cents ?? 0),
      paid: order.price,
      reason: order.refund_reason ?? '',
      sendBy: calendarDayText(sendBy.toISOString().slice(0, 10)),
      renewal: order.renews_order_id !== null,
    }),
  );
}

/** Refund sent: the amount, when and under which bank reference, and the revoked license; the sender attaches the credit note. */
export async function queueOrderRefundedMail(executor: Executor, order: AchOrder, creditNote: Invoice | null): Promise<void> {
  await queueBuyerMail(executor, order, 'order-refunded', (parts) =>
    orderRefundedEmail({
      ...parts,
      plan: order.plan,
      refunded: formatUsd(order.refund_amount_cents ?? 0),
      paid: order.price,
      reason: order.refund_reason ?? '',
      sent: order.refund_sent_on ? { on: calendarDayText(order.refund_sent_on), bankReference: order.refund_bank_reference ?? '' } : null,
      creditNote: creditNote?.number ?? null,
    }),
  );
}

/** Order reopened: it waits for payment confirmation again. */
export async function queueOrderReopenedMail(executor: Executor, order: AchOrder): Promise<void> {
  await queueBuyerMail(executor, order, 'order-reopened', (parts) =>
    orderReopenedEmail({ ...parts, plan: order.plan, amount: order.price }),
  );
}

/**
 * The buyer's message for where the order stands now, written afresh (a new link, today's settings,
 * the current address) rather than copied: what Resend e-mail sends. A stored copy may be redacted or
 * carry a link that has expired. Sent by the administrator, so never held back.
 */
export async function queueCurrentBuyerMail(executor: Executor, order: AchOrder): Promise<OutboxKind> {
  switch (order.status) {
    case 'pending': {
      const bank = await getAchDetails(executor);
      await queueBuyerMail(executor, order, 'order-received', (parts) => orderReceivedContent(order, bank, parts));
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
