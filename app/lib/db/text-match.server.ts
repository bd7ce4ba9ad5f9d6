import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
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

/** `text` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// More words than anyone types into a search box; a pasted paragraph stays one bounded query.
const MOST_WORDS = 8;

/** The search text's words as LIKE patterns, each once: 'Okafor  Maria' → ['%okafor%', '%maria%']. */
export function wordPatterns(q: string): string[] {
  const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MOST_WORDS);
  return words.map(containsPattern);
}

/**
 * Every word somewhere: for each pattern, one of `columns` (or `elsewhere`, a further place such as
 * the thread's messages) contains it, in any order and any part of a name or an address. So
 * 'Okafor Maria' finds Maria Okafor, and 'maria work.test' her with that address.
 */
export function everyWordIn<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  patterns: readonly string[],
  columns: readonly string[],
  elsewhere?: (pattern: string) => Expression<SqlBool>,
): Expression<SqlBool> {
  return eb.and(
    patterns.map((pattern) =>
      eb.or([...columns.map((column) => likeIgnoringCase(column, pattern)), ...(elsewhere ? [elsewhere(pattern)] : [])]),
    ),
  );
}
