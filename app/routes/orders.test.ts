import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, formRequest, getRequest } from '../../tests/helpers/route-call';
import { placeTestOrder } from '../../tests/helpers/orders';
import { freshAddress } from '../../tests/helpers/visitor-form-suite';
import { issueOrderToken } from '~/features/orders/tokens.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { loader as orderLoader } from './order';
import { action as lookupAction } from './orders';

const NOT_FOUND = "We couldn't find an order with that reference and email.";
let order: AchOrder;
let token: string;

const openPage = (reference: string, query: string) =>
  callRoute(orderLoader, getRequest(`/orders/${reference}${query}`), {}, { reference });
const lookUp = (fields: Record<string, string>, clientAddress = freshAddress()) =>
  callRoute(lookupAction, formRequest('/orders', fields), { clientAddress });

beforeAll(async () => {
  await seedDefaultSettings();
  order = await placeTestOrder({ name: 'Page Penny', email: 'Penny@Example.com', plan: 'Yearly', price: '$79.99' });
  token = await issueOrderToken(db, order.id);
});

describe('the buyer’s order page', () => {
  it('opens with the token from the link: reference, plan, amount, status and the bank details while pending, never cached', async () => {
    const outcome = await openPage(order.reference, `?token=${token}`);
    expect(outcome.status).toBe(200);
    expect(outcome.data).toMatchObject({
      reference: order.reference,
      plan: 'Yearly',
      amount: '$79.99',
      statusLabel: 'Pending Confirmation',
    });
    expect(outcome.data.bank).toEqual(DEFAULT_SETTINGS.ach_details);
    expect(outcome.data.timeline[0]).toMatchObject({ label: 'Order placed', at: order.created_at });
    expect(outcome.headers.get('Cache-Control')).toBe('no-store');
  });

  it('opens for a reference pasted in lower case or without dashes', async () => {
    for (const pasted of [order.reference.toLowerCase(), order.reference.replaceAll('-', '')]) {
      expect((await openPage(pasted, `?token=${token}`)).data.reference, pasted).toBe(order.reference);
    }
  });

  it('answers a wrong or missing token exactly like an unknown reference: 404', async () => {
    const answers = [
      await openPage(order.reference, '?token=wrong'),
      await openPage(order.reference, ''),
      await openPage(order.reference, `?token=${token}x`),
      await openPage('ORD-0000-0000', `?token=${token}`),
      await openPage('not-a-reference', `?token=${token}`),
    ];
    for (const answer of answers) expect([answer.status, answer.data]).toEqual([404, 'Not Found']);
  });

  it('keeps working with the first link after the buyer looked the order up again', async () => {
    expect((await lookUp({ reference: order.reference, email: 'penny@example.com' })).status).toBe(302);
    expect((await openPage(order.reference, `?token=${token}`)).status).toBe(200);
  });
});

describe('the order lookup at /orders', () => {
  it('sends the right reference and e-mail (any case) to the order page with a new working token', async () => {
    const outcome = await lookUp({ reference: ` ${order.reference.toLowerCase()} `, email: 'PENNY@example.com' });
    expect(outcome.status).toBe(302);
    const location = new URL(outcome.location!, 'http://localhost');
    expect(location.pathname).toBe(`/orders/${order.reference}`);
    expect((await openPage(order.reference, location.search)).status).toBe(200);
  });

  it('answers a wrong e-mail, an unknown reference and nonsense with the same one message', async () => {
    const misses: Record<string, string>[] = [
      { reference: order.reference, email: 'someone@example.com' },
      { reference: 'ORD-0000-0000', email: 'penny@example.com' },
      { reference: 'hello', email: '' },
      {},
    ];
    for (const fields of misses) {
      const outcome = await lookUp(fields);
      expect([outcome.status, outcome.data.message]).toEqual([404, NOT_FOUND]);
    }
  });

  it('is rate-limited like the other forms', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) await lookUp({ reference: 'ORD-0000-0000', email: 'x@example.com' }, address);
    const eleventh = await lookUp({ reference: order.reference, email: 'penny@example.com' }, address);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
  });
});
