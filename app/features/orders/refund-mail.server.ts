import type { AchOrder, Executor, Invoice } from '~/lib/db/schema';
import { buyerMailContext } from '~/features/mail/buyer-context.server';
import { orderPageUrl } from '~/features/mail/templates/links';
import { formatUsd } from '~/features/invoices/document';
import { enqueueMail } from '~/features/outbox/enqueue.server';
import { orderRefundedEmail } from './mail/order-refunded';
import { orderReopenedEmail } from './mail/order-reopened';
import { issueOrderToken } from './tokens.server';

// The buyer's messages about a refund and a reopened order, queued with the caller's executor (in the
// event's transaction) like order-mail.server.ts's: each with a new token for the order page (issued
// after the change, so it opens the page), the seller in the footer and Reply-To the contact e-mail.

async function buyerLink(executor: Executor, order: AchOrder, siteUrl: string): Promise<string> {
  return orderPageUrl(siteUrl, order.reference, await issueOrderToken(executor, order.id));
}

/** Order refunded: the amount, the reason and the revoked licence; the sender attaches the credit note. */
export async function queueOrderRefundedMail(executor: Executor, order: AchOrder, creditNote: Invoice | null): Promise<void> {
  const context = await buyerMailContext(executor);
  const content = orderRefundedEmail({
    context,
    reference: order.reference,
    plan: order.plan,
    refunded: formatUsd(order.refund_amount_cents ?? 0),
    paid: order.price,
    reason: order.refund_reason ?? '',
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
