import type { AuditActor } from '~/features/audit/record.server';
import { confirmOrderWithin, type ConfirmOutcome } from '~/features/orders/lifecycle.server';
import { db } from '~/lib/db/db.server';
import { inOrderCurrency } from './amounts';
import { nextTurn } from './slices';

// Confirming orders from a statement, through the same path as the administrator's Confirm Payment
// (license, e-mail through the outbox, invoice, audit), one transaction per order. The line claims its
// order first (statement_lines.confirmed_at, and confirmed_order_id unique): of two requests, or two
// processes, confirming the same line or order, exactly one commits.

export type LineConfirmOutcome =
  | { kind: 'confirmed'; reference: string }
  | { kind: 'not-confirmable' }
  | { kind: 'already-done' }
  | { kind: 'order-refused'; outcome: Exclude<ConfirmOutcome['kind'], 'confirmed'> };

class Refused extends Error {
  constructor(readonly outcome: Exclude<ConfirmOutcome['kind'], 'confirmed'>) {
    super(`the order was not confirmed: ${outcome}`);
  }
}

/**
 * Confirms the order a statement line matched. A line in Matched always may; a line in Amount differs
 * only with `anyway` (Confirm Anyway), and its difference goes into the order's timeline.
 */
export async function confirmStatementLine(lineId: number, by: AuditActor, anyway = false): Promise<LineConfirmOutcome> {
  try {
    return await db.transaction().execute(async (trx): Promise<LineConfirmOutcome> => {
      const line = await trx.selectFrom('statement_lines').selectAll().where('id', '=', lineId).executeTakeFirst();
      const allowed = line?.match_group === 'matched' || (anyway && line?.match_group === 'amount-differs');
      // A payment in another currency is checked and confirmed by hand, on the order's own page.
      if (!line || !allowed || line.order_id === null || !inOrderCurrency(line)) return { kind: 'not-confirmable' };
      const claimed = await trx
        .updateTable('statement_lines')
        .set({ confirmed_at: new Date().toISOString() })
        .where('id', '=', lineId)
        .where('confirmed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return { kind: 'already-done' };
      const order = await trx.selectFrom('ach_orders').select('amount_cents').where('id', '=', line.order_id).executeTakeFirst();
      const outcome = await confirmOrderWithin(trx, line.order_id, by, {
        statementLineId: line.id,
        paidCents: line.amount_cents,
        bookedOn: line.booked_on,
        differenceCents: line.amount_cents - (order?.amount_cents ?? 0),
      });
      // Undo the claim with everything else: the order was confirmed by hand meanwhile, or cancelled.
      if (outcome.kind !== 'confirmed') throw new Refused(outcome.kind);
      await trx.updateTable('statement_lines').set({ confirmed_order_id: line.order_id }).where('id', '=', lineId).execute();
      return { kind: 'confirmed', reference: outcome.order.reference };
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'order-refused', outcome: error.outcome };
    throw error;
  }
}

export interface ConfirmAllResult {
  confirmed: number;
  skipped: number;
}

/** Confirms every line of the statement still in Matched and not yet confirmed, each order in its own transaction. */
export async function confirmMatched(statementId: number, by: AuditActor): Promise<ConfirmAllResult> {
  const lines = await db
    .selectFrom('statement_lines')
    .select('id')
    .where('statement_id', '=', statementId)
    .where('match_group', '=', 'matched')
    .where('confirmed_at', 'is', null)
    .orderBy('position')
    .execute();
  let confirmed = 0;
  for (const { id } of lines) {
    // One order at a time, letting the process answer other requests between them.
    await nextTurn();
    if ((await confirmStatementLine(id, by)).kind === 'confirmed') confirmed++;
  }
  return { confirmed, skipped: lines.length - confirmed };
}
