import { db } from '~/lib/db/db.server';
import { MATCH_GROUPS, type MatchGroup } from './groups';

// What the statement pages show, a page at a time however long the statement: the statements
// imported before (newest first), and one statement's summary with a page of each group's lines.
// Every query reads an index range of at most a page, plus counts.

/** Statements listed on one page of the upload screen. */
export const STATEMENTS_PER_PAGE = 50;
/** Lines of one group shown on one page of a statement. */
export const LINES_PER_PAGE = 50;

export interface StatementSummary {
  id: number;
  fileName: string;
  format: string;
  importedAt: string;
  lineCount: number;
}

/** One page of the statements imported before, newest first; `olderThan` continues after a page. */
export async function listStatements(olderThan?: number): Promise<{ statements: StatementSummary[]; nextOlderThan: number | null }> {
  let query = db
    .selectFrom('bank_statements')
    .select(['id', 'file_name', 'format', 'imported_at', 'line_count'])
    .orderBy('id', 'desc')
    .limit(STATEMENTS_PER_PAGE + 1);
  if (olderThan !== undefined) query = query.where('id', '<', olderThan);
  const rows = await query.execute();
  const shown = rows.slice(0, STATEMENTS_PER_PAGE);
  return {
    statements: shown.map((r) => ({
      id: r.id,
      fileName: r.file_name,
      format: r.format,
      importedAt: r.imported_at,
      lineCount: r.line_count,
    })),
    nextOlderThan: rows.length > STATEMENTS_PER_PAGE ? shown.at(-1)!.id : null,
  };
}

export interface PreviewOrder {
  id: number;
  reference: string;
  name: string;
  amountCents: number | null;
}

export interface PreviewLine {
  id: number;
  /** Where the line stands in the statement: pages continue from it. */
  position: number;
  bookedOn: string;
  amountCents: number;
  /** As the file names it; null: the account's own (dollars). */
  currency: string | null;
  name: string;
  memo: string;
  group: MatchGroup;
  reference: string | null;
  order: PreviewOrder | null;
  suggestions: PreviewOrder[];
  /** The pending order the line's reference is probably one character off: 'Probably ORD-…'. */
  probable: PreviewOrder | null;
  confirmedAt: string | null;
  /** The order is still pending: the line can still confirm it. */
  orderPending: boolean;
}

export interface GroupPage {
  group: MatchGroup;
  /** Lines in the group, all pages together. */
  total: number;
  /** How many of the group's lines come before this page. */
  before: number;
  lines: PreviewLine[];
  /** Positions to page from: earlier lines (before the first shown), later lines (after the last shown); null at an end. */
  previousBefore: number | null;
  nextAfter: number | null;
}

/** What the file held and what became of each line: the summary above the preview's Confirm buttons. */
export interface ReadSummary {
  format: string;
  /** Transactions in the file. */
  read: number;
  /** Incoming transfers kept as lines. */
  kept: number;
  debits: number;
  zeros: number;
  unbooked: number;
}

export interface StatementPreview {
  id: number;
  fileName: string;
  importedAt: string;
  summary: ReadSummary;
  groups: GroupPage[];
  /** Lines in Matched not confirmed yet whose order is still pending: what Confirm {N} Matched Orders confirms (a line short by fees is confirmed on its own). */
  toConfirm: number;
  /** Their orders' amounts added up, in cents. */
  toConfirmCents: number;
  /** Every line had been imported before. */
  alreadyImported: boolean;
}

/** Which page of which group to show: after or before a position. Other groups show their first page. */
export interface PageRequest {
  group: MatchGroup;
  after?: number;
  before?: number;
}

async function groupTotals(statementId: number): Promise<Map<MatchGroup, number>> {
  const rows = await db
    .selectFrom('statement_lines')
    .select(['match_group', db.fn.countAll<number>().as('n')])
    .where('statement_id', '=', statementId)
    .groupBy('match_group')
    .execute();
  return new Map(rows.map((r) => [r.match_group as MatchGroup, Number(r.n)]));
}

