import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Executor, RequestRow } from '~/lib/db/schema';
import { newRequestReference, normalizeReference } from '~/lib/codes/references.server';
import { everyWordIn, likeIgnoringCase } from '~/lib/db/text-match.server';
import { CONTACT_FORM_SUBJECT, REQUEST_KINDS, REQUEST_LISTS, type RequestKind, type RequestList } from './kind';
import type { RequestCopy } from './mail/request-copy';
import type { RequestStatus } from './status';
import type { InboxCursor } from './inbox/inbox-filters';
import type { InboxSearch } from './inbox/inbox-search.server';

// The one module that reads and writes the requests table: every screen, export and e-mail that
// works on a request (the inbox and its counts, the overview's waiting line, the CSV exports, the
// conversation, the admin order, the buyer's request page, the mailbox import) goes through here.

export interface RequestRecord {
  id: number;
  reference: string;
  kind: RequestKind;
  name: string;
  email: string;
  /** What the request is about, as its conversation and e-mails say it (the subject as stored; for a support request, its product). */
  subject: string;
  /** What the visitor wrote: the message, or the support form's problem ('' when left empty). */
  text: string;
  /** The support form's product; null for the other kinds. */
  product: string | null;
  /** The support form's other fields, as label/value rows. */
  facts: [string, string][];
  status: RequestStatus;
  statusSince: string;
  createdAt: string;
  closedAt: string | null;
  follows: string | null;
  /** When the administrator last opened its conversation; null while never. */
  openedAt: string | null;
  /** The order it is about, when it began as an answer to one of the order's e-mails. */
  orderId: number | null;
}

function recordOf(row: RequestRow): RequestRecord {
  const support = row.kind === 'support';
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: support ? `Support request for ${row.product ?? ''}` : (row.subject ?? ''),
    text: row.message ?? '',
    product: row.product,
    facts: support
      ? [
          ['Phone', row.phone ?? ''],
          ['Product', row.product ?? ''],
        ]
      : [],
    status: row.status,
    statusSince: row.status_since,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    follows: row.follows,
    openedAt: row.opened_at,
    orderId: row.order_id,
  };
}

