import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { db } from '~/lib/db/db.server';
import { confirmOrder } from '~/features/orders/lifecycle.server';
import { createHelpRequest } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { readOverviewWhenChanged } from './overview-cache.server';

const now = () => new Date();

beforeAll(() => seedDefaultSettings());

describe('the overview between dashboard pages', () => {
  it('is read again after a new order, an administrator’s action or a failed e-mail, and not for a new request', async () => {
    const first = await readOverviewWhenChanged(now());
    expect(await readOverviewWhenChanged(now())).toBe(first);

    const order = await placeTestOrder({ name: 'Cache Cleo', email: 'cleo@example.com', plan: 'Lifetime', price: '$149.99' });
    const afterOrder = await readOverviewWhenChanged(now());
    expect(afterOrder.pending.count).toBe(first.pending.count + 1);

    // It counts no request (the line of requests waiting for a reply is read on every view).
    await createHelpRequest({ name: 'Cache Cleo', email: 'cleo@example.com', subject: 'Hello', message: 'A question' });
    const afterRequest = await readOverviewWhenChanged(now());
    expect(afterRequest).toBe(afterOrder);

    expect(await confirmOrder(order.id, TEST_ACTOR)).toMatchObject({ kind: 'confirmed' });
    const afterConfirm = await readOverviewWhenChanged(now());
    expect(afterConfirm.pending.count).toBe(first.pending.count);
    expect(afterConfirm.last30.byPlan.Lifetime).toBe(afterRequest.last30.byPlan.Lifetime + 14999);

    await db.updateTable('outbox').set({ status: 'failed' }).where('order_id', '=', order.id).execute();
    const afterFailure = await readOverviewWhenChanged(now());
    expect(afterFailure.notSent.count).toBeGreaterThan(afterConfirm.notSent.count);
  });

  it('is read again when the hour turns (the days and the pending age follow the clock)', async () => {
    const at = new Date('2030-01-01T10:59:00.000Z');
    const before = await readOverviewWhenChanged(at);
    const later = await readOverviewWhenChanged(new Date('2030-01-02T00:00:00.000Z'));
    expect(later).not.toBe(before);
    expect(later.days.at(-1)?.day).toBe('2030-01-02');
  });
});