/** What Confirm {N} Matched Orders would confirm now: how many orders, and their amounts added up. */
export interface MatchedToConfirm {
  count: number;
  totalCents: number;
}

/** The orders Confirm {N} Matched Orders confirms, counted and added up: what the question before it names. */
export async function readMatchedToConfirm(statementId: number): Promise<MatchedToConfirm> {
  const row = await db
    .selectFrom('statement_lines as l')
    .innerJoin('ach_orders as o', 'o.id', 'l.order_id')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('o.amount_cents').as('cents')])
    .where('l.statement_id', '=', statementId)
    .where('l.match_group', '=', 'matched')
    .where('l.confirmed_at', 'is', null)
    .where('o.status', '=', 'pending')
    .executeTakeFirstOrThrow();
  // PostgreSQL returns the count and the sum as text (bigint, numeric), SQLite as numbers.
  return { count: Number(row.n), totalCents: Number(row.cents ?? 0) };
}

function linesQuery(statementId: number, group: MatchGroup) {
  return db
    .selectFrom('statement_lines as l')
    .leftJoin('ach_orders as o', 'o.id', 'l.order_id')
    .select([
      'l.id',
      'l.position',
      'l.booked_on',
      'l.amount_cents',
      'l.currency',
      'l.name',
      'l.memo',
      'l.reference',
      'l.suggestions',
      'l.probable_order_id',
      'l.confirmed_at',
      'o.id as order_id',
      'o.reference as order_reference',
      'o.name as order_name',
      'o.amount_cents as order_amount_cents',
      'o.status as order_status',
    ])
    .where('l.statement_id', '=', statementId)
    .where('l.match_group', '=', group);
}

type LineRow = Awaited<ReturnType<ReturnType<typeof linesQuery>['execute']>>[number];

async function groupPage(
  statementId: number,
  group: MatchGroup,
  total: number,
  request?: PageRequest,
): Promise<{ page: GroupPage; rows: LineRow[] }> {
  const backwards = request?.before !== undefined;
  let query = linesQuery(statementId, group);
  if (request?.after !== undefined) query = query.where('l.position', '>', request.after);
  if (backwards) query = query.where('l.position', '<', request.before!);
  const fetched = await query
    .orderBy('l.position', backwards ? 'desc' : 'asc')
    .limit(LINES_PER_PAGE + 1)
    .execute();
  const rows = fetched.slice(0, LINES_PER_PAGE);
  if (backwards) rows.reverse();
  const first = rows[0]?.position;
  const before =
    first === undefined
      ? 0
      : Number(
          (
            await db
              .selectFrom('statement_lines')
              .select(db.fn.countAll<number>().as('n'))
              .where('statement_id', '=', statementId)
              .where('match_group', '=', group)
              .where('position', '<', first)
              .executeTakeFirstOrThrow()
          ).n,
        );
  const last = rows.at(-1)?.position;
  return {
    rows,
    page: {
      group,
      total,
      before,
      lines: [],
      previousBefore: before > 0 && first !== undefined ? first : null,
      nextAfter: last !== undefined && before + rows.length < total ? last : null,
    },
  };
}

async function ordersById(ids: number[]): Promise<Map<number, PreviewOrder>> {
  const found = new Map<number, PreviewOrder>();
  if (ids.length === 0) return found;
  const orders = await db.selectFrom('ach_orders').select(['id', 'reference', 'name', 'amount_cents']).where('id', 'in', ids).execute();
  for (const o of orders) found.set(o.id, { id: o.id, reference: o.reference, name: o.name, amountCents: o.amount_cents });
  return found;
}

