import { db as defaultDb, isSharedDatabase, type Executor, type OutboxRow } from '../db.server';

/**
 * Takes up to `limit` due messages for this process until `claimUntil`, so no other process sends them
 * meanwhile; a process that dies holding a claim loses it when the time passes. The only place where
 * the databases differ: PostgreSQL locks the rows it selects and skips those another process holds
 * (FOR UPDATE SKIP LOCKED), in a short transaction; SQLite has one writer at a time, so one
 * conditional UPDATE … RETURNING claims atomically.
 */
export async function claimDueMessages(now: Date, claimUntil: Date, limit: number, db = defaultDb): Promise<OutboxRow[]> {
  const nowText = now.toISOString();
  const due = (executor: Executor) =>
    executor
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'queued')
      .where('next_attempt_at', '<=', nowText)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit);
  const claim = (executor: Executor, ids: number[] | ReturnType<typeof due>) =>
    executor
      .updateTable('outbox')
      .set({ claimed_until: claimUntil.toISOString() })
      .where('id', 'in', ids)
      // Checked again by the UPDATE itself, so a row claimed since the SELECT is not taken twice.
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
      .returningAll()
      .execute();

  if (!isSharedDatabase()) return claim(db, due(db));
  return db.transaction().execute(async (trx) => {
    const rows = await due(trx).forUpdate().skipLocked().execute();
    return rows.length
      ? claim(
          trx,
          rows.map((row) => row.id),
        )
      : [];
  });
}
