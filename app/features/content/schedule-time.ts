import { timeZoneName } from '~/features/catalogue/promises';
import { wallClock, zoneOffsetMs } from '~/lib/time-zone';

// Times the owner reads and types on the Content screen are the site's (its time zone is a Site
// Setting, as for the support hours); the database keeps instants (ISO-8601 UTC).

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a datetime-local value ('2026-12-01T09:00', seconds optional) names on the site's clock,
 * or null when it is not one. In the hour a clock skips, the time after the jump; in the hour it
 * repeats, the first.
 */
export function instantOfWallTime(value: string, timeZone: string): Date | null {
  const match = WALL.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0)) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number?,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  // The offset at the typed time read as UTC, then at the instant that gives: across a change of the
  // clocks the first guess is an hour out. A guess that reads back as typed is the one; in the hour
  // the clocks skip, neither does, and the later (after the jump) is taken.
  const firstGuess = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  const secondGuess = asUtc - zoneOffsetMs(new Date(firstGuess), timeZone);
  const typed = value.trim().slice(0, 16);
  const readsBack = [secondGuess, firstGuess].find((instant) => wallTimeOf(new Date(instant).toISOString(), timeZone) === typed);
  return new Date(readsBack ?? Math.max(firstGuess, secondGuess));
}

/** An instant as a datetime-local value on the site's clock. */
export function wallTimeOf(iso: string, timeZone: string): string {
  const wall = wallClock(new Date(iso), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** 'Dec 1, 2026, 9:00 AM Eastern Time': an instant as the Content screen shows it. */
export function siteTimeLabel(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date).replace(/\u202f/g, ' ');
  return `${text} ${timeZoneName(timeZone)}`;
}
