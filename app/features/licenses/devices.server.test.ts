import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { db } from '~/lib/db/db.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { activateLicense, API_ACTOR, validateLicense } from './api/activations.server';
import { freeOrderDevice, orderDevices, revokeLicense } from './devices.server';

// An order's devices as its pages show them, Deactivate from a page, and the administrator's Revoke
// License: each in the order's timeline and the audit log.

const api = { actor: API_ACTOR, clientAddress: '203.0.113.7' };

async function confirmed() {
  const placed = await placeTestOrder({ name: 'Dev Buyer', email: 'dev@example.com', plan: 'Yearly', price: '$79.99' });
  await confirmOrder(placed.id, TEST_ACTOR);
  return db.selectFrom('ach_orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
}

const auditKinds = async (reference: string) =>
  (await db.selectFrom('audit_log').select('kind').where('subject', '=', reference).orderBy('id').execute()).map((r) => r.kind);

beforeAll(async () => {
  await seedDefaultSettings();
});

describe("an order's devices", () => {
  it('lists the active devices with "n of devices", and Deactivate frees one, in the timeline and the audit log', async () => {
    const order = await confirmed();
    const a = await activateLicense(
      { key: order.license_key!, fingerprint: 'fingerprint-aaaaaaaa', name: 'Desk PC', platform: 'windows' },
      api,
    );
    await activateLicense({ key: order.license_key!, fingerprint: 'fingerprint-bbbbbbbb', name: 'MacBook' }, api);
    expect(await orderDevices(order)).toMatchObject({
      inUse: 2,
      allowed: 2,
      devices: [
        { name: 'Desk PC', platform: 'windows' },
        { name: 'MacBook', platform: null },
      ],
    });
    const id = a.kind === 'activated' ? a.activation.id : 0;
    expect(await freeOrderDevice(order.id, id, { actor: 'buyer', clientAddress: '203.0.113.8' })).toEqual({
      kind: 'deactivated',
      name: 'Desk PC',
    });
    expect(await freeOrderDevice(order.id, id, { actor: 'buyer', clientAddress: '203.0.113.8' })).toEqual({ kind: 'not-found' });
    expect(await orderDevices(order)).toMatchObject({ inUse: 1, devices: [{ name: 'MacBook' }] });
    expect(await auditKinds(order.reference)).toEqual(['order-confirmed', 'device-activated', 'device-activated', 'device-deactivated']);
  });

  it("never frees another order's device", async () => {
    const mine = await confirmed();
    const theirs = await confirmed();
    const a = await activateLicense({ key: theirs.license_key!, fingerprint: 'fingerprint-cccccccc', name: 'Theirs' }, api);
    expect(await freeOrderDevice(mine.id, a.kind === 'activated' ? a.activation.id : 0, TEST_ACTOR)).toEqual({ kind: 'not-found' });
    expect((await orderDevices(theirs))!.inUse).toBe(1);
  });
});

describe('Revoke License', () => {
  it('needs a reason, then stops the key at once, with the reason in the timeline and the audit log', async () => {
    const order = await confirmed();
    await activateLicense({ key: order.license_key!, fingerprint: 'fingerprint-dddddddd', name: 'PC' }, api);
    expect(await revokeLicense(order.id, '   ', TEST_ACTOR)).toEqual({ kind: 'reason-missing' });
    expect(await revokeLicense(order.id, 'Chargeback\nfiled', TEST_ACTOR)).toEqual({ kind: 'revoked', reference: order.reference });
    expect(await revokeLicense(order.id, 'Again', TEST_ACTOR)).toEqual({ kind: 'already-revoked', reference: order.reference });
    expect(await validateLicense({ key: order.license_key!, fingerprint: 'fingerprint-dddddddd' })).toMatchObject({ kind: 'revoked' });
    const event = await db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', order.id)
      .where('kind', '=', 'license-revoked')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(event.details)).toEqual({ reason: 'Chargeback filed' });
    expect(await auditKinds(order.reference)).toContain('license-revoked');
  });
});
