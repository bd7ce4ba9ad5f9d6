import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { normalizeReference, type ReferencePrefix } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { Database } from '~/lib/db/schema';
import type { RequestList } from '~/features/requests/kind';
import { requestListRows } from '~/features/requests/store.server';
import { everyWordIn, wordPatterns } from '~/lib/db/text-match.server';
import { COUNT_CAP, createdBefore, type ListFilters } from './list-filters';

// The filtered, newest-first query behind a dashboard list and its CSV export: one builder, so the page
// and the file always agree. Every condition is one an index serves where it can: the reference's
// unique index, lower(email), (status, created_at desc, id desc) and (created_at desc, id desc).

/** The orders, or one of the request lists (read through features/requests/store.server.ts). */
export type ListTable = 'ach_orders' | RequestList;

/** How the search text is matched: an exact reference or e-mail found by its index, else each word as a substring. */
export type Search =
  { kind: 'none' } | { kind: 'reference'; reference: string } | { kind: 'email'; email: string } | { kind: 'text'; patterns: string[] };

const PREFIX: Record<ListTable, ReferencePrefix> = { ach_orders: 'ORD', support: 'REQ', help: 'REQ' };
const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Orders and requests share the columns filtered on; the builder is typed against the orders.
type Qb = SelectQueryBuilder<Database, 'ach_orders', object>;
type Eb = ExpressionBuilder<Database, 'ach_orders'>;

/** The rows a list is of, before its filters. */
function from(table: ListTable): Qb {
  return (table === 'ach_orders' ? db.selectFrom('ach_orders') : requestListRows(db, table)) as unknown as Qb;
}

/**
 * What the search text means for this table. A pasted reference ('ord7k3m9qa2', '7K3M9QA2') or a full
 * e-mail address is looked up by its index first; when no row has it, it is searched as text.
 */
export async function resolveSearch(table: ListTable, q: string): Promise<Search> {
  if (!q) return { kind: 'none' };
  const prefix = PREFIX[table];
  const reference = normalizeReference(q, prefix) ?? normalizeReference(`${prefix}${q}`, prefix);
  const ids = () => from(table).select('id');
  if (reference && (await ids().where('reference', '=', reference).executeTakeFirst())) return { kind: 'reference', reference };
  if (FULL_EMAIL.test(q)) {
    const email = q.toLowerCase();
    if (
      await ids()
        .where(sql`lower(email)`, '=', email)
        .limit(1)
        .executeTakeFirst()
    )
      return { kind: 'email', email };
  }
  return { kind: 'text', patterns: wordPatterns(q) };
}

function searchCondition(eb: Eb, search: Search) {
  switch (search.kind) {
    case 'reference':
      return eb('reference', '=', search.reference);
    case 'email':
      return eb(sql`lower(email)`, '=', search.email);
    case 'text':
      return everyWordIn(eb, search.patterns, ['name', 'email', 'reference']);
    default:
      return eb.and([]);
  }
}

/** The search and created-date conditions (everything but the status: the status counts group by it). */
export function withoutStatus(query: Qb, filters: ListFilters<string>, search: Search): Qb {
  let filtered = search.kind === 'none' ? query : query.where((eb) => searchCondition(eb, search));
  if (filters.from) filtered = filtered.where('created_at', '>=', `${filters.from}T00:00:00.000Z`);
  if (filters.to) filtered = filtered.where('created_at', '<', createdBefore(filters.to));
  return filtered;
}

/** Every row of `table` the filters select, all columns (ordered and limited by pageQuery). */
export function filteredRows(table: ListTable, filters: ListFilters<string>, search: Search) {
  const all = withoutStatus(from(table).selectAll() as Qb, filters, search);
  return (filters.status ? all.where('status', '=', filters.status as never) : all) as Qb;
}

/** Columns a list (or its CSV) adds to each row, computed in the same query: one statement, not one per row. */
export type RowColumns = (query: Qb) => Qb;

/**
 * Rows per status under the dates and an exact reference or e-mail search, each counted up to
 * COUNT_CAP + 1, and `all`, their sum. Null for a partial-text search: counting it would read every
 * row of the table on each page view, where the page itself stops after 51 matches.
 */
export async function statusCounts(
  table: ListTable,
  statuses: readonly string[],
  filters: ListFilters<string>,
  search: Search,
): Promise<Record<string, number> | null> {
  if (search.kind === 'text') return null;
  const counted = await Promise.all(
    statuses.map(async (status) => {
      const matching = withoutStatus(from(table).select('id') as Qb, filters, search)
        .where('status', '=', status as never)
        .limit(COUNT_CAP + 1);
      const row = await db
        .selectFrom(matching.as('matching'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return [status, Number(row.n)] as const;
    }),
  );
  const counts: Record<string, number> = Object.fromEntries(counted);
  counts.all = counted.reduce((sum, [, n]) => sum + n, 0);
  return counts;
}
