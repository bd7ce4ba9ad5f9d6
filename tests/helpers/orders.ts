import { newOrderReference } from '~/lib/codes/references.server';
import type { AchOrder } from '~/lib/db/schema';
import { placeOrder } from '~/features/orders/lifecycle.server';
import type { NewOrder } from '~/features/orders/store.server';

/** Records an order the way checkout does (its e-mails queued too), under a fresh reference. */
export async function placeTestOrder(order: Omit<NewOrder, 'reference'> & { reference?: string }): Promise<AchOrder> {
  const outcome = await placeOrder({ reference: newOrderReference(), ...order });
  if (outcome.kind === 'reference-taken') throw new Error(`the reference ${order.reference} belongs to another order`);
  return outcome.order;
}
