import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from 'kysely';

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
