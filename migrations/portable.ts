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

/**
 * Replaces the CHECK listing the values a text column may hold (a status gains one). PostgreSQL
 * changes the constraint in place. SQLite can't, so the table is rebuilt from its own definition with
 * the new list, following SQLite's documented procedure: foreign keys off for the swap (rows that
 * reference the table stay as they are), one transaction, the table's indexes and triggers recreated,
 * and a foreign-key check before the commit. The transaction is a savepoint, so the rebuild also runs
 * inside the transaction the site's migration runner holds (which turns foreign keys off before it
 * begins: the pragma does nothing inside a transaction).
 */
export async function replaceValuesCheck(db: Kysely<any>, table: string, column: string, values: readonly string[]): Promise<void> {
  const list = values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
  if (isPostgres(db)) {
    const { rows } = await sql<{ name: string }>`
      select conname as name from pg_constraint
      where conrelid = ${table}::regclass and contype = 'c' and pg_get_constraintdef(oid) like ${`%${column}%`}`.execute(db);
    for (const { name } of rows) await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_${column}_check`)} check (${sql.ref(column)} in (${sql.raw(list)}))`.execute(
      db,
    );
    return;
  }
  const { rows: tables } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const { rows: others } = await sql<{ sql: string }>`
    select sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null`.execute(db);
  const original = tables[0]?.sql;
  const check = new RegExp(`check \\(${column} in \\([^)]*\\)\\)`);
  if (!original || !check.test(original)) throw new Error(`${table}.${column} has no CHECK of values to replace`);
  const next = `${table}__next`;
  const definition = original.replace(check, `check (${column} in (${list}))`).replace(`CREATE TABLE "${table}"`, `CREATE TABLE "${next}"`);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`savepoint rebuild`.execute(db);
    try {
      await sql.raw(definition).execute(db);
      await sql`insert into ${sql.table(next)} select * from ${sql.table(table)}`.execute(db);
      await sql`drop table ${sql.table(table)}`.execute(db);
      await sql`alter table ${sql.table(next)} rename to ${sql.table(table)}`.execute(db);
      for (const other of others) await sql.raw(other.sql).execute(db);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(db);
      if (broken.length > 0) throw new Error(`rebuilding ${table} would break ${broken.length} foreign keys`);
      await sql`release rebuild`.execute(db);
    } catch (error) {
      await sql`rollback to rebuild`.execute(db);
      await sql`release rebuild`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
