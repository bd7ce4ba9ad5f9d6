import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';

// Frozen in time like the migrations that use it: imports nothing from app/. The few places where
// SQLite and PostgreSQL need different SQL are decided here, and only here. On SQLite every helper
// produces exactly the SQL the migrations were first written with, so existing files are unchanged.

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The current time as ISO-8601 UTC text with milliseconds ('2026-11-21T08:30:00.123Z'), the one
 * timestamp format of the site on both databases: it sorts and compares as text.
 */
export function utcNowText(db: Kysely<any>): RawBuilder<string> {
  return isPostgres(db)
    ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** A CHECK that the text column holds valid JSON. */
export function isJson(db: Kysely<any>, column: string): RawBuilder<boolean> {
  // PostgreSQL has no json_valid: a cast refuses what is not JSON (the insert fails either way).
  return isPostgres(db) ? sql`(${sql.raw(column)}::jsonb is not null)` : sql`json_valid(${sql.raw(column)})`;
}

/**
 * An integer id the database assigns: AUTOINCREMENT on SQLite, an identity on PostgreSQL. "By
 * default", so a copy (npm run db:copy) can keep the ids it brings.
 */
export function autoId(db: Kysely<any>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement();
}

/**
 * Replaces a table with a new definition, keeping its rows: `define` builds the new table under a
 * temporary name, `copy` selects the old rows in the new columns' order (it may rewrite values), then
 * the old table goes and the new one takes its name. This is how SQLite changes a CHECK (it can't
 * alter one); PostgreSQL does the same so both end with identical definitions, and afterwards its
 * identity is moved past the copied ids (SQLite's AUTOINCREMENT follows the rows by itself).
 * Indexes of the old table go with it: the caller creates them again.
 */
export async function rebuildTable(
  db: Kysely<any>,
  table: string,
  define: (builder: CreateTableBuilder<string, never>) => CreateTableBuilder<string, any>,
  columns: readonly string[],
  copy: (from: SelectQueryBuilder<any, any, object>) => SelectQueryBuilder<any, any, any>,
): Promise<void> {
  const next = `${table}__next`;
  await define(db.schema.createTable(next)).execute();
  await db
    .insertInto(next)
    .columns([...columns])
    .expression(copy(db.selectFrom(table)))
    .execute();
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(next).renameTo(table).execute();
  if (isPostgres(db)) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}

/**
 * Makes a table append-only in the database itself: an UPDATE or DELETE of any of its rows fails,
 * whichever code (or shell) tries it. SQLite raises from a trigger; PostgreSQL from a trigger function.
 */
export async function appendOnly(db: Kysely<any>, table: string): Promise<void> {
  const message = `${table} is append-only`;
  if (isPostgres(db)) {
    await sql
      .raw(`create function ${table}_append_only() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_append_only before update or delete on ${table} for each row execute function ${table}_append_only()`)
      .execute(db);
    // TRUNCATE skips row triggers: refuse it as well.
    await sql
      .raw(`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function ${table}_append_only()`)
      .execute(db);
    return;
  }
  for (const event of ['update', 'delete']) {
    await sql
      .raw(`create trigger ${table}_no_${event} before ${event} on ${table} begin select raise(abort, '${message}'); end`)
      .execute(db);
  }
}
