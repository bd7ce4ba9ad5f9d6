import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { refundOrder } from '~/features/orders/refund.server';
import { issueOrderToken } from '~/features/orders/tokens.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { action as orderAction } from '../../app/routes/order';
import { signInCookie, TEST_ACTOR, TEST_ADMIN } from './admin';
import { placeTestOrder } from './orders';
import { callRoute, formRequest } from './route-call';
import { freshAddress } from './visitor-form-suite';

/** A US account whose numbers appear nowhere else in a test database: routing 021000021 holds its ABA check digit. */
export const US_REFUND_ACCOUNT = { holder: 'Rhea Refund', routingNumber: '021000021', accountNumber: '4455667788990011' } as const;
/** An IBAN whose check digits hold, and its BIC. */
export const INTERNATIONAL_REFUND_ACCOUNT = { holder: 'Ruud Terug', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A' } as const;

/** A confirmed order whose refund is recorded as due, and a token of its order page (as the refund e-mail's link). */
export async function refundDueOrder(name = 'Rhea Refund'): Promise<{ order: AchOrder; token: string }> {
  const order = await placeTestOrder({ name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, plan: 'Yearly', price: '$79.99' });
  await confirmOrder(order.id, TEST_ACTOR);
  const due = await refundOrder(order.id, { amount: '79.99', reason: 'Did not need it' }, TEST_ACTOR);
  if (due.kind !== 'refund-due') throw new Error(due.kind);
  return { order: due.order, token: await issueOrderToken(db, order.id) };
}

/** Posts the order page's refund account form, as the buyer does from the refund e-mail's link. */
export function giveRefundAccount(order: { reference: string }, token: string, fields: Record<string, string>) {
  return callRoute(
    orderAction,
    formRequest(`/orders/${order.reference}?token=${token}`, { intent: 'refund-account', token, ...fields }),
    { clientAddress: freshAddress() },
    { reference: order.reference },
  );
}

/** The administrator's session cookie (the administrator created if needed). */
export async function adminCookie(): Promise<string> {
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  return signInCookie();
}
