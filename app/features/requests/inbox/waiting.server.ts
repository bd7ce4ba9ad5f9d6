import { db } from '~/lib/db/db.server';
import { ageInWords } from '~/lib/age-in-words';
import { countWaitingForReply } from '../store.server';

/** The overview's line: how many requests wait for a reply, and how long the longest has waited. */
export interface WaitingForReply {
  count: number;
  /** 'less than an hour', '5 hours', '3 days'; null when none waits. */
  oldestAge: string | null;
}

/** Read on every dashboard view, outside the overview's cache: a customer's e-mail reopens a request without any other change. */
export async function readWaitingForReply(now = new Date()): Promise<WaitingForReply> {
  const { count, oldestSince } = await countWaitingForReply(db);
  return { count, oldestAge: oldestSince ? ageInWords(oldestSince, now) : null };
}
