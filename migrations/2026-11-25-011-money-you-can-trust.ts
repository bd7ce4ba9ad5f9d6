import { sql, type Kysely } from 'kysely';
import { autoId, isJson, replaceValuesCheck, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. Money you can trust: refunds (a
// status, the amount and reason, the licence revoked), the buyer's invoice details, every order's
// timeline and internal notes, and invoices and credit notes numbered without gaps per year.

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);

  await replaceValuesCheck(db, 'ach_orders', 'status', ['pending', 'confirmed', 'cancelled', 'refunded']);
  for (const column of ['refunded_at', 'refund_reason', 'licence_revoked_at', 'buyer_company', 'buyer_address', 'buyer_vat_id']) {
    await db.schema.alterTable('ach_orders').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('ach_orders').addColumn('refund_amount_cents', 'integer').execute();

  // What happened to an order and who did it, for its timeline: confirmed, cancelled, refunded,
  // reopened, the buyer's e-mail corrected, invoice details added. Written in the event's transaction.
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('ach_orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The administrator's e-mail, or 'buyer' for what the buyer did on the order page.
    .addColumn('actor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}').check(isJson(db, 'details')))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('order_events_order_id').on('order_events').columns(['order_id', 'id']).execute();

  // The administrator's internal notes on an order; never shown to the buyer.
  await db.schema
    .createTable('order_notes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('ach_orders.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('order_notes_order_id').on('order_notes').columns(['order_id', 'id']).execute();

  // One counter per year: incremented in the transaction that issues the document, so a number is
  // used exactly when its invoice commits (no gaps, no repeats, whichever process confirms).
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Invoices and credit notes, one series: each keeps the document exactly as issued (JSON), so the
  // PDF is the same whenever it is downloaded, whatever the settings say later.
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit-note')`))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('ach_orders.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull().check(isJson(db, 'document')))
    .addColumn('issued_at', 'text', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('invoices_order_kind', ['order_id', 'kind'])
    .addUniqueConstraint('invoices_year_sequence', ['year', 'sequence'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.dropTable('order_notes').execute();
  await db.schema.dropTable('order_events').execute();
  for (const column of [
    'refund_amount_cents',
    'buyer_vat_id',
    'buyer_address',
    'buyer_company',
    'licence_revoked_at',
    'refund_reason',
    'refunded_at',
  ]) {
    await db.schema.alterTable('ach_orders').dropColumn(column).execute();
  }
}
