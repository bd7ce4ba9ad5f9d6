import { db, type AchOrder } from './db.server';
import { pageWindow, type Page } from './pagination';

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

/** Newest first, one page at a time (the index on created_at, id serves it). */
export async function listOrders(page = 1): Promise<Page<AchOrder>> {
  const total = Number(
    (await db.selectFrom('ach_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const window = pageWindow(total, page);
  const items = await db
    .selectFrom('ach_orders')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { items, page: window.page, pageCount: window.pageCount, total };
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
