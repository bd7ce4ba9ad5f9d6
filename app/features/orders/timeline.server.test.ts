import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { db } from '~/lib/db/db.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { cancelOrder, confirmOrder } from './lifecycle.server';
import { markRefundAsSent, refundOrder } from './refund.server';
import { reopenOrder } from './reopen.server';
import { orderTimeline, type TimelineEntry } from './timeline.server';

beforeAll(async () => {
  await seedDefaultSettings();
});

const summary = (entries: TimelineEntry[]) =>
  entries.map((entry) =>
    entry.kind === 'placed'
      ? 'placed'
      : entry.kind === 'event'
        ? `${entry.event} by ${entry.actor}`
        : `mail ${entry.mailKind} ${entry.status}`,
  );

const orderRow = (id: number) => db.selectFrom('ach_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe("an order's timeline", () => {
  it('lists the placing, each change with who made it, and each e-mail with its state, each e-mail after the change that caused it', async () => {
    const order = await placeTestOrder({ name: 'Tim Line', email: 'tim@example.com', plan: 'Yearly', price: '$79.99' });
    await cancelOrder(order.id, 'No transfer', TEST_ACTOR);
    await reopenOrder(order.id, TEST_ACTOR);
    await confirmOrder(order.id, TEST_ACTOR);
    await refundOrder(order.id, { amount: '79.99', reason: 'Refund asked' }, TEST_ACTOR);
    const today = new Date().toISOString().slice(0, 10);
    await markRefundAsSent(order.id, { sentOn: today, bankReference: 'TRC 9' }, TEST_ACTOR);
    await db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: new Date().toISOString() })
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order-received')
      .execute();
    const admin = TEST_ACTOR.actor;
    const entries = await orderTimeline(db, await orderRow(order.id));
    expect(summary(entries).filter((line) => !line.startsWith('mail new-order'))).toEqual([
      'placed',
      'mail order-received sent',
      `cancelled by ${admin}`,
      'mail order-cancelled queued',
      `reopened by ${admin}`,
      'mail order-reopened queued',
      `confirmed by ${admin}`,
      `invoice-issued by ${admin}`,
      'mail order-confirmed queued',
      `refund-due by ${admin}`,
      'mail order-refund-due queued',
      `refunded by ${admin}`,
      `credit-note-issued by ${admin}`,
      'mail order-refunded queued',
    ]);
    const due = entries.find((entry) => entry.kind === 'event' && entry.event === 'refund-due');
    expect(due).toMatchObject({ details: { amountCents: 7999, reason: 'Refund asked' } });
    const sent = entries.find((entry) => entry.kind === 'event' && entry.event === 'refunded');
    expect(sent).toMatchObject({ details: { amountCents: 7999, sentOn: today, bankReference: 'TRC 9' } });
  });

  it("falls back on the order's own dates for changes made before events were recorded", async () => {
    const order = await placeTestOrder({ name: 'Old Timer', email: 'old@example.com', plan: 'Monthly', price: '$29.99' });
    await db
      .updateTable('ach_orders')
      .set({ status: 'confirmed', confirmed_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    const entries = await orderTimeline(db, await orderRow(order.id));
    expect(summary(entries).filter((line) => !line.startsWith('mail'))).toEqual(['placed', 'confirmed by ']);
  });
});
