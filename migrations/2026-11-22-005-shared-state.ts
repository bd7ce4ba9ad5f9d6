import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/ so later code changes can't alter history.
// What several server processes on one PostgreSQL database must agree on (SQLite, one process,
// keeps the first two in memory and leaves these tables empty). Times are ISO-8601 UTC text.
export async function up(db: Kysely<any>): Promise<void> {
  // One row: bumped in the transaction that saves settings; every process compares it with the
  // version of the pages it has cached.
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 1 }).execute();

  // Fixed-window counters (form posts, sign-in failures, download clicks) counted across processes.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends_at').on('rate_limits').column('window_ends_at').execute();

  // The first-run setup links printed by the processes: a hash of each, so a link works on any of them.
  await db.schema
    .createTable('setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['setup_tokens', 'rate_limits', 'content_version']) await db.schema.dropTable(table).execute();
}
