import { sql } from 'kysely';
import type { Executor } from '~/lib/db/schema';
import { NEW_REQUESTS_PER_HOUR, NEW_REQUESTS_PER_SENDER_PER_HOUR } from './limits';

// How many new requests e-mail may start: anyone can write to the support address, so a flood from
// one address, or from a thousand, must not bury the inbox (nor the administrator's notifications).
// An e-mail past a limit is not refused: it stays unread in the mailbox and is imported once the
// hour has room again. Answers to existing requests are never held back.

export { NEW_REQUESTS_PER_HOUR, NEW_REQUESTS_PER_SENDER_PER_HOUR };

const HOUR = 60 * 60_000;

export interface Hold {
  reason: string;
  /** When the hour will have room again: the message is looked at again from then. */
  retryAt: Date;
}

/** The new requests by e-mail of the last hour (from `sender`, when given), latest first, no more than `cap`. */
function latest(executor: Executor, since: string, cap: number, sender?: string) {
  let query = executor
    .selectFrom('inbound_emails')
    .select('received_at')
    .where('outcome', '=', 'new-request')
    .where('received_at', '>=', since);
  if (sender !== undefined) query = query.where(sql`lower(sender)`, '=', sender.toLowerCase());
  return query.orderBy('received_at', 'desc').limit(cap).execute();
}

/** Why an e-mail from `sender` may not start a new request now, or null when it may. */
export async function newRequestHold(executor: Executor, sender: string, now: Date): Promise<Hold | null> {
  const since = new Date(now.getTime() - HOUR).toISOString();
  const check = async (cap: number, reason: string, from?: string): Promise<Hold | null> => {
    const rows = await latest(executor, since, cap, from);
    if (rows.length < cap) return null;
    // Room again once the cap-th latest of them is an hour old.
    return { reason, retryAt: new Date(Date.parse(rows.at(-1)!.received_at) + HOUR) };
  };
  return (
    (await check(
      NEW_REQUESTS_PER_SENDER_PER_HOUR,
      `Held in the mailbox: ${NEW_REQUESTS_PER_SENDER_PER_HOUR} new requests came from this address in the last hour, the limit per address; it is imported once the hour has room.`,
      sender,
    )) ??
    (await check(
      NEW_REQUESTS_PER_HOUR,
      `Held in the mailbox: ${NEW_REQUESTS_PER_HOUR} new requests came by e-mail in the last hour, the site-wide limit; it is imported once the hour has room.`,
    ))
  );
}
