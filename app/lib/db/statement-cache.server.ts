import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Compiled statements kept per connection: the site's queries are a few dozen texts, so this bound is never reached in practice. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares (compiles) every query anew; the site runs the same few dozen SQL
 * texts over and over, and compiling them was a twelfth of a checkout post's CPU time. This keeps
 * each text's compiled statement for reuse (oldest out past the bound). A statement still being
 * iterated (a streamed read) is busy: the same text then gets a fresh statement of its own.
 */
export function withStatementCache(sqlite: SQLite.Database, max = MAX_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) {
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
