import { newOrderReference } from '~/lib/codes/references.server';
import type { AchOrder } from '~/lib/db.server';
import { placeOrder } from '~/lib/order-lifecycle.server';
import type { NewOrder } from '~/lib/orders.server';

/** Records an order the way checkout does (its e-mails queued too), under a fresh reference. */
export async function placeTestOrder(order: Omit<NewOrder, 'reference'> & { reference?: string }): Promise<AchOrder> {
  return (await placeOrder({ reference: newOrderReference(), ...order })).order;
}
