import { devicesText, planNamed, type PlanName } from '~/features/catalogue/plans';
import type { AchOrder } from '~/lib/db/schema';

// A license's terms by plan (devices, months) come from the plan catalogue; this module adds what
// follows from them: the expiry date, and how both read for people.

/** The renewal reminder goes out this many days before a Monthly or Yearly license expires. */
export const RENEWAL_REMINDER_DAYS = 7;

/** Devices one license may be activated on (licenses.test.ts checks them against the spec's plan list). */
export function licenseDevices(plan: PlanName): number {
  return planNamed(plan).devices;
}

// '1 device', '2 devices': the plan catalogue words it, for the cards and the license alike.
export { devicesText };

// A date and time without a zone: SQLite's 'YYYY-MM-DD HH:MM:SS', or ISO without 'Z'. Stored times are UTC,
// but JavaScript would read these as the server's local time.
const ZONELESS = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** A stored timestamp (ISO 8601, UTC when it names no zone) as a Date; throws on anything else. */
function parseUtc(timestamp: string): Date {
  const date = new Date(ZONELESS.test(timestamp) ? `${timestamp.replace(' ', 'T')}Z` : timestamp);
  // A license must never get an expiry computed from garbage.
  if (!/^\d{4}-\d{2}-\d{2}/.test(timestamp) || Number.isNaN(date.getTime())) {
    throw new RangeError(`Not a timestamp: ${JSON.stringify(timestamp)}`);
  }
  return date;
}

/** `months` calendar months after `date` (UTC), on the same day, or the month's last day when it has fewer. */
function addCalendarMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  target.setUTCDate(1); // first, so moving the month never overflows (Jan 31 + 1 month is not Mar 3)
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/**
 * When a license confirmed at `confirmedAt` expires, as an ISO string (UTC, same time of day), or null
 * for Lifetime. Monthly: one calendar month later (Jan 31 → Feb 28, or 29 in a leap year); Yearly: one
 * year later (Feb 29 → Feb 28).
 */
export function licenseExpiry(plan: PlanName, confirmedAt: string): string | null {
  const months = planNamed(plan).licenseMonths;
  const confirmed = parseUtc(confirmedAt);
  return months === null ? null : addCalendarMonths(confirmed, months).toISOString();
}

/**
 * The expiry one period earlier than `expiresAt` (a renewal refunded takes its period back), or null
 * for Lifetime.
 */
export function licenseExpiryOnePeriodBefore(plan: PlanName, expiresAt: string): string | null {
  const months = planNamed(plan).licenseMonths;
  return months === null ? null : addCalendarMonths(parseUtc(expiresAt), -months).toISOString();
}

export const NEVER_EXPIRES = 'Never expires';

// One fixed locale and zone, so the order page, the e-mail and the dashboard agree on every server.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A date for people: 'Dec 21, 2026 (UTC)'. */
export function licenseDateText(timestamp: string): string {
  return `${DATE_FORMAT.format(parseUtc(timestamp))} (UTC)`;
}

/** The expiry for people: 'Dec 21, 2026 (UTC)', or 'Never expires' for Lifetime. */
export function licenseExpiryText(expiresAt: string | null): string {
  return expiresAt === null ? NEVER_EXPIRES : licenseDateText(expiresAt);
}

/**
 * Whether an order's license stopped working, and how: with the order's refund (which revokes it at the
 * same moment), or by the administrator's Revoke License. Null while it works, or before it exists.
 */
export function licenseRevokedBy(
  order: Pick<AchOrder, 'license_revoked_at' | 'refunded_at' | 'refund_due_at'>,
): 'refund' | 'administrator' | null {
  if (order.license_revoked_at === null) return null;
  return order.refund_due_at !== null || order.refunded_at !== null ? 'refund' : 'administrator';
}
