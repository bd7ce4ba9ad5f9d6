import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Database, Executor } from './schema';

/**
 * Holds, until the transaction ends, a lock named by `key`: transactions that take the same key run their
 * "count, then write" one after the other, so none decides on a count another is about to change. The
 * one place where the databases differ for this: PostgreSQL takes a transaction-level advisory lock on
 * the key's hash (other processes wait for it; it is released at COMMIT or ROLLBACK); SQLite has one
 * writer at a time and our one connection runs one transaction at a time, so there is nothing to take.
 * Two keys may share a hash: they then wait for each other, which is slower, never wrong.
 */
export async function lockForTransaction(trx: Transaction<Database>, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** Runs `work` in `executor` when it is already a transaction, in a new transaction otherwise. */
export function inTransaction<T>(executor: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return executor.isTransaction ? work(executor as Transaction<Database>) : executor.transaction().execute(work);
}

function isPostgres(executor: Executor): boolean {
  return executor.getExecutor().adapter instanceof PostgresAdapter;
}
