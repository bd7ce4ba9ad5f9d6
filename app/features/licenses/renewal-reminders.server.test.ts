import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { db } from '~/lib/db/db.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { queueDueRenewalReminders } from './renewal-reminders.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';

const DAY = 24 * 60 * 60_000;

beforeAll(() => seedDefaultSettings());

/** A confirmed order of the plan, as the administrator confirms it; returns its id and license expiry. */
async function confirmedOrder(plan: 'Monthly' | 'Yearly' | 'Lifetime', name: string) {
  const order = await placeTestOrder({ name, email: `${name.toLowerCase()}@example.com`, plan, price: '$9.99' });
  expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'confirmed' });
  const row = await db.selectFrom('ach_orders').select(['id', 'license_expires_at']).where('id', '=', order.id).executeTakeFirstOrThrow();
  return row;
}

const reminders = () => db.selectFrom('outbox').selectAll().where('kind', '=', 'renewal-reminder').orderBy('id').execute();

describe('renewal reminders', () => {
  it('go out once per license, seven days before it expires, through the outbox; never for Lifetime', async () => {
    const monthly = await confirmedOrder('Monthly', 'Mona');
    const yearly = await confirmedOrder('Yearly', 'Yuri');
    await confirmedOrder('Lifetime', 'Lila');
    const expiry = Date.parse(monthly.license_expires_at!);

    // Eight days before: too early for anyone.
    expect(await queueDueRenewalReminders(new Date(expiry - 8 * DAY))).toBe(0);
    // Seven days before the Monthly license ends: its reminder, and only its.
    expect(await queueDueRenewalReminders(new Date(expiry - 7 * DAY + 60_000))).toBe(1);
    const [reminder] = await reminders();
    expect(reminder).toMatchObject({ recipient: 'mona@example.com', order_id: monthly.id, status: 'queued' });
    expect(reminder!.subject).toBe('Your Recoverly Monthly license expires in 7 days');
    expect(reminder!.text_body).toContain('/checkout?plan=Monthly');
    // Looked at again (the hourly look, or another process): nothing new.
    expect(
      await Promise.all([queueDueRenewalReminders(new Date(expiry - 6 * DAY)), queueDueRenewalReminders(new Date(expiry - 6 * DAY))]),
    ).toEqual([0, 0]);
    // The Yearly license's turn comes a year later; Lifetime never.
    const yearEnd = Date.parse(yearly.license_expires_at!);
    expect(await queueDueRenewalReminders(new Date(yearEnd - 2 * DAY))).toBe(1);
    expect((await reminders()).map((r) => r.recipient)).toEqual(['mona@example.com', 'yuri@example.com']);
    // After a license has ended there is nothing to remind of.
    expect(await queueDueRenewalReminders(new Date(yearEnd + DAY))).toBe(0);
  });

  it('sends one reminder however many processes look at once', async () => {
    const monthly = await confirmedOrder('Monthly', 'Moe');
    const at = new Date(Date.parse(monthly.license_expires_at!) - 3 * DAY);
    const counts = await Promise.all(Array.from({ length: 4 }, () => queueDueRenewalReminders(at)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await reminders()).filter((r) => r.order_id === monthly.id)).toHaveLength(1);
  });
});
