import { db } from '~/lib/db/db.server';
import { formatUsd } from '~/lib/money';

// Confirm Selected asks first, as a single Confirm Payment does: how many of the ticked orders are
// pending, and what they come to. The answer carries the count and the total it was asked about;
// the orders are confirmed only while the ticked ones still come to that.

export interface SelectedToConfirm {
  /** The ticked orders, as ticked (pending or not: the outcome names the ones it skips). */
  ids: number[];
  /** How many of them are pending, and their prices added up. */
  count: number;
  totalCents: number;
  /** The total written out ('$159.98'). */
  total: string;
}

/** The ids of an address's ticked orders (the question's page without JavaScript): whole numbers, each once. */
export function selectedOrderIds(values: readonly string[]): number[] {
  const ids = values.map((value) => (/^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : 0));
  return [...new Set(ids.filter((id) => id > 0))];
}

/** What Confirm Selected would confirm now of the ticked orders: the question it asks first names this. */
export async function readSelectedToConfirm(ids: readonly number[]): Promise<SelectedToConfirm> {
  if (ids.length === 0) return { ids: [], count: 0, totalCents: 0, total: formatUsd(0) };
  const row = await db
    .selectFrom('ach_orders')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string>('amount_cents').as('cents')])
    .where('id', 'in', [...ids])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  // PostgreSQL returns the count and the sum as text (bigint, numeric), SQLite as numbers.
  const totalCents = Number(row.cents ?? 0);
  return { ids: [...ids], count: Number(row.n), totalCents, total: formatUsd(totalCents) };
}

/** Whether a posted answer (its count and total) is still what the ticked orders come to. */
export function answersSelected(selected: SelectedToConfirm, count: unknown, totalCents: unknown): boolean {
  return count === String(selected.count) && totalCents === String(selected.totalCents);
}
