import crypto from 'node:crypto';
import { recordAudit } from '~/features/audit/record.server';
import { LICENSED_PRODUCTS } from '~/features/catalogue/licensed-products';
import { findPlan } from '~/features/catalogue/plans';
import { recordOrderEvent } from '~/features/orders/events.server';
import { normalizeLicenseKey } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import { reusableQuery } from '~/lib/db/reusable-query.server';
import type { AchOrder, Executor, LicenseActivation } from '~/lib/db/schema';
import { inTransaction, lockForTransaction } from '~/lib/db/transaction-lock.server';
import { licenseDevices } from '../licenses';
import { signLicenseFile, type LicenseFile } from './license-file';
import type { ActivateRequest, DeactivateRequest, ValidateRequest } from './requests';
import { currentSigningKey } from './signing-keys.server';
import { renewalPeriod } from '../renewal';
import { renewalPath } from '../renewal-link.server';

// The license server: activate, validate and deactivate a key on a device, each with a typed outcome
// the API's adapter maps to its answer. The device limit is checked and the activation written in one
// transaction, under a lock on the license, so simultaneous activations can't pass it together.

export type LicenseStatus = 'active' | 'expired' | 'revoked';

export interface LicenseSummary {
  plan: string;
  devices: number;
  activeDevices: number;
  expiresAt: string | null;
  status: LicenseStatus;
}

