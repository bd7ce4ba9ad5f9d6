import type { Executor, OperationRunsTable } from './schema';
import { db as defaultDb } from './db.server';

// The operations the site runs for its operator on a timer (the scheduled backup, the daily look for
// a release): their last run, and a claim so that of several processes sharing a database only one
// runs each at a time.

export type OperationName = OperationRunsTable['name'];

export interface OperationRun<Details> {
  startedAt: string | null;
  finishedAt: string | null;
  outcome: 'ok' | 'failed' | null;
  details: Partial<Details>;
}

/** The last run of `name` (details as the operation wrote them; an unreadable one as empty). */
export async function readOperationRun<Details>(name: OperationName, executor: Executor = defaultDb): Promise<OperationRun<Details>> {
  const row = await executor.selectFrom('operation_runs').selectAll().where('name', '=', name).executeTakeFirst();
  let details: Partial<Details> = {};
  try {
    details = row ? (JSON.parse(row.details) as Partial<Details>) : {};
  } catch {
    // Left as empty: the overview then says nothing it can't read.
  }
  return { startedAt: row?.started_at ?? null, finishedAt: row?.finished_at ?? null, outcome: row?.outcome ?? null, details };
}

/**
 * Takes `name` for this process until `until`, unless another process holds it; says whether it did.
 * One UPDATE that checks the claim in its own WHERE: SQLite runs one writer at a time, and PostgreSQL
 * checks the row again once a concurrent update of it has committed, so only one process wins.
 */
export async function claimOperation(name: OperationName, now: Date, until: Date, db = defaultDb): Promise<boolean> {
  const nowText = now.toISOString();
  const rows = await db
    .updateTable('operation_runs')
    .set({ claimed_until: until.toISOString() })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]))
    .returning('name')
    .execute();
  return rows.length > 0;
}

/** Records how the run started at `startedAt` went, and gives the claim back. */
export async function finishOperation<Details>(
  name: OperationName,
  run: { startedAt: Date; outcome: 'ok' | 'failed'; details: Details },
  db = defaultDb,
): Promise<void> {
  await db
    .updateTable('operation_runs')
    .set({
      claimed_until: null,
      started_at: run.startedAt.toISOString(),
      finished_at: new Date().toISOString(),
      outcome: run.outcome,
      details: JSON.stringify(run.details),
    })
    .where('name', '=', name)
    .execute();
}
