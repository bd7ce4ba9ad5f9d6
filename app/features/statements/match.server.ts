import type { Executor } from '~/lib/db/schema';
import { inOrderCurrency } from './amounts';
import { referencesOf, type OrderFacts, type OrderLookup } from './match';
import { eachOf, nextTurn, runInSlices } from './slices';
import type { ParsedLine } from './parsed';

// The orders a statement's lines can match, read in a few queries whatever the file's size: the
// orders its references name, and the pending orders of the amounts of the lines without one.

const CHUNK = 500; // well under SQLite's and PostgreSQL's bound-parameter limits

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < values.length; at += CHUNK) out.push(values.slice(at, at + CHUNK));
  return out;
}

function facts(row: { id: number; reference: string; name: string; status: string; amount_cents: number | null }): OrderFacts {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    status: row.status as OrderFacts['status'],
    amountCents: row.amount_cents,
  };
}

/** The orders the lines' references name, and the pending orders of the amounts of the lines that name none. */
export async function loadOrderLookup(executor: Executor, lines: readonly ParsedLine[]): Promise<OrderLookup> {
  const references = new Set<string>();
  const amounts = new Set<number>();
  // Reading every line's text for references is the long part: in slices (match.ts keeps what it found).
  await runInSlices(
    eachOf(lines, (line) => {
      const found = referencesOf(line);
      if (found.length) for (const r of found) references.add(r);
      else if (inOrderCurrency(line)) amounts.add(line.amountCents);
    }),
  );
  const byReference = new Map<string, OrderFacts>();
  for (const part of chunks([...references])) {
    await nextTurn();
    const rows = await executor
      .selectFrom('ach_orders')
      .select(['id', 'reference', 'name', 'status', 'amount_cents'])
      .where('reference', 'in', part)
      .execute();
    for (const row of rows) byReference.set(row.reference, facts(row));
  }
  const pendingByAmount = new Map<number, OrderFacts[]>();
  for (const part of chunks([...amounts])) {
    await nextTurn();
    const rows = await executor
      .selectFrom('ach_orders')
      .select(['id', 'reference', 'name', 'status', 'amount_cents'])
      .where('status', '=', 'pending')
      .where('amount_cents', 'in', part)
      .execute();
    for (const row of rows) {
      const list = pendingByAmount.get(row.amount_cents!) ?? [];
      list.push(facts(row));
      pendingByAmount.set(row.amount_cents!, list);
    }
  }
  return { byReference, pendingByAmount };
}
