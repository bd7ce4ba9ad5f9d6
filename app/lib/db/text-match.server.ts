import { sql, type RawBuilder } from 'kysely';
import { databaseKind } from './db.server';

/**
 * `column` contains the LIKE `pattern` (its own % _ \ escaped with \), ignoring case. SQLite's LIKE
 * already ignores ASCII case (and is five times faster than lower(column) like …); PostgreSQL's
 * LIKE does not, its ILIKE does.
 */
export function likeIgnoringCase(column: string, pattern: string): RawBuilder<boolean> {
  const operator = databaseKind() === 'postgres' ? sql.raw('ilike') : sql.raw('like');
  return sql<boolean>`${sql.ref(column)} ${operator} ${pattern} escape '\\'`;
}
