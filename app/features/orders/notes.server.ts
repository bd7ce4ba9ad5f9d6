import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import type { Executor, OrderNote } from '~/lib/db/schema';
import { cleanMultiLine } from '~/lib/text-safety';
import { MAX_ORDER_NOTE } from './note-limits';
import { findOrder } from './store.server';

export type AddNoteOutcome =
  | { kind: 'added'; note: OrderNote; reference: string }
  | { kind: 'note-missing' }
  | { kind: 'too-long'; max: number }
  | { kind: 'not-found' };

/**
 * Adds the administrator's internal note to an order (never shown to the buyer), with the audit row,
 * in one transaction. Line breaks are kept; other control characters are dropped.
 */
export async function addOrderNote(orderId: number, typed: string, by: AuditActor): Promise<AddNoteOutcome> {
  const body = cleanMultiLine(typed);
  if (!body) return { kind: 'note-missing' };
  if (body.length > MAX_ORDER_NOTE) return { kind: 'too-long', max: MAX_ORDER_NOTE };
  return db.transaction().execute(async (trx): Promise<AddNoteOutcome> => {
    const order = await findOrder(trx, orderId);
    if (!order) return { kind: 'not-found' };
    const note = await trx
      .insertInto('order_notes')
      .values({ order_id: orderId, body, author: by.actor, created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, by, { kind: 'order-noted', subject: order.reference, details: { note: body } });
    return { kind: 'added', note, reference: order.reference };
  });
}

/** An order's notes, newest first. */
export function listOrderNotes(executor: Executor, orderId: number): Promise<OrderNote[]> {
  return executor.selectFrom('order_notes').selectAll().where('order_id', '=', orderId).orderBy('id', 'desc').execute();
}
