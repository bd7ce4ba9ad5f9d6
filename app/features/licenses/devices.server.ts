import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { recordOrderEvent } from '~/features/orders/events.server';
import { oneLineReason } from '~/features/orders/reason';
import { db } from '~/lib/db/db.server';
import type { AchOrder, Executor } from '~/lib/db/schema';
import { deactivateOrderDevice, listOrderDevices, type LicenseActor } from './api/activations.server';
import { licenseDateText } from './licenses';
import { MAX_REVOKE_REASON } from './revoke-limits';

// The devices of one order's license as its pages show them (the buyer's and the administrator's),
// freeing one of them, and the administrator's Revoke License.

export interface DeviceRow {
  id: number;
  name: string;
  platform: string | null;
  activatedLabel: string;
  lastSeenLabel: string;
}

export interface OrderDevicesView {
  /** Devices in use now, and how many the license allows. */
  inUse: number;
  allowed: number;
  devices: DeviceRow[];
}

/** An order's active devices for its page; null when the order has no license. */
export async function orderDevices(
  order: Pick<AchOrder, 'id' | 'license_key' | 'license_devices'>,
  executor: Executor = db,
): Promise<OrderDevicesView | null> {
  if (!order.license_key) return null;
  const devices = await listOrderDevices(order.id, executor);
  return {
    inUse: devices.length,
    allowed: order.license_devices ?? 1,
    devices: devices.map((d) => ({
      id: d.id,
      name: d.name,
      platform: d.platform,
      activatedLabel: licenseDateText(d.createdAt),
      lastSeenLabel: licenseDateText(d.lastSeenAt),
    })),
  };
}

export type FreeDeviceOutcome = { kind: 'deactivated'; name: string } | { kind: 'not-found' };

/** Frees one device of an order (the buyer's or the administrator's Deactivate): timeline and audit log in the same transaction. */
export async function freeOrderDevice(orderId: number, activationId: number, by: LicenseActor): Promise<FreeDeviceOutcome> {
  const outcome = await deactivateOrderDevice(orderId, activationId, by);
  return outcome.kind === 'deactivated' ? { kind: 'deactivated', name: outcome.activation.name } : { kind: 'not-found' };
}

export type RevokeOutcome =
  | { kind: 'revoked'; reference: string }
  | { kind: 'already-revoked'; reference: string }
  | { kind: 'no-license'; reference: string }
  | { kind: 'reason-missing' }
  | { kind: 'reason-too-long'; max: number }
  | { kind: 'not-found' };

/**
 * The administrator's Revoke License: the key stops working at once (the API answers `revoked`), the
 * reason goes in the order's timeline and the audit log, in one transaction. The order keeps its status.
 */
export async function revokeLicense(orderId: number, rawReason: string, by: AuditActor): Promise<RevokeOutcome> {
  const reason = oneLineReason(rawReason);
  if (!reason) return { kind: 'reason-missing' };
  if (reason.length > MAX_REVOKE_REASON) return { kind: 'reason-too-long', max: MAX_REVOKE_REASON };
  return db.transaction().execute(async (trx): Promise<RevokeOutcome> => {
    const order = await trx
      .selectFrom('ach_orders')
      .select(['id', 'reference', 'license_key', 'license_revoked_at'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) return { kind: 'not-found' };
    if (!order.license_key) return { kind: 'no-license', reference: order.reference };
    const revoked = await trx
      .updateTable('ach_orders')
      .set({ license_revoked_at: new Date().toISOString() })
      .where('id', '=', orderId)
      .where('license_revoked_at', 'is', null)
      .executeTakeFirst();
    if (revoked.numUpdatedRows === 0n) return { kind: 'already-revoked', reference: order.reference };
    await recordOrderEvent(trx, orderId, 'license-revoked', by.actor, { reason });
    await recordAudit(trx, by, { kind: 'license-revoked', subject: order.reference, details: { reason } });
    return { kind: 'revoked', reference: order.reference };
  });
}
