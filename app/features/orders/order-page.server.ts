import { orderPagePath } from '~/lib/paths';
import { normalizeReference } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { devicesText, licenseDateText, licenseExpiryText } from '~/features/licences/licences';
import { issueOrderToken, orderTokenMatches } from './tokens.server';
import { findOrderByReference } from './store.server';
import { orderStatusLabel, type OrderStatus } from './status';
import { getAchDetails } from '~/features/settings/settings.server';
import type { AchDetails } from '~/features/settings/model';

/** One step of the order's timeline: what happened, and when (null: not yet). */
export interface TimelineStep {
  label: string;
  at: string | null;
  atLabel: string | null;
}

/** What the buyer's order page shows: nothing more than the buyer already knows or is owed. */
export interface OrderPageView {
  reference: string;
  plan: string;
  amount: string;
  status: OrderStatus;
  statusLabel: string;
  timeline: TimelineStep[];
  /** While pending: where to send the money. */
  bank: AchDetails | null;
  license: { key: string; devices: string; expires: string } | null;
  cancelReason: string | null;
}

function step(label: string, at: string | null): TimelineStep {
  return { label, at, atLabel: at ? licenseDateText(at) : null };
}

function timeline(order: AchOrder): TimelineStep[] {
  const placed = step('Order placed', order.created_at);
  if (order.status === 'cancelled') return [placed, step(orderStatusLabel('cancelled'), order.cancelled_at)];
  return [placed, step('Payment confirmed', order.confirmed_at), step('License key issued', order.confirmed_at)];
}

async function view(order: AchOrder): Promise<OrderPageView> {
  const confirmed = order.status === 'confirmed' && order.license_key;
  return {
    reference: order.reference,
    plan: order.plan,
    amount: order.price,
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    timeline: timeline(order),
    bank: order.status === 'pending' ? await getAchDetails() : null,
    license: confirmed
      ? { key: order.license_key!, devices: devicesText(order.license_devices ?? 1), expires: licenseExpiryText(order.license_expires_at) }
      : null,
    cancelReason: order.status === 'cancelled' ? order.cancel_reason : null,
  };
}

/**
 * The order page for a reference (as pasted: any case, with or without dashes) and the token from the
 * link, or null: an unknown reference and a wrong or missing token are the same answer.
 */
export async function orderPage(referenceParam: string, token: unknown): Promise<OrderPageView | null> {
  const reference = normalizeReference(referenceParam, 'ORD');
  if (!reference) return null;
  const order = await findOrderByReference(db, reference);
  if (!order || !(await orderTokenMatches(db, order.id, token))) return null;
  return view(order);
}

/** The lookup's answer: the order page with a new token, or one miss for every reason (an unknown reference and a wrong e-mail look the same). */
export type LookupOutcome = { kind: 'found'; path: string } | { kind: 'not-found' };

/** The lookup at /orders: the reference and the e-mail must belong to one order. */
export async function lookUpOrder(referenceInput: string, email: string): Promise<LookupOutcome> {
  const reference = normalizeReference(referenceInput, 'ORD');
  if (!reference) return { kind: 'not-found' };
  const order = await findOrderByReference(db, reference);
  if (!order || order.email.trim().toLowerCase() !== email.trim().toLowerCase()) return { kind: 'not-found' };
  const token = await issueOrderToken(db, order.id);
  return { kind: 'found', path: orderPagePath(order.reference, token) };
}
