import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/. Issue 33, money that arrives by file: what a
// statement's preview says it read (the lines skipped for a zero amount, or because the bank had not
// booked them yet, beside the debits), each line's currency (a payment in another currency never
// matches a dollar order), and an index that pages a statement's lines group by group.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bank_statements')
    .addColumn('zero_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('bank_statements')
    .addColumn('unbooked_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // ISO 4217 as the file names it; null: the file doesn't say (the account's own currency).
  await db.schema.alterTable('statement_lines').addColumn('currency', 'text').execute();
  await db.schema
    .createIndex('statement_lines_statement_group')
    .on('statement_lines')
    .columns(['statement_id', 'match_group', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('statement_lines_statement_group').execute();
  await db.schema.alterTable('statement_lines').dropColumn('currency').execute();
  await db.schema.alterTable('bank_statements').dropColumn('unbooked_count').execute();
  await db.schema.alterTable('bank_statements').dropColumn('zero_count').execute();
}