/** The request with this reference (canonical form), or null. */
export async function findRequest(executor: Executor, reference: string): Promise<RequestRecord | null> {
  const row = await executor.selectFrom('requests').selectAll().where('reference', '=', reference).executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** The request a reference as pasted names ('req 0b4f zx81'), or null. */
export async function findRequestByParam(executor: Executor, param: string): Promise<RequestRecord | null> {
  const reference = normalizeReference(param, 'REQ');
  return reference ? findRequest(executor, reference) : null;
}

/** A person's requests, newest first, found by e-mail address (any case). */
export async function requestsOf(executor: Executor, email: string, limit = 20): Promise<RequestRecord[]> {
  const rows = await executor
    .selectFrom('requests')
    .selectAll()
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(recordOf);
}

/** A new request, with the fields its kind's form asks for. */
export type NewRequest = (
  | { kind: 'support'; name: string; email: string; phone: string; product: string; problem?: string | null }
  | { kind: 'help' | 'email'; name: string; email: string; subject: string; message: string }
  | { kind: 'contact'; name: string; email: string; message: string }
) & {
  /** The earlier request it continues. */
  follows?: string | null;
  /** When it arrived (an e-mail's import time); the database's clock otherwise. */
  createdAt?: string;
  /** The order it is about (an answer to one of the order's e-mails). */
  orderId?: number | null;
};

/** Writes a request with a new reference, in the caller's transaction (its e-mails are the caller's). */
export async function insertRequest(executor: Executor, request: NewRequest): Promise<{ id: number; reference: string }> {
  const reference = newRequestReference();
  const fields =
    request.kind === 'support'
      ? { phone: request.phone, product: request.product, message: request.problem ?? null }
      : {
          subject: request.kind === 'contact' ? CONTACT_FORM_SUBJECT : request.subject,
          message: request.message,
        };
  const row = await executor
    .insertInto('requests')
    .values({
      kind: request.kind,
      reference,
      name: request.name,
      email: request.email,
      ...fields,
      follows: request.follows ?? null,
      order_id: request.orderId ?? null,
      ...(request.createdAt ? { created_at: request.createdAt, status_since: request.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, reference };
}

/** Moves a request to `status` as of `at` (its clock restarts; closing stamps closed_at). */
export async function setRequestStatusRow(executor: Executor, request: RequestRecord, status: RequestStatus, at: string): Promise<void> {
  await executor
    .updateTable('requests')
    .set({ status, status_since: at, closed_at: status === 'closed' ? at : null })
    .where('id', '=', request.id)
    .execute();
}

/** Stamps the request opened by the administrator as of `at` (the inbox's New mark goes). */
export async function markRequestOpened(executor: Executor, request: RequestRecord, at: string): Promise<void> {
  await executor.updateTable('requests').set({ opened_at: at }).where('id', '=', request.id).execute();
}

/** The order's latest request that is not closed, or null: an answer to the order's e-mail joins it. */
export async function findOpenOrderRequest(executor: Executor, orderId: number): Promise<RequestRecord | null> {
  const row = await executor
    .selectFrom('requests')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '!=', 'closed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** The requests linked to an order, newest first (the admin order page lists them). */
export async function requestsOfOrder(executor: Executor, orderId: number, limit = 20): Promise<RequestRecord[]> {
  const rows = await executor
    .selectFrom('requests')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(recordOf);
}

/** What the inbox shows of a request's thread beyond its row: the latest message people wrote, and the customer's latest. */
export interface ThreadGlance {
  /** The latest reply or customer message (notes and system messages are not a conversation's words); null before any. */
  latest: { kind: 'reply' | 'customer'; text: string; at: string } | null;
  /** When the customer last wrote in the thread (after the original); null while they have not. */
  customerAt: string | null;
}

/** Enough of a message's start for a one-line preview. */
const GLANCE_CHARS = 400;

/**
 * The glance of each request of one inbox page: two grouped reads on request_messages' (reference, id)
 * index, bounded by the page's references, so a page costs the same whatever the inbox's size.
 */
export async function readThreadGlances(executor: Executor, references: readonly string[]): Promise<Map<string, ThreadGlance>> {
  const glances = new Map<string, ThreadGlance>(references.map((reference) => [reference, { latest: null, customerAt: null }]));
  if (references.length === 0) return glances;
  const [latest, customer] = await Promise.all([
    executor
      .selectFrom('request_messages')
      .select(['reference', 'kind', 'created_at', sql<string>`substr(body, 1, ${GLANCE_CHARS})`.as('start')])
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('request_messages')
          .select((inner) => inner.fn.max('id').as('id'))
          .where('reference', 'in', references)
          .where('kind', 'in', ['reply', 'customer'])
          .groupBy('reference'),
      )
      .execute(),
    executor
      .selectFrom('request_messages')
      .select(['reference', (eb) => eb.fn.max('created_at').as('at')])
      .where('reference', 'in', references)
      .where('kind', '=', 'customer')
      .groupBy('reference')
      .execute(),
  ]);
  for (const row of latest) {
    const glance = glances.get(row.reference);
    if (glance && (row.kind === 'reply' || row.kind === 'customer'))
      glance.latest = { kind: row.kind, text: row.start, at: row.created_at };
  }
  for (const row of customer) {
    const glance = glances.get(row.reference);
    if (glance) glance.customerAt = row.at ?? null;
  }
  return glances;
}

/** Keeps the latest internal note on the request itself too: the CSV export's note column. */
export async function setRequestNote(executor: Executor, request: RequestRecord, note: string, at: string): Promise<void> {
  await executor.updateTable('requests').set({ note, note_updated_at: at }).where('id', '=', request.id).execute();
}

// The inbox reads one status at a time by keyset on (status, status_since, reference): an index seek
// from the cursor, limited to the page, the same cost on the first page and the four-hundredth.

function inboxCondition(eb: ExpressionBuilder<Database, 'requests'>, search: InboxSearch) {
  switch (search.kind) {
    case 'reference':
      return eb('reference', '=', search.reference);
    case 'email':
      return eb(sql`lower(email)`, '=', search.email);
    case 'text':
      // Each word in one of the request's fields or in its thread (a reply, a customer's answer, a note).
      return everyWordIn(eb, search.patterns, ['name', 'email', 'reference', 'subject', 'message', 'product'], (pattern) =>
        eb.exists(
          eb
            .selectFrom('request_messages')
            .select(sql`1`.as('one'))
            .whereRef('request_messages.reference', '=', 'requests.reference')
            .where(likeIgnoringCase('request_messages.body', pattern))
            // The thread is read per request the page walks, through the (reference, id) index. Without
            // an OFFSET, PostgreSQL may instead match every message of every thread once per word and
            // per status (a hashed subplan): at 10,000 requests with 30,000 messages a search page took
            // 600 ms instead of 30 (`npm run bench -- --lists`). SQLite needs a LIMIT before an OFFSET.
            .limit(1)
            .offset(0),
        ),
      );
    default:
      return eb.and([]);
  }
}

/** The query of readInboxSegment. */
export function inboxSegmentQuery(
  executor: Executor,
  status: RequestStatus,
  cursor: InboxCursor | null,
  order: 'asc' | 'desc',
  limit: number,
  search: InboxSearch,
) {
  let query = executor.selectFrom('requests').selectAll().where('status', '=', status);
  if (cursor) {
    const comparison = sql.raw(order === 'asc' ? '>' : '<');
    query = query.where(sql<boolean>`(status_since, reference) ${comparison} (${cursor.since}, ${cursor.reference})`);
  }
  if (search.kind !== 'none') query = query.where((eb) => inboxCondition(eb, search));
  return query.orderBy('status_since', order).orderBy('reference', order).limit(limit);
}

/** Up to `limit` requests of `status` after `cursor`, in `order` of (status_since, reference), nearest the cursor first. */
export async function readInboxSegment(...args: Parameters<typeof inboxSegmentQuery>): Promise<RequestRecord[]> {
  return (await inboxSegmentQuery(...args).execute()).map(recordOf);
}

/** How many requests each status has (under an exact search), or null for a text search (that would read every row). */
export async function countInbox(executor: Executor, search: InboxSearch): Promise<Record<RequestStatus, number> | null> {
  if (search.kind === 'text') return null;
  let query = executor
    .selectFrom('requests')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('status');
  if (search.kind !== 'none') query = query.where((eb) => inboxCondition(eb, search));
  const counts: Record<RequestStatus, number> = { open: 0, waiting: 0, closed: 0 };
  for (const row of await query.execute()) counts[row.status] = Number(row.n);
  return counts;
}

/** The query of countWaitingForReply. */
export function waitingForReplyQuery(executor: Executor) {
  return executor
    .selectFrom('requests')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('status_since').as('oldest')])
    .where('status', '=', 'open');
}

/** How many requests wait for a reply (open), and since when the longest has. */
export async function countWaitingForReply(executor: Executor): Promise<{ count: number; oldestSince: string | null }> {
  const row = await waitingForReplyQuery(executor).executeTakeFirstOrThrow();
  return { count: Number(row.n), oldestSince: row.oldest ?? null };
}

/** The rows of one of the dashboard's request lists (its CSV export), for the list's filters to narrow. */
export function requestListRows(executor: Executor, list: RequestList) {
  const kinds: readonly RequestKind[] = REQUEST_LISTS[list];
  // One kind is sought in its index, newest first. Several are read newest first from created_at's,
  // the other kinds passed over: an IN on the kind index would have to sort what it finds.
  return kinds.length === 1
    ? executor.selectFrom('requests').where('kind', '=', kinds[0]!)
    : executor.selectFrom('requests').where(
        'kind',
        'not in',
        REQUEST_KINDS.filter((kind) => !kinds.includes(kind)),
      );
}

/** What the visitor sent, as the administrator's notification copies it, from the request as kept. */
export function requestCopyOf(request: RequestRecord): RequestCopy {
  const who = { name: request.name, email: request.email };
  switch (request.kind) {
    case 'support': {
      const fact = (label: string) => request.facts.find(([name]) => name === label)?.[1] ?? '';
      return { kind: 'support', ...who, phone: fact('Phone'), product: fact('Product'), problem: request.text || null };
    }
    case 'contact':
      return { kind: 'contact', ...who, message: request.text };
    case 'help':
    case 'email':
      return { kind: 'help', ...who, subject: request.subject, message: request.text };
  }
}
