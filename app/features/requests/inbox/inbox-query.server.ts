import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { normalizeReference } from '~/lib/codes/references.server';
import type { Database, Executor } from '~/lib/db/schema';
import { everyWordIn, likeIgnoringCase, wordPatterns } from '~/lib/db/text-match.server';
import type { RequestStatus } from '../status';
import { segmentOrder, type InboxCursor } from './inbox-filters';

// One segment of the inbox (the requests of one status, in that status's order) read from both
// request tables at once: each table's part is an index seek on (status, status_since, reference)
// from the cursor, limited to the page, and the two short lists are merged. A page costs the same
// on the first page and the four-hundredth, at 10,000 requests or a million.

export interface InboxRowData {
  list: 'support' | 'help';
  reference: string;
  status: RequestStatus;
  since: string;
  name: string;
  email: string;
  subject: string;
  text: string;
  created_at: string;
}

/** How the search text is matched: an exact reference or address by its index, else a substring of the words. */
export type InboxSearch =
  { kind: 'none' } | { kind: 'reference'; reference: string } | { kind: 'email'; email: string } | { kind: 'text'; patterns: string[] };

const FULL_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function inboxSearch(q: string): InboxSearch {
  if (!q) return { kind: 'none' };
  const reference = normalizeReference(q, 'REQ') ?? normalizeReference(`REQ${q}`, 'REQ');
  if (reference) return { kind: 'reference', reference };
  if (FULL_EMAIL.test(q)) return { kind: 'email', email: q.toLowerCase() };
  return { kind: 'text', patterns: wordPatterns(q) };
}

type Table = 'support_requests' | 'help_requests';
const WORDS: Record<Table, readonly string[]> = {
  support_requests: ['name', 'email', 'reference', 'product', 'problem'],
  help_requests: ['name', 'email', 'reference', 'subject', 'message'],
};

function searchCondition(eb: ExpressionBuilder<Database, 'help_requests'>, table: Table, search: InboxSearch) {
  switch (search.kind) {
    case 'reference':
      return eb('reference', '=', search.reference);
    case 'email':
      return eb(sql`lower(email)`, '=', search.email);
    case 'text':
      // Each word in one of the request's fields or in its thread (a reply, a customer's answer, a note).
      return everyWordIn(eb, search.patterns, WORDS[table], (pattern) =>
        eb.exists(
          eb
            .selectFrom('request_messages')
            .select(sql`1`.as('one'))
            .where(sql.ref('request_messages.reference'), '=', sql.ref(`${table}.reference`))
            .where(likeIgnoringCase('request_messages.body', pattern)),
        ),
      );
    default:
      return eb.and([]);
  }
}

function rows(executor: Executor, table: Table) {
  const list = table === 'support_requests' ? 'support' : 'help';
  const base = executor.selectFrom(table as 'help_requests');
  const columns =
    table === 'support_requests'
      ? [sql<string>`product`.as('subject'), sql<string>`coalesce(problem, '')`.as('text')]
      : [sql<string>`subject`.as('subject'), sql<string>`message`.as('text')];
  return base.select([
    sql<'support' | 'help'>`${list}`.as('list'),
    'reference',
    'status',
    'status_since as since',
    'name',
    'email',
    ...columns,
    'created_at',
  ]) as unknown as SelectQueryBuilder<Database, 'help_requests', InboxRowData>;
}

/**
 * Up to `limit` requests of `status` after `cursor`, in the segment's order (`forward`) or against it,
 * nearest the cursor first.
 */
export async function readSegment(
  executor: Kysely<Database>,
  status: RequestStatus,
  cursor: InboxCursor | null,
  forward: boolean,
  limit: number,
  search: InboxSearch,
): Promise<InboxRowData[]> {
  const natural = segmentOrder(status);
  const order = forward ? natural : natural === 'asc' ? 'desc' : 'asc';
  const comparison = sql.raw(order === 'asc' ? '>' : '<');
  const part = (table: Table) => {
    let query = rows(executor, table).where('status', '=', status);
    if (cursor) query = query.where(sql<boolean>`(status_since, reference) ${comparison} (${cursor.since}, ${cursor.reference})`);
    if (search.kind !== 'none') query = query.where((eb) => searchCondition(eb, table, search));
    return query.orderBy('status_since', order).orderBy('reference', order).limit(limit);
  };
  return executor
    .selectFrom(part('support_requests').as('s'))
    .selectAll()
    .unionAll(executor.selectFrom(part('help_requests').as('h')).selectAll())
    .orderBy('since', order)
    .orderBy('reference', order)
    .limit(limit)
    .execute() as Promise<InboxRowData[]>;
}

/** How many requests each status has (under an exact search), or null for a text search (that would read every row). */
export async function countByStatus(executor: Kysely<Database>, search: InboxSearch): Promise<Record<RequestStatus, number> | null> {
  if (search.kind === 'text') return null;
  const count = async (table: Table, status: RequestStatus) => {
    let query = executor
      .selectFrom(table as 'help_requests')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', status);
    if (search.kind !== 'none') query = query.where((eb) => searchCondition(eb, table, search));
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const statuses: RequestStatus[] = ['open', 'waiting', 'closed'];
  const counts = await Promise.all(
    statuses.map(async (status) => (await count('support_requests', status)) + (await count('help_requests', status))),
  );
  return { open: counts[0]!, waiting: counts[1]!, closed: counts[2]! };
}
