import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import type { OrderStatus } from '~/features/orders/status';
import { createHelpRequest, createSupportRequest } from '~/features/requests/intake.server';
import { daysBetween } from './overview-days';
import { readOverview } from './overview.server';

// Orders with chosen times, statuses and amounts; "now" is passed in, so the figures are exact.
const NOW = new Date('2026-11-21T12:00:00.000Z');
let count = 0;

async function order(status: OrderStatus, plan: string, cents: number, createdAt: string) {
  count++;
  await db
    .insertInto('ach_orders')
    .values({
      name: `Buyer ${count}`,
      email: `buyer${count}@example.com`,
      plan,
      price: (cents / 100).toFixed(2),
      amount_cents: cents,
      status,
      reference: `ORD-TEST-${String(count).padStart(4, '0')}`,
      created_at: createdAt,
    })
    .execute();
}

beforeAll(async () => {
  // Pending: the oldest 2 days and 1 hour old.
  await order('pending', 'Monthly', 2999, '2026-11-19T11:00:00.000Z');
  await order('pending', 'Yearly', 7999, '2026-11-21T09:00:00.000Z');
  // Confirmed, on the edges of this month (from Nov 1) and of the last 30 days (from Oct 23).
  await order('confirmed', 'Monthly', 1000, '2026-11-01T00:00:00.000Z');
  await order('confirmed', 'Yearly', 2000, '2026-10-31T23:59:59.999Z');
  await order('confirmed', 'Lifetime', 40000, '2026-10-23T00:00:00.000Z');
  await order('confirmed', 'Lifetime', 80000, '2026-10-22T23:59:59.999Z');
  await order('confirmed', 'Yearly', 7999, '2026-11-21T11:59:00.000Z');
  await order('confirmed', 'Yearly', 7999, '2026-11-21T01:00:00.000Z');
  // Neither cancelled nor pending orders are revenue (they still count as orders on the chart).
  await order('cancelled', 'Lifetime', 14999, '2026-11-20T10:00:00.000Z');

  await createSupportRequest({ name: 'S', email: 's@example.com', phone: '1', product: 'Recoverly' });
  await createSupportRequest({ name: 'S2', email: 's2@example.com', phone: '2', product: 'Recoverly' });
  await createHelpRequest({ name: 'H', email: 'h@example.com', subject: 'Hi', message: 'Hello' });

  // The requests' acknowledgements: none was delivered. One failed and one was held back by a cap
  // within the last 7 days (from Nov 15); the third failed the day before, too long ago to count.
  const mail = await db.selectFrom('outbox').select('id').orderBy('id').execute();
  expect(mail).toHaveLength(3);
  const unsent = [
    { status: 'failed', created_at: '2026-11-20T10:00:00.000Z' },
    { status: 'skipped', created_at: '2026-11-15T00:00:00.000Z' },
    { status: 'failed', created_at: '2026-11-14T23:59:59.999Z' },
  ] as const;
  for (const [i, change] of unsent.entries()) await db.updateTable('outbox').set(change).where('id', '=', mail[i]!.id).execute();

  // A refund recorded a day ago and not yet sent, on an order placed long before the charted days.
  await order('refund-due', 'Yearly', 7999, '2026-09-01T10:00:00.000Z');
  await db.updateTable('ach_orders').set({ refund_due_at: '2026-11-20T11:00:00.000Z' }).where('status', '=', 'refund-due').execute();
  // A second one, three days old, whose buyer gave the account to send it to (only its sealed form is stored).
  await order('refund-due', 'Monthly', 2999, '2026-09-02T10:00:00.000Z');
  await db
    .updateTable('ach_orders')
    .set({ refund_due_at: '2026-11-18T11:00:00.000Z', refund_account: 'v1.sealed' })
    .where('status', '=', 'refund-due')
    .where('refund_due_at', 'is', null)
    .execute();
});

describe('the dashboard overview', () => {
  it('counts pending orders and refunds to send with the age of the oldest, and e-mails not sent lately', async () => {
    const overview = await readOverview(NOW);
    expect(overview.pending).toEqual({ count: 2, oldestAge: '2 days' });
    expect(overview.refundsDue).toMatchObject({ count: 2, oldestAge: '3 days', withAccount: 1 });
    // Which ones, oldest first: the one with the buyer's account was recorded first.
    expect(overview.refundsDue.oldest.map((refund) => refund.hasAccount)).toEqual([true, false]);
    expect(overview.notSent).toEqual({ count: 2, from: '2026-11-15' });
  });

  it('says the age in hours under a day, and in words under an hour', async () => {
    expect((await readOverview(new Date('2026-11-19T16:30:00.000Z'))).pending.oldestAge).toBe('5 hours');
    expect((await readOverview(new Date('2026-11-19T12:00:00.000Z'))).pending.oldestAge).toBe('1 hour');
    expect((await readOverview(new Date('2026-11-19T11:59:00.000Z'))).pending.oldestAge).toBe('less than an hour');
    expect((await readOverview(new Date('2026-11-20T11:00:00.000Z'))).pending.oldestAge).toBe('1 day');
  });

  it('sums confirmed revenue this month and over the last 30 days per plan, from the first millisecond of each', async () => {
    const { month, last30 } = await readOverview(NOW);
    expect(month).toEqual({
      from: '2026-11-01',
      to: '2026-11-21',
      byPlan: { Monthly: 1000, Yearly: 15998, Lifetime: 0 },
      totalCents: 16998,
    });
    expect(last30).toEqual({
      from: '2026-10-23',
      to: '2026-11-21',
      byPlan: { Monthly: 1000, Yearly: 17998, Lifetime: 40000 },
      totalCents: 58998,
    });
  });

  it('counts this month from its first day when it began before the 30-day window (the 31st)', async () => {
    await order('confirmed', 'Monthly', 500, '2026-12-01T00:00:00.000Z');
    await order('confirmed', 'Monthly', 700, '2026-12-31T08:00:00.000Z');
    const { month, last30, days } = await readOverview(new Date('2026-12-31T09:00:00.000Z'));
    expect([month.from, month.totalCents]).toEqual(['2026-12-01', 1200]);
    expect([last30.from, last30.totalCents]).toEqual(['2026-12-02', 700]);
    expect(days[0]!.day).toBe('2026-12-02');
  });

  it('charts the last 30 days, oldest first, with zeros for days without orders', async () => {
    const { days } = await readOverview(NOW);
    expect(days.map((d) => d.day)).toEqual(daysBetween('2026-10-23', '2026-11-21'));
    const on = (day: string) => days.find((d) => d.day === day);
    expect(on('2026-11-21')).toEqual({ day: '2026-11-21', orders: 3, revenueCents: 15998 });
    expect(on('2026-11-20')).toEqual({ day: '2026-11-20', orders: 1, revenueCents: 0 });
    expect(on('2026-10-23')).toEqual({ day: '2026-10-23', orders: 1, revenueCents: 40000 });
    expect(on('2026-11-05')).toEqual({ day: '2026-11-05', orders: 0, revenueCents: 0 });
    expect(days.reduce((sum, d) => sum + d.orders, 0)).toBe(8);
    expect(days.reduce((sum, d) => sum + d.revenueCents, 0)).toBe(58998);
  });
});
