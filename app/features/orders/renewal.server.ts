import type { AchOrder, Executor } from '~/lib/db/schema';
import { findPlan, type PlanName } from '~/features/catalogue/plans';
import { devicesText, licenseDateText, licenseExpiryOnePeriodBefore } from '~/features/licenses/licenses';
import { hasExpired, isRenewable, licenseKeyEnding, renewalPeriod, renewedExpiry } from '~/features/licenses/renewal';
import { readRenewalToken } from '~/features/licenses/renewal-link.server';
import { statusesBefore } from './status';
import { findOrder, findOrderByReference } from './store.server';

// A renewal order's life beside its own: at checkout, the license it renews; once confirmed, that
// license's expiry moved by one period (the same key); once refunded, the period taken back.

/** What checkout shows of the license a renewal extends (never its key: the link may be anyone's). */
export interface RenewalCheckout {
  /** The signed token the form carries back. */
  token: string;
  orderId: number;
  plan: PlanName;
  keyEnding: string;
  devices: string;
  expired: boolean;
  expiresLabel: string;
  /** The expiry once renewed today, for a license that has not expired yet; null for an expired one (it runs from the confirmation). */
  renewedUntilLabel: string | null;
  /** 'month' or 'year': the period a renewal adds. */
  period: string;
}

/** The license a renewal link names, when it can still be renewed; null otherwise (a forged or stale link, a refunded license). */
export async function renewalCheckout(executor: Executor, token: unknown, now = new Date()): Promise<RenewalCheckout | null> {
  const reference = readRenewalToken(token);
  if (!reference) return null;
  const order = await findOrderByReference(executor, reference);
  if (!order || !isRenewable(order)) return null;
  const plan = findPlan(order.plan)!;
  const expired = hasExpired(order, now);
  const until = expired ? null : renewedExpiry(plan.name, order.license_expires_at, now.toISOString());
  return {
    token: token as string,
    orderId: order.id,
    plan: plan.name,
    keyEnding: licenseKeyEnding(order.license_key!),
    devices: devicesText(order.license_devices ?? plan.devices),
    expired,
    expiresLabel: licenseDateText(order.license_expires_at!),
    renewedUntilLabel: until ? licenseDateText(until) : null,
    period: renewalPeriod(plan.name) ?? 'year',
  };
}

/** A confirmed renewal: the renewal order, and the order whose license it extended. */
export interface ConfirmedRenewal {
  renewal: AchOrder;
  license: AchOrder;
}

/**
 * Confirms a pending renewal (inside the confirming transaction) by extending the license it names:
 * one period from the later of `at` and the current expiry, the same key, and the renewal reminder
 * armed again for the new expiry. The renewal itself issues no key: it records the expiry it gave and
 * the one it moved from. Null when that license can no longer be renewed (refunded or revoked
 * meanwhile): the caller then confirms it as a purchase of its own.
 */
export async function confirmRenewal(trx: Executor, order: AchOrder, at: string): Promise<ConfirmedRenewal | null> {
  if (order.renews_order_id === null) return null;
  const license = await findOrder(trx, order.renews_order_id);
  if (!license || !isRenewable(license)) return null;
  const plan = findPlan(license.plan)!;
  const from = license.license_expires_at;
  const expiresAt = renewedExpiry(plan.name, from, at);
  const extended = await trx
    .updateTable('ach_orders')
    .set({ license_expires_at: expiresAt, renewal_reminded_at: null })
    .where('id', '=', license.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const renewal = await trx
    .updateTable('ach_orders')
    .set({
      status: 'confirmed',
      confirmed_at: at,
      license_devices: license.license_devices,
      license_expires_at: expiresAt,
      renewal_previous_expires_at: from,
    })
    .where('id', '=', order.id)
    .where('status', 'in', statusesBefore('confirmed'))
    .returningAll()
    .executeTakeFirst();
  if (!renewal) throw new Error(`Order ${order.reference} changed while it was being confirmed`);
  return { renewal, license: extended };
}

/**
 * A refunded renewal takes its period back (inside the refund's transaction): the license returns to
 * the expiry it had before, when nothing renewed it since; else it loses one period. Null when the
 * order is no confirmed renewal, or its license is gone.
 */
export async function takeBackRenewal(trx: Executor, renewal: AchOrder): Promise<AchOrder | null> {
  if (renewal.renews_order_id === null || renewal.renewal_previous_expires_at === null) return null;
  const license = await findOrder(trx, renewal.renews_order_id);
  const plan = license && findPlan(license.plan);
  if (!license || !plan || license.license_expires_at === null) return null;
  const back =
    license.license_expires_at === renewal.license_expires_at
      ? renewal.renewal_previous_expires_at
      : licenseExpiryOnePeriodBefore(plan.name, license.license_expires_at);
  return trx
    .updateTable('ach_orders')
    .set({ license_expires_at: back })
    .where('id', '=', license.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
