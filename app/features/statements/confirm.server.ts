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
 * Confirms the order a statement line matched, or one the preview suggested for it. A line in Matched,
 * or Matched short by the banks' fees, always may; a line in Amount differs only with `anyway` (Confirm
 * Anyway). A line under Unknown reference or No reference confirms the order the administrator chose
 * (`suggested`), and only one the preview offered for it: a suggestion, or the order its reference is
 * probably one character off. Any difference goes into the order's timeline.
 */
export async function confirmStatementLine(
  lineId: number,
  by: AuditActor,
  anyway = false,
  suggested: number | null = null,
): Promise<LineConfirmOutcome> {
  try {
    return await db.transaction().execute(async (trx): Promise<LineConfirmOutcome> => {
      const line = await trx.selectFrom('statement_lines').selectAll().where('id', '=', lineId).executeTakeFirst();
      const orderId = line ? (suggested === null ? line.order_id : offeredFor(line, suggested)) : null;
      const allowed =
        suggested === null
          ? line?.match_group === 'matched' || line?.match_group === 'matched-short' || (anyway && line?.match_group === 'amount-differs')
          : line?.match_group === 'unknown-reference' || line?.match_group === 'no-reference';
      // A payment in another currency is checked and confirmed by hand, on the order's own page.
      if (!line || !allowed || orderId === null || !inOrderCurrency(line)) return { kind: 'not-confirmable' };
      const claimed = await trx
        .updateTable('statement_lines')
        .set({ confirmed_at: new Date().toISOString() })
        .where('id', '=', lineId)
        .where('confirmed_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return { kind: 'already-done' };
      const order = await trx.selectFrom('ach_orders').select('amount_cents').where('id', '=', orderId).executeTakeFirst();
      const outcome = await confirmOrderWithin(trx, orderId, by, {
        statementLineId: line.id,
        paidCents: line.amount_cents,
        bookedOn: line.booked_on,
        differenceCents: line.amount_cents - (order?.amount_cents ?? 0),
        ...(line.match_group === 'matched-short' ? { shortByBankFees: true } : {}),
      });
      // Undo the claim with everything else: the order was confirmed by hand meanwhile, or cancelled.
      if (outcome.kind !== 'confirmed') throw new Refused(outcome.kind);
      await trx.updateTable('statement_lines').set({ confirmed_order_id: orderId, order_id: orderId }).where('id', '=', lineId).execute();
      return { kind: 'confirmed', reference: outcome.order.reference };
    });
  } catch (error) {
    if (error instanceof Refused) return { kind: 'order-refused', outcome: error.outcome };
    throw error;
  }
}

/** The order a line's preview offered (a suggestion, or the one its reference probably meant), when `orderId` is one; else null. */
function offeredFor(line: { suggestions: string; probable_order_id: number | null }, orderId: number): number | null {
  if (line.probable_order_id === orderId) return orderId;
  try {
    const suggestions: unknown = JSON.parse(line.suggestions);
    return Array.isArray(suggestions) && suggestions.includes(orderId) ? orderId : null;
  } catch {
    return null;
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
