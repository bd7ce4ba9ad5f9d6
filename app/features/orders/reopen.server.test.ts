import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { db } from '~/lib/db/db.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { cancelOrder, confirmOrder } from './lifecycle.server';
import { reopenOrder } from './reopen.server';

const order = () => placeTestOrder({ name: 'Ola Open', email: 'ola@example.com', plan: 'Monthly', price: '$29.99' });

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('reopening an order', () => {
  it('returns a cancelled order to Pending Confirmation, keeps the cancellation in the timeline, tells the buyer and audits it', async () => {
    const placed = await order();
    await cancelOrder(placed.id, 'No transfer arrived', TEST_ACTOR);
    const cancelled = await db.selectFrom('ach_orders').selectAll().where('id', '=', placed.id).executeTakeFirstOrThrow();
    const outcome = await reopenOrder(placed.id, TEST_ACTOR);
    expect(outcome).toMatchObject({ kind: 'reopened', order: { status: 'pending', cancelled_at: null, cancel_reason: null } });
    const event = await db
      .selectFrom('order_events')
      .selectAll()
      .where('order_id', '=', placed.id)
      .where('kind', '=', 'reopened')
      .executeTakeFirstOrThrow();
    expect(event.actor).toBe(TEST_ACTOR.actor);
    expect(JSON.parse(event.details)).toEqual({ cancelledAt: cancelled.cancelled_at, reason: 'No transfer arrived' });
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', placed.id)
      .where('kind', '=', 'order-reopened')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Your Recoverly order ${placed.reference} is open again`);
    expect(mail.text_body).toContain('Pending Confirmation again');
    expect(
      await db
        .selectFrom('audit_log')
        .select('kind')
        .where('subject', '=', placed.reference)
        .where('kind', '=', 'order-reopened')
        .execute(),
    ).toHaveLength(1);
    // Open again: it can be confirmed now.
    expect(await confirmOrder(placed.id, TEST_ACTOR)).toMatchObject({ kind: 'confirmed' });
  });

  it('says when the order is already pending, confirmed or unknown, and changes nothing', async () => {
    const placed = await order();
    expect(await reopenOrder(placed.id, TEST_ACTOR)).toMatchObject({ kind: 'already-pending' });
    await confirmOrder(placed.id, TEST_ACTOR);
    expect(await reopenOrder(placed.id, TEST_ACTOR)).toMatchObject({ kind: 'not-cancelled', order: { status: 'confirmed' } });
    expect(await reopenOrder(99_999_999, TEST_ACTOR)).toEqual({ kind: 'not-found' });
    expect(
      await db.selectFrom('outbox').select('id').where('order_id', '=', placed.id).where('kind', '=', 'order-reopened').execute(),
    ).toEqual([]);
  });
});
