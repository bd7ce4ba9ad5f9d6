/** Backoff after a failed attempt: 10 s, 30 s, 90 s … tripling, at most an hour apart. */
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 60 * 60_000;
/** A message still undelivered this long after it was written is given up on (recorded as failed). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** How long to wait after the `attempts`-th failed attempt (1 for the first). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** Whether a message written at `createdAt` has been retried long enough. */
export function pastGivingUp(createdAt: string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() >= GIVE_UP_AFTER_MS;
}
