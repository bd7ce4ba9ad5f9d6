import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACTOR } from '../../tests/helpers/admin';
import { placeTestOrder } from '../../tests/helpers/orders';
import { callRoute, formRequest, getRequest } from '../../tests/helpers/route-call';
import { freshAddress } from '../../tests/helpers/visitor-form-suite';
import { db } from '~/lib/db/db.server';
import { issueCheckoutReference } from '~/features/orders/checkout.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { orderPage } from '~/features/orders/order-page.server';
import { refundOrder } from '~/features/orders/refund.server';
import { issueOrderToken } from '~/features/orders/tokens.server';
import { activateLicense, validateLicense } from '~/features/licenses/api/activations.server';
import { licenseExpiry } from '~/features/licenses/licenses';
import { renewalPath } from '~/features/licenses/renewal-link.server';
import { parseDocument } from '~/features/invoices/issue.server';
import { readAdminOrder } from '~/features/dashboard/admin-order.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { answerLicenseCall } from '~/web/license-api.server';
import { action as checkout, loader as checkoutPage } from './checkout';

// Renewals as Keygen renews: the same key, its expiry moved by one period from the later of today and
// the current expiry; the renewal is an order of its own, paid by transfer, confirmed like any other.

const DAY = 24 * 60 * 60_000;
const row = (id: number) => db.selectFrom('ach_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const device = { fingerprint: 'renewal-device-fingerprint-0001', name: 'Office PC', platform: 'windows' };

async function licenseExpiringIn(days: number, plan: 'Monthly' | 'Yearly' | 'Lifetime' = 'Yearly') {
  const order = await placeTestOrder({ name: 'Rena Renew', email: 'rena@example.com', plan, price: '$79.99' });
  await confirmOrder(order.id, TEST_ACTOR);
  const expiresAt = plan === 'Lifetime' ? null : new Date(Date.now() + days * DAY).toISOString();
  await db.updateTable('ach_orders').set({ license_expires_at: expiresAt }).where('id', '=', order.id).execute();
  return row(order.id);
}

/** A renewal placed through checkout, as the Renew link opens it (the link's plan parameter says Monthly: it can't change the plan). */
async function placeRenewal(licenseOrder: { reference: string; plan: string }, email = 'accounts@example.com') {
  const path = renewalPath(licenseOrder).replace(/plan=\w+/, 'plan=Monthly');
  const page = await callRoute(checkoutPage, getRequest(path));
  expect(page.data.plan).toMatchObject({ name: licenseOrder.plan });
  expect(page.data.renew.note.lines[0]).toMatch(new RegExp(`^License …-\\w{5}: ${licenseOrder.plan} plan`));
  const { reference, signature } = issueCheckoutReference();
  const renew = new URL(path, 'http://x').searchParams.get('renew')!;
  const placed = await callRoute(
    checkout,
    formRequest(path, {
      plan: 'Monthly',
      name: 'Accounts Dept',
      email,
      reference,
      referenceSignature: signature,
      renew,
      duplicate: 'second',
    }),
    { clientAddress: freshAddress() },
  );
  expect(placed.status).toBe(302);
  return db.selectFrom('ach_orders').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('renewing a license', () => {
  it('a Yearly license renewed keeps its key, its expiry moves by a year, and validate says so; no new key is issued', async () => {
    const original = await licenseExpiringIn(10);
    await activateLicense({ key: original.license_key!, ...device }, { actor: 'license API', clientAddress: '203.0.113.1' });
    const renewal = await placeRenewal(original);
    expect(renewal).toMatchObject({ plan: 'Yearly', status: 'pending', renews_order_id: original.id, price: '$79.99' });

    const keysBefore = (await db.selectFrom('ach_orders').select('license_key').where('license_key', 'is not', null).execute()).length;
    expect(await confirmOrder(renewal.id, TEST_ACTOR)).toMatchObject({ kind: 'confirmed' });
    const extended = await row(original.id);
    expect(extended.license_key).toBe(original.license_key);
    expect(extended.license_expires_at).toBe(licenseExpiry('Yearly', original.license_expires_at!));
    expect(extended.renewal_reminded_at).toBeNull();
    const confirmed = await row(renewal.id);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      license_key: null,
      license_expires_at: extended.license_expires_at,
      renewal_previous_expires_at: original.license_expires_at,
    });
    expect((await db.selectFrom('ach_orders').select('license_key').where('license_key', 'is not', null).execute()).length).toBe(
      keysBefore,
    );

    const validated = await validateLicense({ key: original.license_key!, fingerprint: device.fingerprint });
    expect(validated).toMatchObject({ kind: 'valid', license: { expiresAt: extended.license_expires_at, status: 'active' } });
    // A license file fetched again (activate, the same device) carries the new expiry.
    const again = await activateLicense({ key: original.license_key!, ...device }, { actor: 'license API', clientAddress: '203.0.113.1' });
    expect(again.kind === 'already-activated' && JSON.parse(Buffer.from(again.licenseFile.payload, 'base64url').toString()).expiresAt).toBe(
      extended.license_expires_at,
    );

    const invoice = await db.selectFrom('invoices').selectAll().where('order_id', '=', renewal.id).executeTakeFirstOrThrow();
    expect(parseDocument(invoice).lines[0]!.description).toBe(`Renewal of license …-${original.license_key!.split('-').at(-1)}`);
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', renewal.id)
      .where('kind', '=', 'order-confirmed')
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('accounts@example.com');
    expect(mail.subject).toMatch(/^Your Recoverly license is renewed until /);
    // Whoever paid may not hold the key: it is not in their e-mail.
    expect(mail.text_body).not.toContain(original.license_key!);
    const adminView = await readAdminOrder(renewal.reference);
    expect(adminView?.renewalOf).toMatchObject({
      reference: original.reference,
      keyEnding: `…-${original.license_key!.split('-').at(-1)}`,
    });
    const events = await db.selectFrom('order_events').select(['kind', 'details']).where('order_id', '=', original.id).execute();
    expect(events.map((e) => e.kind)).toContain('license-renewed');
  });

  it('an expired license: the order page says so with Renew, the API answers renew_url, and a renewal runs a year from its confirmation', async () => {
    const original = await licenseExpiringIn(-3);
    const token = await issueOrderToken(db, original.id);
    const page = await orderPage(original.reference, token);
    expect(page.kind === 'open' && page.view.license).toMatchObject({
      expiredLabel: expect.stringMatching(/ \(UTC\)$/),
      renewPath: renewalPath(original),
    });

    const client = { clientAddress: '203.0.113.2', addressKey: '203.0.113.2' };
    const call = (operation: string, body: object) =>
      answerLicenseCall({ operation, method: 'POST', contentType: 'application/json', body: JSON.stringify(body), client });
    const activated = await call('activate', { key: original.license_key, ...device });
    expect(activated.status).toBe(403);
    expect(activated.headers['content-type']).toBe('application/problem+json');
    const problem = JSON.parse(activated.body);
    expect(problem).toMatchObject({ code: 'expired', license: { status: 'expired' } });
    expect(problem.renew_url).toMatch(new RegExp(`^https?://[^/]+${renewalPath(original).replace(/[?.]/g, '\\$&')}$`));
    expect(JSON.parse((await call('validate', { key: original.license_key, fingerprint: device.fingerprint })).body)).toMatchObject({
      valid: false,
      code: 'expired',
      renew_url: problem.renew_url,
    });

    const renewal = await placeRenewal(original);
    const before = Date.now();
    await confirmOrder(renewal.id, TEST_ACTOR);
    const expiresAt = Date.parse((await row(original.id)).license_expires_at!);
    expect(expiresAt).toBeGreaterThanOrEqual(Date.parse(licenseExpiry('Yearly', new Date(before).toISOString())!));
    expect(expiresAt).toBeLessThan(Date.parse(licenseExpiry('Yearly', new Date(Date.now() + 60_000).toISOString())!));
    expect(await validateLicense({ key: original.license_key!, fingerprint: device.fingerprint })).toMatchObject({ kind: 'not-activated' });
  });

  it('Renew shows from 30 days before expiry; a Lifetime license has nothing to renew', async () => {
    const renewPathOn = async (order: { id: number; reference: string }) => {
      const page = await orderPage(order.reference, await issueOrderToken(db, order.id));
      return page.kind === 'open' ? page.view.license?.renewPath : undefined;
    };
    expect(await renewPathOn(await licenseExpiringIn(31))).toBeNull();
    expect(await renewPathOn(await licenseExpiringIn(29))).toMatch(/^\/checkout\?plan=Yearly&renew=ORD-/);
    const lifetime = await licenseExpiringIn(0, 'Lifetime');
    expect(await renewPathOn(lifetime)).toBeNull();
    const link = await callRoute(checkoutPage, getRequest(renewalPath(lifetime)));
    expect(link.data.renew).toBeNull();
  });

  it('a refunded renewal takes its year back; a link that was altered, or names a refunded license, renews nothing', async () => {
    const original = await licenseExpiringIn(20);
    const renewal = await placeRenewal(original);
    await confirmOrder(renewal.id, TEST_ACTOR);
    expect(await refundOrder(renewal.id, { amount: '79.99', reason: 'Renewed by mistake' }, TEST_ACTOR)).toMatchObject({
      kind: 'refund-due',
    });
    const back = await row(original.id);
    expect(back.license_expires_at).toBe(original.license_expires_at);
    expect(back.license_revoked_at).toBeNull();
    expect(await validateLicense({ key: original.license_key!, fingerprint: device.fingerprint })).toMatchObject({
      license: { status: 'active', expiresAt: original.license_expires_at },
    });

    const forged = renewalPath(original).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await callRoute(checkoutPage, getRequest(forged))).data.renew).toBeNull();
    await refundOrder(original.id, { amount: '79.99', reason: 'Refunded' }, TEST_ACTOR);
    expect((await callRoute(checkoutPage, getRequest(renewalPath(original)))).data.renew).toBeNull();
  });
});
