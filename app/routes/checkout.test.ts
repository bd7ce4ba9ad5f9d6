import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, formRequest, getRequest } from '../../tests/helpers/route-call';
import { expectRefusal, freshAddress, post, rows, visitorFormSuite, type VisitorFormCase } from '../../tests/helpers/visitor-form-suite';
import { db } from '~/lib/db.server';
import { ORDER_STATUS } from '~/lib/orders.server';
import { DEFAULT_SETTINGS } from '~/lib/settings';
import { saveSiteSettings, seedDefaultSettings } from '~/lib/settings.server';
import { action, loader } from './checkout';

const form: VisitorFormCase = {
  url: '/checkout?plan=Yearly&price=$79.99',
  action,
  table: 'ach_orders',
  good: { plan: 'Yearly', name: 'Katherine Johnson', email: 'katherine@example.com' },
  stored: {
    name: 'Katherine Johnson',
    email: 'katherine@example.com',
    plan: 'Yearly',
    price: `$${DEFAULT_SETTINGS.prices_usd.yearly}`,
    status: ORDER_STATUS.pending,
  },
  required: ['name', 'email'],
  incomplete: {
    title: 'Incomplete Information',
    description: 'Please enter your name and email to confirm your payment.',
  },
  failureTitle: 'Confirmation Failed',
  success: {
    location: '/',
    title: 'Confirmation Sent!',
    description: "We've received your confirmation and will verify your payment shortly.",
  },
};

const load = (url: string) => callRoute(loader, getRequest(url));
const ordersNamed = async (name: string) => (await rows('ach_orders')).filter((row) => row.name === name);

describe('checkout page', () => {
  beforeAll(async () => {
    await seedDefaultSettings();
  });

  it("shows a known plan with the server's price, whatever the URL says", async () => {
    const outcome = await load('/checkout?plan=lifetime&price=$1');
    expect(outcome.data.plan).toEqual({ name: 'Lifetime', price: `$${DEFAULT_SETTINGS.prices_usd.lifetime}`, known: true });
    expect(outcome.data.ach).toEqual(DEFAULT_SETTINGS.ach_details);
  });

  it("shows 'Unknown Plan' and '$0' for a missing or unknown plan", async () => {
    for (const url of ['/checkout', '/checkout?plan=Enterprise&price=$5']) {
      expect((await load(url)).data.plan).toEqual({ name: 'Unknown Plan', price: '$0', known: false });
    }
  });

  it('shows the current price after the administrator changes it', async () => {
    await saveSiteSettings({ ...DEFAULT_SETTINGS, prices_usd: { ...DEFAULT_SETTINGS.prices_usd, monthly: '31.50' } });
    try {
      expect((await load('/checkout?plan=Monthly&price=$29.99')).data.plan.price).toBe('$31.50');
    } finally {
      await saveSiteSettings(DEFAULT_SETTINGS);
    }
  });
});

describe('checkout confirmation', () => {
  visitorFormSuite(form);

  it("records the server's price when the form and URL are tampered with", async () => {
    const request = formRequest('/checkout?plan=Lifetime&price=$0.01', {
      plan: 'Lifetime',
      price: '$0.01',
      name: 'Price Tamperer',
      email: 'tamper@example.com',
    });
    const outcome = await callRoute(action, request, { clientAddress: freshAddress() });
    expect(outcome.status).toBe(302);
    expect((await ordersNamed('Price Tamperer')).map((o) => [o.plan, o.price])).toEqual([
      ['Lifetime', `$${DEFAULT_SETTINGS.prices_usd.lifetime}`],
    ]);
  });

  it('ignores a forged status field: every new order is pending', async () => {
    await post(form, { ...form.good, name: 'Status Forger', status: 'Confirmed' });
    expect((await ordersNamed('Status Forger')).map((o) => o.status)).toEqual([ORDER_STATUS.pending]);
  });

  it('accepts the plan name in any case and records its proper name', async () => {
    await post(form, { ...form.good, plan: 'yEaRlY', name: 'Case Tester' });
    expect((await ordersNamed('Case Tester')).map((o) => o.plan)).toEqual(['Yearly']);
  });

  it('falls back to the plan in the URL when the form does not carry one', async () => {
    const request = formRequest('/checkout?plan=Monthly&price=$1', { name: 'Url Planner', email: 'url@example.com' });
    expect((await callRoute(action, request, { clientAddress: freshAddress() })).status).toBe(302);
    expect((await ordersNamed('Url Planner')).map((o) => [o.plan, o.price])).toEqual([
      ['Monthly', `$${DEFAULT_SETTINGS.prices_usd.monthly}`],
    ]);
  });

  it('stores nothing for an unknown plan and explains why', async () => {
    const before = await rows('ach_orders');
    for (const plan of ['Unknown Plan', 'Enterprise', '']) {
      const request = formRequest('/checkout', { plan, name: 'Nobody', email: 'nobody@example.com' });
      const outcome = await callRoute(action, request, { clientAddress: freshAddress() });
      expectRefusal(
        outcome,
        400,
        'Confirmation Failed',
        "We couldn't find the plan you chose, so nothing was recorded. Please choose a plan on the pricing page.",
      );
      expect(outcome.data.values).toMatchObject({ name: 'Nobody', email: 'nobody@example.com' });
    }
    expect(await rows('ach_orders')).toEqual(before);
  });

  it('keeps the order table to the columns it should have', async () => {
    const order = (await db.selectFrom('ach_orders').selectAll().executeTakeFirstOrThrow()) as Record<string, unknown>;
    expect(Object.keys(order).sort()).toEqual(['created_at', 'email', 'id', 'name', 'plan', 'price', 'status']);
  });
});
