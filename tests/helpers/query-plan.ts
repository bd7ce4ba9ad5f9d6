import { CompiledQuery, type Compilable } from 'kysely';
import { db } from '../../app/lib/db/db.server';

/**
 * SQLite's EXPLAIN QUERY PLAN of a Kysely query, its lines joined: "SEARCH t USING INDEX i (…)" when an
 * index serves it, "SCAN t" for a full scan, "USE TEMP B-TREE FOR ORDER BY" when it sorts afterwards.
 */
export async function sqliteQueryPlan(query: Compilable): Promise<string> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((row) => row.detail).join('\n');
}
