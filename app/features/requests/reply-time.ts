import { SUPPORT_SCHEDULE } from '~/features/catalogue/promises';
import { zoneOffsetMs } from '~/lib/time-zone';

/** When a support, contact or help request is answered: quoted by those pages, the legal pages and the acknowledgement e-mail. */
export const REPLY_TIME = 'within one business day';

const HOUR_MS = 60 * 60_000;
const BUSINESS_DAY_MS = (SUPPORT_SCHEDULE.closes - SUPPORT_SCHEDULE.opens) * HOUR_MS;

function isBusinessDay(time: Date): boolean {
  return (SUPPORT_SCHEDULE.days as readonly number[]).includes(time.getUTCDay());
}

function at(day: Date, hour: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
}

/**
 * When the reply promised REPLY_TIME is due for a message received at `received`: one business day's
 * worth of support hours later, counting only the hours support is open in the site's time zone (a
 * message on Friday at 5 pm is due on Monday at 5 pm; one on Saturday, on Monday at closing time).
 */
export function replyDueAt(received: Date, timeZone: string): Date {
  // Walked on the zone's wall clock (written as UTC), then turned back into an instant.
  const wallDue = wallClockDueAt(new Date(received.getTime() + zoneOffsetMs(received, timeZone)));
  return new Date(wallDue.getTime() - zoneOffsetMs(wallDue, timeZone));
}

function wallClockDueAt(received: Date): Date {
  let left = BUSINESS_DAY_MS;
  let cursor = new Date(received.getTime());
  // At most a week of days is walked: every week has business days.
  for (let guard = 0; guard < 14; guard++) {
    const opens = at(cursor, SUPPORT_SCHEDULE.opens);
    const closes = at(cursor, SUPPORT_SCHEDULE.closes);
    if (isBusinessDay(cursor) && cursor < closes) {
      const start = cursor > opens ? cursor : opens;
      const available = closes.getTime() - start.getTime();
      if (left <= available) return new Date(start.getTime() + left);
      left -= available;
    }
    cursor = at(new Date(cursor.getTime() + 24 * HOUR_MS), 0);
  }
  return cursor;
}

/** Whether a request waiting for our reply since `since` is past the promise at `now`. */
export function isPastReplyTime(since: string, now: Date, timeZone: string): boolean {
  const received = new Date(since);
  return !Number.isNaN(received.getTime()) && now.getTime() > replyDueAt(received, timeZone).getTime();
}
