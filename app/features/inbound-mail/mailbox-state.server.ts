import { claimRows } from '~/lib/db/claim.server';
import { db as defaultDb } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';

// The mailbox's one shared row: which process may poll it until when (so on PostgreSQL only one
// process reads the mailbox at a time, whichever started first; a process that dies loses the
// claim when its time passes), and how the last look went, for every process's inbox to show.

/** Takes the mailbox for this process until `until`; false while another process holds it. */
export async function claimMailbox(now: Date, until: Date, db = defaultDb): Promise<boolean> {
  const nowText = now.toISOString();
  const free = (executor: Executor) =>
    executor
      .selectFrom('mailbox_state')
      .select('id')
      .where('id', '=', 1)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]));
  const rows = await claimRows(db, free, (executor, ids) =>
    executor
      .updateTable('mailbox_state')
      .set({ claimed_until: until.toISOString() })
      .where('id', 'in', ids)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
      .returning('id')
      .execute(),
  );
  return rows.length > 0;
}

/** Gives the mailbox back at once (a look is done): another process may take it. */
export async function releaseMailbox(db = defaultDb): Promise<void> {
  await db.updateTable('mailbox_state').set({ claimed_until: null }).where('id', '=', 1).execute();
}

export async function recordMailboxReached(now: Date, db = defaultDb): Promise<void> {
  await db
    .updateTable('mailbox_state')
    .set({ last_checked_at: now.toISOString(), unreachable_since: null, last_error: null })
    .where('id', '=', 1)
    .execute();
}

/** Records a failed look; true when it starts an outage (the mailbox was reachable until now): that one is logged. */
export async function recordMailboxFailure(now: Date, reason: string, db = defaultDb): Promise<boolean> {
  const started = await db
    .updateTable('mailbox_state')
    .set({ unreachable_since: now.toISOString(), last_error: reason })
    .where('id', '=', 1)
    .where('unreachable_since', 'is', null)
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) > 0) return true;
  await db.updateTable('mailbox_state').set({ last_error: reason }).where('id', '=', 1).execute();
  return false;
}

export interface MailboxStatus {
  lastCheckedAt: string | null;
  unreachableSince: string | null;
  lastError: string | null;
}

export async function readMailboxStatus(db: Executor = defaultDb): Promise<MailboxStatus> {
  const row = await db.selectFrom('mailbox_state').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    lastCheckedAt: row?.last_checked_at ?? null,
    unreachableSince: row?.unreachable_since ?? null,
    lastError: row?.last_error ?? null,
  };
}
