import { claimRows, type ClaimableRows } from '~/lib/db/claim.server';
import { db as defaultDb } from '~/lib/db/db.server';
import type { Executor, OutboxRow } from '~/lib/db/schema';

/**
 * Takes up to `limit` due messages for this process until `claimUntil`, so no other process sends them
 * meanwhile; a process that dies holding a claim loses it when the time passes. How the claim is
 * made safe against other processes is the database layer's business (lib/db/claim.server.ts).
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
  const claim = (executor: Executor, ids: number[] | ClaimableRows<'outbox'>) =>
    executor
      .updateTable('outbox')
      .set({ claimed_until: claimUntil.toISOString() })
      .where('id', 'in', ids)
      // Checked again by the UPDATE itself, so a row claimed since the SELECT is not taken twice.
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
      .returningAll()
      .execute();

  return claimRows(db, due, claim);
}
