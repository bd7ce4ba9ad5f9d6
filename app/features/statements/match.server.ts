import type { Executor } from '~/lib/db/schema';
import { getWireDetails } from '~/features/settings/settings.server';
import { referencesOf, type OrderFacts, type OrderLookup } from './match';
import { eachOf, nextTurn, runInSlices } from './slices';
import type { ParsedLine } from './parsed';

// The orders a statement's lines can match, read in a few queries whatever the file's size: the
// orders its references name, and the pending orders (a few hundred at a time) when some line names none.

const CHUNK = 500; // well under SQLite's and PostgreSQL's bound-parameter limits

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < values.length; at += CHUNK) out.push(values.slice(at, at + CHUNK));
  return out;
}

function facts(row: {
  id: number;
  reference: string;
  name: string;
  status: string;
  amount_cents: number | null;
  created_at: string;
}): OrderFacts {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    status: row.status as OrderFacts['status'],
    amountCents: row.amount_cents,
    createdAt: row.created_at,
  };
}

const COLUMNS = ['id', 'reference', 'name', 'status', 'amount_cents', 'created_at'] as const;

/**
 * The orders the lines' references name; every pending order when some line names none of them (its
 * suggestions, and the order a mistyped reference probably meant), read a few hundred at a time; and
 * the wire tolerance of the settings.
 */
export async function loadOrderLookup(executor: Executor, lines: readonly ParsedLine[]): Promise<OrderLookup> {
  const references = new Set<string>();
  let someWithout = false;
  // Reading every line's text for references is the long part: in slices (match.ts keeps what it found).
  await runInSlices(
    eachOf(lines, (line) => {
      const found = referencesOf(line);
      if (found.length) for (const r of found) references.add(r);
      else someWithout = true;
    }),
  );
  const byReference = new Map<string, OrderFacts>();
  for (const part of chunks([...references])) {
    await nextTurn();
    const rows = await executor.selectFrom('ach_orders').select(COLUMNS).where('reference', 'in', part).execute();
    for (const row of rows) byReference.set(row.reference, facts(row));
  }
  const needsPending = someWithout || [...references].some((r) => !byReference.has(r));
  const pending: OrderFacts[] = [];
  for (let after = 0; needsPending;) {
    await nextTurn();
    const rows = await executor
      .selectFrom('ach_orders')
      .select(COLUMNS)
      .where('status', '=', 'pending')
      .where('id', '>', after)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    for (const row of rows) pending.push(facts(row));
    if (rows.length < CHUNK) break;
    after = rows.at(-1)!.id;
  }
  const { acceptShortByCents } = await getWireDetails(executor);
  return { byReference, pending, acceptShortByCents };
}
