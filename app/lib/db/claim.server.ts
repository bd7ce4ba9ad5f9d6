import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database, Executor } from './schema';
import { isPostgres } from './transaction-lock.server';

/** The rows a worker could take: a select of their ids (due, not taken by anyone). */
export type ClaimableRows<T extends keyof Database> = SelectQueryBuilder<Database, T, { id: number }>;

/**
 * Takes rows for this process to work on, so no other process takes them meanwhile: `select` names
 * the candidates, `mark` marks them taken (and checks again, in its own WHERE, that they still are
 * free) and returns them. The one place where the databases differ for this: PostgreSQL locks the
 * selected rows and skips those another process holds (FOR UPDATE SKIP LOCKED) in a short
 * transaction; SQLite has one writer at a time, so the UPDATE that selects its rows in a subquery is
 * atomic by itself.
 */
export async function claimRows<T extends keyof Database, R>(
  db: Kysely<Database>,
  select: (executor: Executor) => ClaimableRows<T>,
  mark: (executor: Executor, ids: number[] | ClaimableRows<T>) => Promise<R[]>,
): Promise<R[]> {
  if (!isPostgres(db)) return mark(db, select(db));
  return db.transaction().execute(async (trx) => {
    const rows = await select(trx).forUpdate().skipLocked().execute();
    return rows.length
      ? mark(
          trx,
          rows.map((row) => row.id),
        )
      : [];
  });
}
