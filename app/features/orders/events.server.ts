import type { Executor } from '~/lib/db/schema';
import type { OrderEventKind } from './events';

/** Adds an event to an order's timeline, with the caller's executor (inside the event's transaction). */
export async function recordOrderEvent(
  executor: Executor,
  orderId: number,
  kind: OrderEventKind,
  actor: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await executor
    .insertInto('order_events')
    .values({ order_id: orderId, kind, actor, details: JSON.stringify(details), created_at: new Date().toISOString() })
    .execute();
}

/** An order's events, oldest first. */
export function listOrderEvents(executor: Executor, orderId: number) {
  return executor.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}
