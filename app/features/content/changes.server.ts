import type { Transaction } from 'kysely';
import { contentVersions } from '~/lib/db/content-version.server';
import { db } from '~/lib/db/db.server';
import type { Database } from '~/lib/db/schema';

/** What a change to the content answers, and whether the site shows what it changed (then cached pages are stale). */
export interface ContentChange<T> {
  result: T;
  visible: boolean;
}

const listeners = new Set<() => void>();

/** Called after every committed change (the scheduler looks again for the next post to publish). */
export function onContentChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs a change of the content in one transaction with its revision and its audit row. A change the
 * site shows bumps the content version in the same transaction, so every process's page cache (and
 * the help search's index) drops what it had once it commits: the version is a row every process
 * reads on PostgreSQL, a number in memory on SQLite's one process (lib/db/content-version.server.ts).
 */
export async function changeContent<T>(work: (trx: Transaction<Database>) => Promise<ContentChange<T>>): Promise<T> {
  let visible = false;
  const result = await db.transaction().execute(async (trx) => {
    const change = await work(trx);
    visible = change.visible;
    if (visible) await contentVersions.bump(trx);
    return change.result;
  });
  if (visible) contentVersions.saved();
  for (const listener of listeners) listener();
  return result;
}
