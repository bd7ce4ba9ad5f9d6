import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database, Executor } from './schema';

// The one home for what PostgreSQL and SQLite do differently to keep concurrent transactions apart
// (taking rows for a worker is the other: claim.server.ts).

/** Whether `executor` talks to PostgreSQL (several processes, several connections) rather than SQLite. */
export function isPostgres(executor: Executor | Kysely<Database>): boolean {
  return executor.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Holds, until the transaction ends, a lock named by `key`: transactions that take the same key run their
 * "count, then write" one after the other, so none decides on a count another is about to change.
 * PostgreSQL takes a transaction-level advisory lock on the key's hash (other processes wait for it;
 * it is released at COMMIT or ROLLBACK); SQLite has one writer at a time and our one connection runs
 * one transaction at a time, so there is nothing to take. Two keys may share a hash: they then wait
 * for each other, which is slower, never wrong.
 */
export async function lockForTransaction(trx: Transaction<Database>, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

// Tables whose rows form a chain: each new row is computed from the last one, so appends must happen
// one at a time, and the new row's id must be known before it is written.
type ChainedTable = 'audit_log';

/**
 * Inside `trx`, makes this transaction the only one appending to `table` until it ends, and returns
 * the id the next row takes. Call it before reading the table's last row.
 * - PostgreSQL: the table's lock (lockForTransaction) serializes every process's appends, then the id
 *   comes from the table's own sequence, so it is above every id committed before; a rolled-back
 *   append leaves a gap, never a fork.
 * - SQLite: a process has one connection, so its transactions already run one at a time. Another
 *   process (`npm run admin` while the site runs) is serialized by SQLite's single writer: an empty
 *   UPDATE takes the write lock now (waiting for busy_timeout), before this transaction reads
 *   anything, instead of failing at its first write because another process wrote since it read.
 *   The id is max(id) + 1.
 */
export async function lockForAppend(trx: Transaction<Database>, table: ChainedTable): Promise<number> {
  if (isPostgres(trx)) {
    await lockForTransaction(trx, `append to ${table}`);
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

/** Runs `work` in `executor` when it is already a transaction, in a new transaction otherwise. */
export function inTransaction<T>(executor: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return executor.isTransaction ? work(executor as Transaction<Database>) : executor.transaction().execute(work);
}