function previewLine(r: LineRow, group: MatchGroup, suggested: Map<number, PreviewOrder>): PreviewLine {
  return {
    id: r.id,
    position: r.position,
    bookedOn: r.booked_on,
    amountCents: r.amount_cents,
    currency: r.currency,
    name: r.name,
    memo: r.memo,
    group,
    reference: r.reference,
    order:
      r.order_id !== null && r.order_reference !== null
        ? { id: r.order_id, reference: r.order_reference, name: r.order_name ?? '', amountCents: r.order_amount_cents }
        : null,
    suggestions: (JSON.parse(r.suggestions) as number[]).flatMap((s) => (suggested.has(s) ? [suggested.get(s)!] : [])),
    probable: r.probable_order_id !== null ? (suggested.get(r.probable_order_id) ?? null) : null,
    confirmedAt: r.confirmed_at,
    orderPending: r.order_status === 'pending',
  };
}

/** One statement's summary and a page of each group (every group listed, in order, even when empty), or null. */
export async function readStatement(id: number, request?: PageRequest): Promise<StatementPreview | null> {
  const statement = await db.selectFrom('bank_statements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!statement) return null;
  const totals = await groupTotals(id);
  const pages = [];
  for (const group of MATCH_GROUPS) {
    const total = totals.get(group) ?? 0;
    pages.push(
      total === 0
        ? { page: emptyPage(group), rows: [] }
        : await groupPage(id, group, total, request?.group === group ? request : undefined),
    );
  }
  const offered = pages.flatMap(({ rows }) =>
    rows.flatMap((r) => [...(JSON.parse(r.suggestions) as number[]), ...(r.probable_order_id !== null ? [r.probable_order_id] : [])]),
  );
  const suggested = await ordersById([...new Set(offered)]);
  const lineCount = [...totals.values()].reduce((a, b) => a + b, 0);
  const toConfirm = await readMatchedToConfirm(id);
  const { debit_count: debits, zero_count: zeros, unbooked_count: unbooked } = statement;
  return {
    id: statement.id,
    fileName: statement.file_name,
    importedAt: statement.imported_at,
    summary: {
      format: statement.format,
      read: statement.line_count + debits + zeros + unbooked,
      kept: statement.line_count,
      debits,
      zeros,
      unbooked,
    },
    groups: pages.map(({ page, rows }) => ({ ...page, lines: rows.map((r) => previewLine(r, page.group, suggested)) })),
    toConfirm: toConfirm.count,
    toConfirmCents: toConfirm.totalCents,
    alreadyImported: lineCount > 0 && totals.get('already-imported') === lineCount,
  };
}

function emptyPage(group: MatchGroup): GroupPage {
  return { group, total: 0, before: 0, lines: [], previousBefore: null, nextAfter: null };
}

/** A line and an order the preview offered for it, as the confirmation question names them; null when the line offers no such order. */
export interface OfferedPayment {
  lineId: number;
  bookedOn: string;
  amountCents: number;
  name: string;
  order: PreviewOrder;
}

/** The question before confirming an order a line's preview offered (a suggestion, or the order its reference probably meant). */
export async function offeredPayment(statementId: number, lineId: number, orderId: number): Promise<OfferedPayment | null> {
  const line = await db
    .selectFrom('statement_lines')
    .select(['id', 'booked_on', 'amount_cents', 'name', 'memo', 'suggestions', 'probable_order_id', 'confirmed_at'])
    .where('id', '=', lineId)
    .where('statement_id', '=', statementId)
    .executeTakeFirst();
  if (!line || line.confirmed_at !== null) return null;
  const offered = line.probable_order_id === orderId || (JSON.parse(line.suggestions) as number[]).includes(orderId);
  const order = offered ? (await ordersById([orderId])).get(orderId) : undefined;
  return order ? { lineId: line.id, bookedOn: line.booked_on, amountCents: line.amount_cents, name: line.name || line.memo, order } : null;
}

export interface StatementPayment {
  lineId: number;
  bookedOn: string;
  amountCents: number;
}

/** The statement line whose payment confirmed an order, if one did. */
export async function statementPaymentOf(orderId: number): Promise<StatementPayment | null> {
  const row = await db
    .selectFrom('statement_lines')
    .select(['id', 'booked_on', 'amount_cents'])
    .where('confirmed_order_id', '=', orderId)
    .executeTakeFirst();
  return row ? { lineId: row.id, bookedOn: row.booked_on, amountCents: row.amount_cents } : null;
}
