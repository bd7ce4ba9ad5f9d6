import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.server';

describe('the SQLite statement cache', () => {
  it('compiles each SQL text once, gives a busy statement a fresh twin, and keeps at most its bound', () => {
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3)');
    const db = withStatementCache(sqlite, 2);
    const select = db.prepare('select n from t order by n');
    expect(db.prepare('select n from t order by n')).toBe(select);

    // While one read is iterated, the same text runs again beside it.
    const rows: number[] = [];
    for (const row of (select as SQLite.Statement).iterate() as Iterable<{ n: number }>) {
      const twin = db.prepare('select n from t order by n') as SQLite.Statement;
      expect(twin).not.toBe(select);
      expect(twin.all()).toHaveLength(3);
      rows.push(row.n);
    }
    expect(rows).toEqual([1, 2, 3]);

    db.prepare('select 1');
    db.prepare('select 2'); // the third text: the oldest goes
    expect(db.prepare('select n from t order by n')).not.toBe(select);
    db.close();
    expect(sqlite.open).toBe(false);
  });
});
