import { sql, type Kysely } from 'kysely';
import { autoId, isJson, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. Bank statements: each imported file,
// every incoming transfer it held with the group it was matched into, and the CSV column mappings
// remembered per header (bank profiles).

const GROUPS = ['matched', 'amount-differs', 'already-confirmed', 'unknown-reference', 'no-reference', 'already-imported'];

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);

  await db.schema
    .createTable('bank_statements')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('ofx', 'camt', 'csv')`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('imported_by', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull().defaultTo(now))
    // Incoming transfers kept as lines, and outgoing ones the file also held (not kept).
    .addColumn('line_count', 'integer', (c) => c.notNull())
    .addColumn('debit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('statement_lines')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('statement_id', 'integer', (c) => c.notNull().references('bank_statements.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    // The line's identity in its source (FITID, AcctSvcrRef/NtryRef, or a CSV line's hash and place):
    // set on the one line that first imported it (unique), null on a re-import of it.
    .addColumn('identity', 'text')
    .addColumn('seen_identity', 'text', (c) => c.notNull())
    .addColumn('booked_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_line', 'integer', (c) => c.notNull())
    .addColumn('match_group', 'text', (c) => c.notNull().check(sql`match_group in (${sql.join(GROUPS.map((g) => sql.lit(g)))})`))
    .addColumn('reference', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('ach_orders.id'))
    // JSON array of suggested order ids (No reference: same amount, a similar name).
    .addColumn('suggestions', 'text', (c) => c.notNull().defaultTo('[]').check(isJson(db, 'suggestions')))
    // The order this line's payment confirmed: at most one line confirms an order.
    .addColumn('confirmed_order_id', 'integer', (c) => c.references('ach_orders.id').unique())
    .addColumn('confirmed_at', 'text')
    .addUniqueConstraint('statement_lines_format_identity', ['format', 'identity'])
    .execute();
  await db.schema.createIndex('statement_lines_statement').on('statement_lines').columns(['statement_id', 'position']).execute();

  // A CSV header's column mapping, asked once and used again for files with the same header.
  await db.schema
    .createTable('bank_profiles')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('signature', 'text', (c) => c.notNull().unique())
    .addColumn('mapping', 'text', (c) => c.notNull().check(isJson(db, 'mapping')))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_profiles').execute();
  await db.schema.dropTable('statement_lines').execute();
  await db.schema.dropTable('bank_statements').execute();
}
