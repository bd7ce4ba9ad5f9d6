import { sql, type Kysely } from 'kysely';
import { isJson } from './portable';

// Frozen in time: this file imports nothing from app/. What the site does for its operator on its
// own, one row each: the scheduled backup and the daily look for a newer release. Each row says
// when it last ran and how it went, and who is running it now (a claim, so that of several processes
// on one PostgreSQL database only one takes a backup).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operation_runs')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('claimed_until', 'text')
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('ok', 'failed')`))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}').check(isJson(db, 'details')))
    .execute();
  await db
    .insertInto('operation_runs')
    .values([{ name: 'backup' }, { name: 'update-check' }])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('operation_runs').execute();
}
