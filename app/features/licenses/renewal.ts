import { findPlan } from '~/features/catalogue/plans';
import type { AchOrder } from '~/lib/db/schema';
import { licenseExpiry } from './licenses';

// Renewing a license, as Keygen renews one: the same key, its expiry moved by one period, from the
// later of today and the current expiry (an early renewal loses no day; a late one starts today).
// A renewal is an order of its own (paid by transfer like any other) that names the order whose
// license it extends; Lifetime licenses never expire and have nothing to renew.

/** The order page offers Renew from this many days before the license expires (and after it has). */
export const RENEW_FROM_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

type LicenseFacts = Pick<AchOrder, 'status' | 'plan' | 'license_key' | 'license_expires_at' | 'license_revoked_at' | 'renews_order_id'>;

/** Whether a renewal can extend this order's license: confirmed, with a key that expires and still works, and not a renewal itself. */
export function isRenewable(order: LicenseFacts): boolean {
  const plan = findPlan(order.plan);
  return (
    order.status === 'confirmed' &&
    order.renews_order_id === null &&
    order.license_key !== null &&
    order.license_expires_at !== null &&
    order.license_revoked_at === null &&
    plan !== undefined &&
    plan.licenseMonths !== null
  );
}

/** Whether the license has expired at `now`. */
export function hasExpired(order: Pick<AchOrder, 'license_expires_at'>, now = new Date()): boolean {
  return order.license_expires_at !== null && Date.parse(order.license_expires_at) <= now.getTime();
}

/** Whether the order page offers Renew now: a renewable license within RENEW_FROM_DAYS of its expiry, or past it. */
export function renewOffered(order: LicenseFacts, now = new Date()): boolean {
  return isRenewable(order) && Date.parse(order.license_expires_at!) - now.getTime() <= RENEW_FROM_DAYS * DAY_MS;
}

/** The expiry a renewal confirmed at `confirmedAt` gives: one period from the later of then and the current expiry. */
export function renewedExpiry(plan: Parameters<typeof licenseExpiry>[0], currentExpiry: string | null, confirmedAt: string): string | null {
  const from = currentExpiry !== null && Date.parse(currentExpiry) > Date.parse(confirmedAt) ? currentExpiry : confirmedAt;
  return licenseExpiry(plan, from);
}

/** The period a renewal of this plan adds, as a word: 'month' or 'year' (null for Lifetime, which never expires). */
export function renewalPeriod(planName: string): 'month' | 'year' | null {
  const months = findPlan(planName)?.licenseMonths ?? null;
  return months === null ? null : months % 12 === 0 ? 'year' : 'month';
}

/** A license named without giving its key away (a renewal's checkout, invoice and e-mails): '…-T7W4C'. */
export function licenseKeyEnding(key: string): string {
  return `…-${key.split('-').at(-1) ?? ''}`;
}
