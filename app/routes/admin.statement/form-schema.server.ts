import { z } from 'zod';

// The statement preview's forms, one schema each, by intent. Every field is a hidden one the page
// wrote (a line's id, an order's, the figures the question named), so a refusal is a toast on the
// page rather than a message beside a field: the page was out of date, or the post was made by hand.

const rowId = z
  .string()
  .regex(/^\d{1,12}$/)
  .transform(Number);
const figure = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

export const STATEMENT_FORMS = {
  /** Confirm {N} Matched Orders, answering its question: the count and the total (cents) it named. */
  'confirm-matched': z.object({ count: figure, totalCents: figure }),
  /** Confirm a line short by bank fees. */
  'confirm-short': z.object({ lineId: rowId }),
  /** Confirm a line with the order suggested for it. */
  'confirm-suggestion': z.object({ lineId: rowId, orderId: rowId }),
  /** Confirm Anyway: a line whose amount differs. */
  'confirm-anyway': z.object({ lineId: rowId }),
} as const;

export type StatementIntent = keyof typeof STATEMENT_FORMS;

export function isStatementIntent(value: unknown): value is StatementIntent {
  return typeof value === 'string' && Object.hasOwn(STATEMENT_FORMS, value);
}
