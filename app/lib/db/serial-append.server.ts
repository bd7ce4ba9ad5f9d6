import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database } from './schema';

// Tables whose rows form a chain: each new row is computed from the last one, so appends must happen
// one at a time, and the new row's id must be known before it is written.
type ChainedTable = 'audit_log';

// One advisory lock key per chained table (PostgreSQL): any constant no other lock of ours uses.
const ADVISORY_LOCK_KEY: Record<ChainedTable, number> = { audit_log: 0x4155_4401 };

/**
 * Inside `trx`, makes this transaction the only one appending to `table` until it ends, and returns
 * the id the next row takes. Call it before reading the table's last row. The one place where the
 * databases differ for this:
 * - PostgreSQL: a transaction-scoped advisory lock serializes every process's appends (released at
 *   commit or rollback), then the id comes from the table's own sequence, so it is above every id
 *   committed before; a rolled-back append leaves a gap, never a fork.
 * - SQLite: a process has one connection, so its transactions already run one at a time. Another
 *   process (`npm run admin` while the site runs) is serialized by SQLite's single writer: an empty
 *   UPDATE takes the write lock now (waiting for busy_timeout), before this transaction reads
 *   anything, instead of failing at its first write because another process wrote since it read.
 *   The id is max(id) + 1.
 */
export async function lockForAppend(trx: Transaction<Database>, table: ChainedTable): Promise<number> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEY[table]})`.execute(trx);
    const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::integer as id`.execute(trx);
    return rows[0]!.id;
  }
  await sql`update ${sql.table(table)} set id = id where 0`.execute(trx);
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(last?.id ?? 0) + 1;
}
