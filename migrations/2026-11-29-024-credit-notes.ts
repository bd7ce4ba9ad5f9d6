import { sql, type Kysely } from 'kysely';
import { isJson, isPostgres, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. Credit notes get a series of their own
// ('CN-2026-000001'), gap-free per year like the invoices'. Every document keeps the number it was
// issued with: the credit notes issued so far were numbered in the invoices' series, and stay there
// ('INV'), so that series stays gap-free as issued. Each year's counter is now per series, and a
// document's (year, sequence) is unique within its series.

export async function up(db: Kysely<any>): Promise<void> {
  // The counters: one row per series and year. The year's invoice counter carries on where it was.
  await db.schema
    .createTable('invoice_counters__next')
    .addColumn('series', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('invoice_counters_series_year', ['series', 'year'])
    .execute();
  await db
    .insertInto('invoice_counters__next')
    .columns(['series', 'year', 'last'])
    .expression(db.selectFrom('invoice_counters').select([sql.lit('INV').as('series'), 'year', 'last']))
    .execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.alterTable('invoice_counters__next').renameTo('invoice_counters').execute();

  // The documents: each names its series; every row so far was numbered in the invoices' one.
  if (isPostgres(db)) {
    await db.schema
      .alterTable('invoices')
      .addColumn('series', 'text', (c) => c.notNull().defaultTo('INV'))
      .execute();
    await db.schema.alterTable('invoices').dropConstraint('invoices_year_sequence').execute();
    await db.schema.alterTable('invoices').addUniqueConstraint('invoices_series_year_sequence', ['series', 'year', 'sequence']).execute();
    return;
  }
  // SQLite can't drop a table's constraint: the table is rebuilt (the runner holds the transaction,
  // with foreign keys off; nothing refers to invoices).
  const columns = ['id', 'number', 'series', 'year', 'sequence', 'kind', 'order_id', 'amount_cents', 'document', 'issued_at'];
  await db.schema
    .createTable('invoices__next')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('series', 'text', (c) => c.notNull().defaultTo('INV'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit-note')`))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('ach_orders.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull().check(isJson(db, 'document')))
    .addColumn('issued_at', 'text', (c) => c.notNull().defaultTo(utcNowText(db)))
    .addUniqueConstraint('invoices_order_kind', ['order_id', 'kind'])
    .addUniqueConstraint('invoices_series_year_sequence', ['series', 'year', 'sequence'])
    .execute();
  await db
    .insertInto('invoices__next')
    .columns(columns)
    .expression(db.selectFrom('invoices').select(columns.map((column) => (column === 'series' ? sql.lit('INV').as('series') : column))))
    .execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.alterTable('invoices__next').renameTo('invoices').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to one series: only possible while no credit note has a number of its own.
  const own = await db.selectFrom('invoices').select('number').where('series', '!=', 'INV').limit(1).executeTakeFirst();
  if (own) throw new Error(`credit note ${own.number} has a number of its own series; it can't go back into the invoices' series`);
  await db.schema
    .createTable('invoice_counters__before')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('invoice_counters__before')
    .columns(['year', 'last'])
    .expression(db.selectFrom('invoice_counters').select(['year', 'last']).where('series', '=', 'INV'))
    .execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.alterTable('invoice_counters__before').renameTo('invoice_counters').execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('invoices').dropConstraint('invoices_series_year_sequence').execute();
    await db.schema.alterTable('invoices').addUniqueConstraint('invoices_year_sequence', ['year', 'sequence']).execute();
    await db.schema.alterTable('invoices').dropColumn('series').execute();
    return;
  }
  const columns = ['id', 'number', 'year', 'sequence', 'kind', 'order_id', 'amount_cents', 'document', 'issued_at'];
  await db.schema
    .createTable('invoices__before')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invoice', 'credit-note')`))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('ach_orders.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull().check(isJson(db, 'document')))
    .addColumn('issued_at', 'text', (c) => c.notNull().defaultTo(utcNowText(db)))
    .addUniqueConstraint('invoices_order_kind', ['order_id', 'kind'])
    .addUniqueConstraint('invoices_year_sequence', ['year', 'sequence'])
    .execute();
  await db.insertInto('invoices__before').columns(columns).expression(db.selectFrom('invoices').select(columns)).execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.alterTable('invoices__before').renameTo('invoices').execute();
}
