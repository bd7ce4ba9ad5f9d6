import type { AchOrder, Executor } from '~/lib/db/schema';
import { adminNotifyAddress } from '~/features/mail/admin-address.server';
import { publicOrigin } from '~/lib/public-origin.server';
import { orderPageUrl } from '~/features/mail/templates/links';
import { newOrderEmail } from './mail/new-order';
import { orderCancelledEmail } from './mail/order-cancelled';
import { orderConfirmedEmail } from './mail/order-confirmed';
import { orderReceivedEmail } from './mail/order-received';
import { issueOrderToken } from './tokens.server';
import { applyAcknowledgementCaps } from '~/features/outbox/caps.server';
import { enqueueMail, type QueuedMail } from '~/features/outbox/enqueue.server';
import type { AchDetails } from '~/features/settings/model';

// The messages an order's events cause, queued with the caller's executor (inside its transaction).
// Each buyer message carries a new token for the order page (see order-access.server.ts).

async function buyerLink(executor: Executor, order: AchOrder, siteUrl: string): Promise<string> {
  return orderPageUrl(siteUrl, order.reference, await issueOrderToken(executor, order.id));
}

/** Order recorded: bank details to the buyer, a notification to the administrator. */
export async function queueOrderPlacedMail(executor: Executor, order: AchOrder, bank: AchDetails): Promise<void> {
  const siteUrl = publicOrigin();
  const common = { reference: order.reference, name: order.name, plan: order.plan, amount: order.price, siteUrl };
  const content = orderReceivedEmail({ ...common, bank, orderUrl: await buyerLink(executor, order, siteUrl) });
  // Capped like the forms' acknowledgements (the address is typed at checkout), and to no display name.
  const buyer = await applyAcknowledgementCaps(executor, { kind: 'order-received', to: order.email, content, orderId: order.id });
  const admin = await adminNotifyAddress(executor);
  const notification: QueuedMail[] = admin
    ? [{ kind: 'new-order', to: admin, content: newOrderEmail({ ...common, email: order.email }), orderId: order.id }]
    : [];
  await enqueueMail(executor, buyer, ...notification);
}

/** Order confirmed: the license to the buyer. */
export async function queueOrderConfirmedMail(executor: Executor, order: AchOrder): Promise<void> {
  const siteUrl = publicOrigin();
  const content = orderConfirmedEmail({
    reference: order.reference,
    name: order.name,
    plan: order.plan,
    licenseKey: order.license_key ?? '',
    devices: order.license_devices ?? 1,
    expiresAt: order.license_expires_at,
    orderUrl: await buyerLink(executor, order, siteUrl),
    siteUrl,
  });
  await enqueueMail(executor, { kind: 'order-confirmed', to: order.email, toName: order.name, content, orderId: order.id });
}

/** Order cancelled: the reason to the buyer. */
export async function queueOrderCancelledMail(executor: Executor, order: AchOrder): Promise<void> {
  const siteUrl = publicOrigin();
  const content = orderCancelledEmail({
    reference: order.reference,
    name: order.name,
    plan: order.plan,
    amount: order.price,
    reason: order.cancel_reason ?? '',
    orderUrl: await buyerLink(executor, order, siteUrl),
    siteUrl,
  });
  await enqueueMail(executor, { kind: 'order-cancelled', to: order.email, toName: order.name, content, orderId: order.id });
}
