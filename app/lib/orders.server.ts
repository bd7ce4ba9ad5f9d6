import { db, type AchOrder } from './db.server';
import { listNewestFirst } from './newest-first.server';
import type { Page } from './pagination';

export const ORDER_STATUS = { pending: 'Pending Confirmation', confirmed: 'Confirmed' } as const;

export interface NewOrder {
  name: string;
  email: string;
  plan: string;
  price: string;
}

/** Records a customer's "I have paid" confirmation. The status is always decided here. */
export async function createOrder(order: NewOrder): Promise<number> {
  const row = await db
    .insertInto('ach_orders')
    .values({ ...order, status: ORDER_STATUS.pending })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first, one page at a time. */
export function listOrders(page = 1): Promise<Page<AchOrder>> {
  return listNewestFirst<AchOrder>('ach_orders', page);
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'not-found';

/** Marks a pending order confirmed. Confirming twice changes nothing. */
export async function confirmOrder(id: number): Promise<ConfirmOutcome> {
  const result = await db
    .updateTable('ach_orders')
    .set({ status: ORDER_STATUS.confirmed })
    .where('id', '=', id)
    .where('status', '=', ORDER_STATUS.pending)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'confirmed';
  const exists = await db.selectFrom('ach_orders').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'already-confirmed' : 'not-found';
}
