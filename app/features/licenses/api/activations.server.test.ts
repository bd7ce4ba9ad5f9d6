import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACTOR } from '../../../../tests/helpers/admin';
import { placeTestOrder } from '../../../../tests/helpers/orders';
import { db } from '~/lib/db/db.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { refundOrder } from '~/features/orders/refund.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { activateLicense, API_ACTOR, deactivateLicense, fingerprintHash, listOrderDevices, validateLicense } from './activations.server';
import { verifyLicenseFile } from './license-file';
import { publishedKeys } from './signing-keys.server';

// The license server against a real database (SQLite, and PostgreSQL with TEST_DATABASE_URL):
// activation with its device limit (simultaneous calls included), validation, deactivation, expiry,
// revocation by a refund, and the signed license file.

const by = { actor: API_ACTOR, clientAddress: '203.0.113.9' };
const device = (n: number) => ({
  fingerprint: `device-fingerprint-${String(n).padStart(4, '0')}`,
  name: `Laptop ${n}`,
  platform: 'windows',
});

async function license(plan: 'Monthly' | 'Yearly' | 'Lifetime' = 'Yearly') {
  const order = await placeTestOrder({ name: 'Lena License', email: 'lena@example.com', plan, price: '$79.99' });
  await confirmOrder(order.id, TEST_ACTOR);
  const row = await db.selectFrom('ach_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  return { id: row.id, key: row.license_key! };
}

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('activating a license', () => {
  it('activates a device with a signed license file, and again answers with the same activation', async () => {
    const { key } = await license();
    const first = await activateLicense({ key, ...device(1) }, by);
    expect(first).toMatchObject({ kind: 'activated', license: { plan: 'Yearly', devices: 2, activeDevices: 1, status: 'active' } });
    if (first.kind !== 'activated') return;
    const payload = verifyLicenseFile(first.licenseFile, publishedKeys().keys);
    expect(payload).toMatchObject({
      key,
      plan: 'Yearly',
      devices: 2,
      fingerprint: fingerprintHash(device(1).fingerprint),
      activationId: first.activation.id,
    });
    const again = await activateLicense({ key: key.toLowerCase(), ...device(1) }, by);
    expect(again).toMatchObject({ kind: 'already-activated', activation: { id: first.activation.id }, license: { activeDevices: 1 } });
  });

  it('stores the fingerprint hashed, never as sent', async () => {
    const { id, key } = await license();
    await activateLicense({ key, ...device(7) }, by);
    const rows = await db.selectFrom('license_activations').selectAll().where('order_id', '=', id).execute();
    expect(rows.map((r) => r.fingerprint_hash)).toEqual([fingerprintHash(device(7).fingerprint)]);
    expect(JSON.stringify(rows)).not.toContain(device(7).fingerprint);
  });

  it('gives exactly two of ten simultaneous activations of a two-device license, and names the two', async () => {
    const { key } = await license('Yearly');
    // Every connection of the pool open first (PostgreSQL), so the ten really run side by side.
    await Promise.all(
      Array.from({ length: 4 }, () => db.transaction().execute((trx) => trx.selectFrom('ach_orders').select('id').limit(1).execute())),
    );
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => activateLicense({ key, ...device(i) }, by)));
    expect(outcomes.filter((o) => o.kind === 'activated')).toHaveLength(2);
    const refused = outcomes.filter((o) => o.kind === 'device-limit-reached');
    expect(refused).toHaveLength(8);
    const names = outcomes.flatMap((o) => (o.kind === 'activated' ? [o.activation.name] : [])).sort();
    const first = refused[0]!;
    expect(first.kind === 'device-limit-reached' && first.activeDevices.map((d) => d.name).sort()).toEqual(names);
  });

  it('frees a slot when a device is deactivated', async () => {
    const { id, key } = await license('Monthly');
    await activateLicense({ key, ...device(1) }, by);
    expect(await activateLicense({ key, ...device(2) }, by)).toMatchObject({ kind: 'device-limit-reached' });
    expect(await deactivateLicense({ key, fingerprint: device(1).fingerprint }, by)).toMatchObject({
      kind: 'deactivated',
      license: { activeDevices: 0 },
    });
    expect(await deactivateLicense({ key, fingerprint: device(1).fingerprint }, by)).toEqual({ kind: 'not-found' });
    expect(await activateLicense({ key, ...device(2) }, by)).toMatchObject({ kind: 'activated' });
    expect((await listOrderDevices(id)).map((d) => d.name)).toEqual(['Laptop 2']);
    const events = await db.selectFrom('order_events').select('kind').where('order_id', '=', id).orderBy('id').execute();
    expect(events.map((e) => e.kind).filter((k) => k.startsWith('device'))).toEqual([
      'device-activated',
      'device-deactivated',
      'device-activated',
    ]);
  });

  it('refuses an unknown key, an expired license and a revoked one', async () => {
    expect(await activateLicense({ key: 'AAAAA-BBBBB-CCCCC-DDDDD', ...device(1) }, by)).toEqual({ kind: 'invalid-key' });
    const monthly = await license('Monthly');
    await db.updateTable('ach_orders').set({ license_expires_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', monthly.id).execute();
    expect(await activateLicense({ key: monthly.key, ...device(1) }, by)).toMatchObject({
      kind: 'expired',
      license: { status: 'expired' },
    });
    expect(await validateLicense({ key: monthly.key, fingerprint: device(1).fingerprint })).toMatchObject({ kind: 'expired' });
    const refunded = await license('Lifetime');
    await activateLicense({ key: refunded.key, ...device(1) }, by);
    expect(await refundOrder(refunded.id, { amount: '79.99', reason: 'Changed my mind' }, TEST_ACTOR)).toMatchObject({
      kind: 'refund-due',
    });
    expect(await activateLicense({ key: refunded.key, ...device(2) }, by)).toMatchObject({ kind: 'revoked' });
    expect(await validateLicense({ key: refunded.key, fingerprint: device(1).fingerprint })).toMatchObject({
      kind: 'revoked',
      license: { status: 'revoked' },
    });
  });
});

describe('validating a license', () => {
  it('answers valid for an activated device and updates when it was last seen, not_activated for another', async () => {
    const { id, key } = await license('Lifetime');
    await activateLicense({ key, ...device(1) }, by);
    await db.updateTable('license_activations').set({ last_seen_at: '2026-01-01T00:00:00.000Z' }).where('order_id', '=', id).execute();
    expect(await validateLicense({ key, fingerprint: device(1).fingerprint })).toMatchObject({
      kind: 'valid',
      license: { plan: 'Lifetime', devices: 5, expiresAt: null },
    });
    const [seen] = await listOrderDevices(id);
    expect(seen!.lastSeenAt > '2026-01-01T00:00:00.000Z').toBe(true);
    expect(await validateLicense({ key, fingerprint: device(2).fingerprint })).toMatchObject({ kind: 'not-activated' });
    // Within a minute of the last write, a validation reads only (it runs at every start of the app).
    await validateLicense({ key, fingerprint: device(1).fingerprint }, new Date(Date.parse(seen!.lastSeenAt) + 30_000));
    expect((await listOrderDevices(id))[0]!.lastSeenAt).toBe(seen!.lastSeenAt);
    const later = new Date(Date.parse(seen!.lastSeenAt) + 61_000);
    await validateLicense({ key, fingerprint: device(1).fingerprint }, later);
    expect((await listOrderDevices(id))[0]!.lastSeenAt).toBe(later.toISOString());
    expect(await validateLicense({ key: 'nonsense', fingerprint: device(2).fingerprint })).toEqual({ kind: 'invalid-key' });
  });
});
