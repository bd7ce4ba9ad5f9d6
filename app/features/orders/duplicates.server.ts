import { sql } from 'kysely';
import { db } from '~/lib/db/db.server';
import type { AchOrder, Executor } from '~/lib/db/schema';
import { queueOrderLinkMail } from './order-mail.server';
import { orderStatusView, type OrderStatusView } from './order-page.server';
import { findOrderByReference } from './store.server';

// One payment, one order. A buyer who pressed "I Have Completed The Payment" on a phone and again on a
// laptop would otherwise leave two live orders with two memos for one transfer. Before a second one
// is placed, checkout asks whether the transfer was made with the first one's reference.

/** How far back a pending order of the same address and plan counts as possibly the same payment. */
export const DUPLICATE_WINDOW_DAYS = 7;

const DAY = 24 * 60 * 60_000;

/**
 * The newest pending order for the same address (any case) and plan, placed in the last
 * DUPLICATE_WINDOW_DAYS days under another reference; undefined when there is none.
 */
export function findPossibleDuplicate(
  executor: Executor,
  order: { email: string; plan: string; reference: string },
  now = new Date(),
): Promise<AchOrder | undefined> {
  return executor
    .selectFrom('ach_orders')
    .selectAll()
    .where(sql`lower(email)`, '=', order.email.trim().toLowerCase())
    .where('plan', '=', order.plan)
    .where('status', '=', 'pending')
    .where('reference', '!=', order.reference)
    .where('created_at', '>=', new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY).toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What "Yes, that's my payment" came to: the order's status, its link e-mailed to its own address; or no such order (any more). */
export type ExistingPaymentOutcome = { kind: 'linked'; order: OrderStatusView; linkSent: boolean; sentTo: string } | { kind: 'not-found' };

/**
 * The buyer says the transfer was made with the earlier order's reference: nothing new is recorded.
 * The visitor has proved nothing about owning the address typed, so the order's page is not opened
 * here: its link goes to the order's own address (capped like acknowledgements), as the /orders lookup
 * does, and the answer shows the status only. Said the same way whether or not the cap let it go.
 */
export async function claimExistingPayment(
  existingReference: string,
  typed: { email: string; plan: string },
): Promise<ExistingPaymentOutcome> {
  return db.transaction().execute(async (trx): Promise<ExistingPaymentOutcome> => {
    const order = await findOrderByReference(trx, existingReference);
    const matches =
      order &&
      order.status === 'pending' &&
      order.plan === typed.plan &&
      order.email.trim().toLowerCase() === typed.email.trim().toLowerCase();
    if (!matches) return { kind: 'not-found' };
    const sent = await queueOrderLinkMail(trx, order);
    return { kind: 'linked', order: orderStatusView(order), linkSent: sent === 'queued', sentTo: typed.email.trim() };
  });
}