export interface ActivationView {
  id: number;
  name: string;
  platform: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export type ActivateOutcome =
  | { kind: 'activated' | 'already-activated'; activation: ActivationView; license: LicenseSummary; licenseFile: LicenseFile }
  | { kind: 'invalid-key' }
  | { kind: 'revoked'; license: LicenseSummary }
  /** `renewPath`: checkout renewing it (the same key), as the order page's Renew. */
  | { kind: 'expired'; license: LicenseSummary; renewPath: string | null }
  | {
      kind: 'device-limit-reached';
      license: LicenseSummary;
      activeDevices: { name: string; platform: string | null; lastSeenAt: string }[];
    };

export type ValidateOutcome =
  | { kind: 'invalid-key' }
  | { kind: 'valid' | 'not-activated' | 'revoked'; license: LicenseSummary }
  | { kind: 'expired'; license: LicenseSummary; renewPath: string | null };

/** Checkout renewing an expired license (Monthly and Yearly: a Lifetime license never expires). */
function renewPathOf(order: Pick<LicenseRow, 'reference' | 'plan'>): string | null {
  return renewalPeriod(order.plan) === null ? null : renewalPath(order);
}

export type DeactivateOutcome = { kind: 'deactivated'; activation: ActivationView; license: LicenseSummary } | { kind: 'not-found' };

/** Who acted, for the order's timeline and the audit log: the app (through the API), the buyer, or the administrator. */
export interface LicenseActor {
  /** 'license API', 'buyer', or the administrator's e-mail. */
  actor: string;
  clientAddress: string;
}

export const API_ACTOR = 'license API';

/** The device id as it is stored: its SHA-256, never the id itself. */
export function fingerprintHash(fingerprint: string): string {
  return crypto.createHash('sha256').update(fingerprint, 'utf8').digest('hex');
}

type LicenseRow = Pick<
  AchOrder,
  'id' | 'reference' | 'plan' | 'status' | 'license_key' | 'license_devices' | 'license_expires_at' | 'license_revoked_at'
>;

function findLicense(executor: Executor, rawKey: string): Promise<LicenseRow | undefined> | undefined {
  const key = normalizeLicenseKey(rawKey);
  if (!key) return undefined;
  return executor
    .selectFrom('ach_orders')
    .select(['id', 'reference', 'plan', 'status', 'license_key', 'license_devices', 'license_expires_at', 'license_revoked_at'])
    .where('license_key', '=', key)
    .executeTakeFirst();
}

function devicesOf(order: LicenseRow): number {
  if (order.license_devices !== null) return order.license_devices;
  const plan = findPlan(order.plan);
  return plan ? licenseDevices(plan.name) : 1;
}

export function licenseStatus(
  order: Pick<AchOrder, 'status' | 'license_revoked_at' | 'license_expires_at'>,
  now = new Date(),
): LicenseStatus {
  if (order.license_revoked_at !== null || order.status === 'refunded') return 'revoked';
  if (order.license_expires_at !== null && Date.parse(order.license_expires_at) <= now.getTime()) return 'expired';
  return 'active';
}

function summary(order: LicenseRow, activeDevices: number): LicenseSummary {
  return {
    plan: order.plan,
    devices: devicesOf(order),
    activeDevices,
    expiresAt: order.license_expires_at,
    status: licenseStatus(order),
  };
}

function view(row: LicenseActivation): ActivationView {
  return { id: row.id, name: row.name, platform: row.platform, createdAt: row.created_at, lastSeenAt: row.last_seen_at };
}

function activeActivations(executor: Executor, orderId: number) {
  return executor
    .selectFrom('license_activations')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .execute();
}

function licenseFileFor(order: LicenseRow, activation: LicenseActivation): LicenseFile {
  return signLicenseFile(
    {
      key: order.license_key!,
      plan: order.plan,
      devices: devicesOf(order),
      expiresAt: order.license_expires_at,
      fingerprint: activation.fingerprint_hash,
      activationId: activation.id,
      issuedAt: new Date().toISOString(),
      products: [...LICENSED_PRODUCTS],
    },
    currentSigningKey(),
  );
}

/** Activates the key on a device, or finds the device's activation again (idempotent: lastSeenAt is updated). */
export async function activateLicense(request: ActivateRequest, by: LicenseActor): Promise<ActivateOutcome> {
  const hash = fingerprintHash(request.fingerprint);
  return db.transaction().execute(async (trx): Promise<ActivateOutcome> => {
    const found = await findLicense(trx, request.key);
    if (!found) return { kind: 'invalid-key' };
    // Every activation of this license waits here for the one before it to commit: the count read below is then final.
    await lockForTransaction(trx, `license activations ${found.id}`);
    const order = (await findLicense(trx, request.key))!;
    const active = await activeActivations(trx, order.id);
    const status = licenseStatus(order);
    if (status === 'expired') return { kind: status, license: summary(order, active.length), renewPath: renewPathOf(order) };
    if (status !== 'active') return { kind: status, license: summary(order, active.length) };
    const now = new Date().toISOString();
    const mine = active.find((row) => row.fingerprint_hash === hash);
    if (mine) {
      const seen = await trx
        .updateTable('license_activations')
        .set({ last_seen_at: now })
        .where('id', '=', mine.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        kind: 'already-activated',
        activation: view(seen),
        license: summary(order, active.length),
        licenseFile: licenseFileFor(order, seen),
      };
    }
    if (active.length >= devicesOf(order)) {
      return {
        kind: 'device-limit-reached',
        license: summary(order, active.length),
        activeDevices: active.map((row) => ({ name: row.name, platform: row.platform, lastSeenAt: row.last_seen_at })),
      };
    }
    const created = await trx
      .insertInto('license_activations')
      .values({
        order_id: order.id,
        fingerprint_hash: hash,
        name: request.name,
        platform: request.platform || null,
        created_at: now,
        last_seen_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOrderEvent(trx, order.id, 'device-activated', by.actor, { name: created.name, platform: created.platform });
    await recordAudit(trx, by, {
      kind: 'device-activated',
      subject: order.reference,
      details: { name: created.name, activationId: created.id },
    });
    return {
      kind: 'activated',
      activation: view(created),
      license: summary(order, active.length + 1),
      licenseFile: licenseFileFor(order, created),
    };
  });
}

/**
 * lastSeenAt is written at most this often per device: validate runs at every start of the app, and
 * a read-only answer costs a fraction of a write (docs/performance.md). "Last seen" is shown by the day.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** One statement: the license, its active devices' count, and this device's activation if it has one. */
const validateQuery = reusableQuery(db, ['key', 'fingerprintHash'], (database, values) =>
  database
    .selectFrom('ach_orders')
    .leftJoin('license_activations as device', (join) =>
      join
        .onRef('device.order_id', '=', 'ach_orders.id')
        .on('device.fingerprint_hash', '=', values.fingerprintHash)
        .on('device.deactivated_at', 'is', null),
    )
    .select(['ach_orders.id', 'reference', 'plan', 'status', 'license_key', 'license_devices', 'license_expires_at', 'license_revoked_at'])
    .select(['device.id as device_id', 'device.last_seen_at as device_last_seen_at'])
    .select((eb) =>
      eb
        .selectFrom('license_activations')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('license_activations.order_id', '=', 'ach_orders.id')
        .where('license_activations.deactivated_at', 'is', null)
        .as('active_devices'),
    )
    .where('license_key', '=', values.key),
);

/** Whether the key works on this device now; a known device's lastSeenAt is brought up to date. */
export async function validateLicense(request: ValidateRequest, now = new Date()): Promise<ValidateOutcome> {
  const key = normalizeLicenseKey(request.key);
  if (!key) return { kind: 'invalid-key' };
  const [order] = await validateQuery({ key, fingerprintHash: fingerprintHash(request.fingerprint) });
  if (!order) return { kind: 'invalid-key' };
  const license = summary(order, Number(order.active_devices ?? 0));
  if (license.status === 'expired') return { kind: 'expired', license, renewPath: renewPathOf(order) };
  if (license.status !== 'active') return { kind: license.status, license };
  if (order.device_id === null) return { kind: 'not-activated', license };
  if (order.device_last_seen_at === null || Date.parse(order.device_last_seen_at) <= now.getTime() - LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('license_activations').set({ last_seen_at: now.toISOString() }).where('id', '=', order.device_id).execute();
  }
  return { kind: 'valid', license };
}

async function countActive(executor: Executor, orderId: number): Promise<number> {
  const row = await executor
    .selectFrom('license_activations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Frees a device, named by its fingerprint or its activation id (the app's own deactivation). */
export async function deactivateLicense(request: DeactivateRequest, by: LicenseActor): Promise<DeactivateOutcome> {
  return db.transaction().execute(async (trx): Promise<DeactivateOutcome> => {
    const order = await findLicense(trx, request.key);
    if (!order) return { kind: 'not-found' };
    const which =
      'activationId' in request
        ? { column: 'id' as const, value: request.activationId }
        : { column: 'fingerprint_hash' as const, value: fingerprintHash(request.fingerprint) };
    const row = await trx
      .selectFrom('license_activations')
      .select('id')
      .where('order_id', '=', order.id)
      .where(which.column, '=', which.value)
      .where('deactivated_at', 'is', null)
      .executeTakeFirst();
    if (!row) return { kind: 'not-found' };
    return deactivateInTransaction(trx, order, row.id, by);
  });
}

async function deactivateInTransaction(
  trx: Executor,
  order: LicenseRow,
  activationId: number,
  by: LicenseActor,
): Promise<DeactivateOutcome> {
  const freed = await trx
    .updateTable('license_activations')
    .set({ deactivated_at: new Date().toISOString() })
    .where('id', '=', activationId)
    .where('order_id', '=', order.id)
    .where('deactivated_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!freed) return { kind: 'not-found' };
  await recordOrderEvent(trx, order.id, 'device-deactivated', by.actor, { name: freed.name, platform: freed.platform });
  await recordAudit(trx, by, {
    kind: 'device-deactivated',
    subject: order.reference,
    details: { name: freed.name, activationId: freed.id },
  });
  return { kind: 'deactivated', activation: view(freed), license: summary(order, await countActive(trx, order.id)) };
}

/** Frees one of an order's devices (the buyer's order page, the admin order page). */
export async function deactivateOrderDevice(orderId: number, activationId: number, by: LicenseActor): Promise<DeactivateOutcome> {
  return inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('ach_orders')
      .select(['id', 'reference', 'plan', 'status', 'license_key', 'license_devices', 'license_expires_at', 'license_revoked_at'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) return { kind: 'not-found' };
    return deactivateInTransaction(trx, order, activationId, by);
  });
}

/** An order's active devices, oldest first, for its pages. */
export async function listOrderDevices(orderId: number, executor: Executor = db): Promise<ActivationView[]> {
  return (await activeActivations(executor, orderId)).map(view);
}
