import { db } from '~/lib/db/db.server';
import { MATCH_GROUPS, isMatchGroup, type MatchGroup } from './groups';

// What the statement pages show: the statements imported before, and one statement's lines by group.

const LIST_LIMIT = 50;

export interface StatementSummary {
  id: number;
  fileName: string;
  format: string;
  importedAt: string;
  lineCount: number;
}

/** The statements imported before, newest first. */
export async function listStatements(): Promise<StatementSummary[]> {
  const rows = await db
    .selectFrom('bank_statements')
    .select(['id', 'file_name', 'format', 'imported_at', 'line_count'])
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, fileName: r.file_name, format: r.format, importedAt: r.imported_at, lineCount: r.line_count }));
}

export interface PreviewOrder {
  id: number;
  reference: string;
  name: string;
  amountCents: number | null;
}

export interface PreviewLine {
  id: number;
  bookedOn: string;
  amountCents: number;
  name: string;
  memo: string;
  group: MatchGroup;
  reference: string | null;
  order: PreviewOrder | null;
  suggestions: PreviewOrder[];
  confirmedAt: string | null;
  /** The order is still pending: the line can still confirm it. */
  orderPending: boolean;
}

export interface StatementPreview {
  id: number;
  fileName: string;
  format: string;
  importedAt: string;
  debitCount: number;
  groups: { group: MatchGroup; lines: PreviewLine[] }[];
  /** Lines in Matched not confirmed yet whose order is still pending: what Confirm {N} Matched Orders confirms. */
  toConfirm: number;
  /** Every line had been imported before. */
  alreadyImported: boolean;
}

/** One statement's lines by group (every group listed, in order, even when empty), or null. */
export async function readStatement(id: number): Promise<StatementPreview | null> {
  const statement = await db.selectFrom('bank_statements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!statement) return null;
  const rows = await db
    .selectFrom('statement_lines as l')
    .leftJoin('ach_orders as o', 'o.id', 'l.order_id')
    .select([
      'l.id',
      'l.booked_on',
      'l.amount_cents',
      'l.name',
      'l.memo',
      'l.match_group',
      'l.reference',
      'l.suggestions',
      'l.confirmed_at',
      'o.id as order_id',
      'o.reference as order_reference',
      'o.name as order_name',
      'o.amount_cents as order_amount_cents',
      'o.status as order_status',
    ])
    .where('l.statement_id', '=', id)
    .orderBy('l.position')
    .execute();
  const suggestionIds = [...new Set(rows.flatMap((r) => JSON.parse(r.suggestions) as number[]))];
  const suggested = new Map<number, PreviewOrder>();
  if (suggestionIds.length) {
    const orders = await db
      .selectFrom('ach_orders')
      .select(['id', 'reference', 'name', 'amount_cents'])
      .where('id', 'in', suggestionIds)
      .execute();
    for (const o of orders) suggested.set(o.id, { id: o.id, reference: o.reference, name: o.name, amountCents: o.amount_cents });
  }
  const byGroup = new Map<MatchGroup, PreviewLine[]>(MATCH_GROUPS.map((g) => [g, []]));
  for (const r of rows) {
    const group = isMatchGroup(r.match_group) ? r.match_group : 'unknown-reference';
    byGroup.get(group)!.push({
      id: r.id,
      bookedOn: r.booked_on,
      amountCents: r.amount_cents,
      name: r.name,
      memo: r.memo,
      group,
      reference: r.reference,
      order:
        r.order_id !== null && r.order_reference !== null
          ? { id: r.order_id, reference: r.order_reference, name: r.order_name ?? '', amountCents: r.order_amount_cents }
          : null,
      suggestions: (JSON.parse(r.suggestions) as number[]).flatMap((s) => (suggested.has(s) ? [suggested.get(s)!] : [])),
      confirmedAt: r.confirmed_at,
      orderPending: r.order_status === 'pending',
    });
  }
  return {
    id: statement.id,
    fileName: statement.file_name,
    format: statement.format,
    importedAt: statement.imported_at,
    debitCount: statement.debit_count,
    groups: MATCH_GROUPS.map((group) => ({ group, lines: byGroup.get(group)! })),
    toConfirm: byGroup.get('matched')!.filter((l) => l.confirmedAt === null && l.orderPending).length,
    alreadyImported: rows.length > 0 && rows.every((r) => r.match_group === 'already-imported'),
  };
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
