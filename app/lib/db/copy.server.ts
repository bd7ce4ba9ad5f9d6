import fs from 'node:fs';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { createDatabase, describeDatabase } from './db.server';
import { describeDatabaseError, verifyIntegrity } from './database-file.server';
import { openReadOnly, type ReadOnlyDatabase } from './read-only.server';
import type { Database } from './schema';
import { checkPostgresUrl } from './postgres.server';
import { migrateToLatest } from './migrate.server';
import { MIGRATION_TABLES } from './migration-runner.server';
import { shellCommand } from '../shell-command.server';
import { StartupError } from '../startup-error.server';

/**
 * Tables whose rows are not carried over: they describe one running site, not its business. The
 * administrator signs in again (sessions); limits and setup links start afresh; the content version,
 * the mailbox's claim and last look, and the last backup and update check are the target's own.
 */
export const NOT_COPIED = new Set(['admin_sessions', 'rate_limits', 'setup_tokens', 'content_version', 'mailbox_state', 'operation_runs']);
/**
 * Tables a migration fills on every new database (the texts the release before compiled in, seeded
 * by migration 020), children first: the target's seeded rows give way to the source's own, which
 * hold the same seed and whatever the owner wrote since. A target whose content was edited (a
 * revision not seeded) is not new, and is refused like any other.
 */
const SEEDED_BY_MIGRATIONS = ['content_redirects', 'content_revisions', 'content_items'] as const;
// The schema's bookkeeping: the target keeps its own (it records the migrations it ran and who ran them).
const SCHEMA_TABLES = new Set<string>(MIGRATION_TABLES);

// Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table.
const BATCH = 500;

export interface CopiedTable {
  table: string;
  rows: number;
}

/** Read-only SQLite source, PostgreSQL target: the two ends of a move. */
export interface CopyEnds {
  from: Kysely<Database>;
  to: Kysely<Database>;
}

/**
 * The source's tables in the order they were created, so a table comes after the tables its
 * foreign keys point at.
 */
async function sourceTables(from: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by rowid`.execute(from);
  return rows.map((r) => r.name).filter((name) => !name.startsWith('sqlite_') && !SCHEMA_TABLES.has(name) && !NOT_COPIED.has(name));
}

async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * Copies every table of a SQLite database into an empty PostgreSQL one, in one transaction: ids are
 * kept and each identity moves past the highest copied id, so new rows don't collide. Refuses a
 * target that already holds rows, or a source whose schema is not the target's. Verifies the row
 * counts before committing.
 */
export async function copyDatabase({ from, to }: CopyEnds): Promise<CopiedTable[]> {
  await migrateToLatest(to);
  const [fromMigrations, toMigrations] = await Promise.all([appliedMigrations(from), appliedMigrations(to)]);
  if (fromMigrations.join() !== toMigrations.join()) {
    throw new StartupError(
      `the SQLite file is not at the schema of this version of the site: start the site on it once (${shellCommand('serve')}), stop it, then copy`,
    );
  }
  const tables = await sourceTables(from);
  const seeded = new Set<string>(SEEDED_BY_MIGRATIONS);
  const { rows: edited } = await sql<{ n: number | string }>`
    select count(*) as n from content_revisions where cause <> 'seeded'`.execute(to);
  for (const table of tables) {
    const holdsRows = seeded.has(table) ? Number(edited[0]!.n) > 0 : (await countRows(to, table)) > 0;
    if (holdsRows) throw new StartupError(`the PostgreSQL database is not empty (${table} has rows): copy into a new, empty database`);
  }

  const copied = await to.transaction().execute(async (trx) => {
    for (const table of SEEDED_BY_MIGRATIONS) await sql`delete from ${sql.table(table)}`.execute(trx);
    const copied: CopiedTable[] = [];
    for (const table of tables) {
      let rows = 0;
      let lastRowid = 0;
      // Read in rowid order, one batch at a time: a large file is never held in memory whole.
      for (;;) {
        const { rows: batch } = await sql<Record<string, unknown> & { _rowid: number }>`
          select rowid as _rowid, * from ${sql.table(table)} where rowid > ${lastRowid} order by rowid limit ${BATCH}`.execute(from);
        if (batch.length === 0) break;
        lastRowid = batch[batch.length - 1]!._rowid;
        const values = batch.map(({ _rowid, ...row }) => row);
        await trx
          .insertInto(table as keyof Database)
          .values(values as never)
          .execute();
        rows += batch.length;
      }
      const target = await countRows(trx, table);
      if (target !== rows) throw new Error(`${table}: read ${rows} rows but the target holds ${target}`);
      await moveIdentityPastCopiedIds(trx, table);
      copied.push({ table, rows });
    }
    return copied;
  });
  // Statistics for the planner and a visibility map for index-only scans, at once rather than when
  // autovacuum comes round: the dashboard's counts read only indexes from the first request.
  await sql`vacuum analyze`.execute(to);
  return copied;
}

/** A table with an identity id: its next id comes after the highest one copied. */
async function moveIdentityPastCopiedIds(trx: Kysely<Database>, table: string): Promise<void> {
  const { rows } = await sql<{ sequence: string | null }>`
    select pg_get_serial_sequence(table_name, column_name) as sequence from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and column_name = 'id'`.execute(trx);
  const sequence = rows[0]?.sequence;
  if (!sequence) return;
  await sql`select setval(${sequence}, coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
}

/** Opens both ends from the command line's arguments; the source file must exist and is only read. */
export function openCopyEnds(fromFile: string, toUrl: string): CopyEnds & { closeSource: () => void } {
  if (!fs.existsSync(fromFile)) throw new StartupError(`there is no SQLite database at ${fromFile}`);
  if (!toUrl) throw new StartupError('name the PostgreSQL database with --to-env VARIABLE, --to-stdin or --to postgres://…');
  checkPostgresUrl(toUrl);
  // Read-only, as it is: no WAL switch, no modes narrowed, nothing written beside it (read-only.server.ts).
  let source: ReadOnlyDatabase;
  try {
    source = openReadOnly(fromFile);
    verifyIntegrity(source.sqlite);
  } catch (error) {
    throw describeDatabaseError(error, fromFile);
  }
  return {
    from: new Kysely<Database>({ dialect: new SqliteDialect({ database: source.sqlite }) }),
    to: createDatabase({ kind: 'postgres', url: toUrl, poolSize: 2 }),
    closeSource: () => source.close(),
  };
}

export function describeCopy(fromFile: string, toUrl: string, copied: CopiedTable[]): string {
  const counts = copied.map(({ table, rows }) => `${table} ${rows}`).join(', ');
  return `Copied ${fromFile} to ${describeDatabase({ kind: 'postgres', url: toUrl, poolSize: 1 })}: ${counts} (row counts verified)`;
}
