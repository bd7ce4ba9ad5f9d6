import { db } from '~/lib/db/db.server';
import { ageInWords } from '~/lib/age-in-words';

/** The overview's line: how many requests wait for a reply, and how long the longest has waited. */
export interface WaitingForReply {
  count: number;
  /** 'less than an hour', '5 hours', '3 days'; null when none waits. */
  oldestAge: string | null;
}

/** Read on every dashboard view, outside the overview's cache: a customer's e-mail reopens a request without any other change. */
export async function readWaitingForReply(now = new Date()): Promise<WaitingForReply> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('support_requests')
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', 'open')
        .as('support'),
      eb
        .selectFrom('help_requests')
        .select((e) => e.fn.countAll().as('n'))
        .where('status', '=', 'open')
        .as('help'),
      eb
        .selectFrom('support_requests')
        .select((e) => e.fn.min('status_since').as('t'))
        .where('status', '=', 'open')
        .as('supportOldest'),
      eb
        .selectFrom('help_requests')
        .select((e) => e.fn.min('status_since').as('t'))
        .where('status', '=', 'open')
        .as('helpOldest'),
    ])
    .executeTakeFirstOrThrow();
  const oldest = [row.supportOldest, row.helpOldest].filter((t): t is string => typeof t === 'string').sort()[0] ?? null;
  return { count: Number(row.support ?? 0) + Number(row.help ?? 0), oldestAge: oldest ? ageInWords(oldest, now) : null };
}
