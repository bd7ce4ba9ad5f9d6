import { beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { refundOrder } from '~/features/orders/refund.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { signInCookie, TEST_ACTOR, TEST_ADMIN } from '../../tests/helpers/admin';
import { placeTestOrder } from '../../tests/helpers/orders';
import { callRoute, getRequest } from '../../tests/helpers/route-call';
import { screenLoader } from '../../tests/helpers/admin-screens';

// What a screen's loader sends is serialised into the page: only what the screen shows, named one way
// (camelCase), never a database row with its token hashes, bodies and every stored date.

let cookie: string;
let reference: string;

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  cookie = await signInCookie();
  const order = await placeTestOrder({ name: 'View Vera', email: 'vera@example.com', plan: 'Yearly', price: '$79.99' });
  reference = order.reference;
  await confirmOrder(order.id, TEST_ACTOR);
  await refundOrder(order.id, { amount: '20', reason: 'Partly' }, TEST_ACTOR);
  await db
    .updateTable('ach_orders')
    .set({ buyer_vat_id: 'EU-VAT-SECRET-1', renewal_reminded_at: '2026-01-02T03:04:05.678Z' })
    .where('id', '=', order.id)
    .execute();
});

const load = async (url: string) => {
  const outcome = await callRoute(screenLoader, getRequest(url, { Cookie: cookie }));
  expect(outcome.status).toBe(200);
  return outcome.data;
};

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

describe("the administrator's screens send view models", () => {
  it('the Orders screen sends each row’s shown fields only, in camelCase', async () => {
    const page = await load(`/admin/orders?q=${reference}`);
    const [row] = page.orders.items;
    expect(Object.keys(row).sort()).toEqual(
      [
        'amountCents',
        'cancelReason',
        'createdAt',
        'createdLabel',
        'duplicateOf',
        'email',
        'expiresLabel',
        'id',
        'licenseKey',
        'licenseRevokedBy',
        'name',
        'plan',
        'price',
        'reference',
        'refundAmount',
        'refundDefault',
        'status',
      ].sort(),
    );
    const sent = JSON.stringify(page);
    for (const hidden of ['EU-VAT-SECRET-1', '2026-01-02T03:04:05.678Z', 'Partly']) expect(sent).not.toContain(hidden);
  });

  it('no screen sends a snake_case column', async () => {
    for (const url of ['/admin/orders', '/admin/requests', '/admin/email', '/admin/activity', '/admin/account', '/admin/dashboard']) {
      const columns = [...keysOf(await load(url))].filter((key) => /_/.test(key));
      expect(columns, url).toEqual([]);
    }
  });

  it('the E-mail screen sends no message body, and the Activity screen no raw details', async () => {
    const email = await load('/admin/email');
    expect(email.email.page.items.length).toBeGreaterThan(0);
    expect(keysOf(email).has('html_body') || keysOf(email).has('htmlBody') || keysOf(email).has('textBody')).toBe(false);
    const activity = await load('/admin/activity');
    expect(activity.activity.page.items.length).toBeGreaterThan(0);
    expect(keysOf(activity).has('details')).toBe(false);
  });
});
