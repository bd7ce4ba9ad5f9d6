import { beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../../tests/helpers/orders';
import { TEST_ACTOR } from '../../../tests/helpers/admin';
import { hashAccessToken } from '~/lib/codes/access-token.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { cancelOrder } from './lifecycle.server';
import { issueOrderToken, orderTokenMatches, orderTokenState } from './tokens.server';

const DAY = 24 * 60 * 60_000;

async function reload(order: AchOrder): Promise<AchOrder> {
  return db.selectFrom('ach_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('order-page tokens', () => {
  it('store only a hash, and expire 90 days after they are issued', async () => {
    const order = await placeTestOrder({ name: 'Tina Token', email: 'tina@example.com', plan: 'Yearly', price: '$79.99' });
    const issuedAt = new Date('2026-01-10T12:00:00.000Z');
    const token = await issueOrderToken(db, order.id, issuedAt);
    const row = await db
      .selectFrom('order_access_tokens')
      .selectAll()
      .where('token_hash', '=', hashAccessToken(token))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(await db.selectFrom('order_access_tokens').selectAll().execute())).not.toContain(token);
    expect(row.expires_at).toBe('2026-04-10T12:00:00.000Z');
    expect(await orderTokenState(db, order, token, new Date(issuedAt.getTime() + 89 * DAY))).toBe('valid');
    expect(await orderTokenState(db, order, token, new Date(issuedAt.getTime() + 90 * DAY))).toBe('expired');
  });

  it('open the page now, and no wrong, foreign or odd token does', async () => {
    const order = await placeTestOrder({ name: 'Otto Open', email: 'otto@example.com', plan: 'Monthly', price: '$29.99' });
    const other = await placeTestOrder({ name: 'Olga Other', email: 'olga@example.com', plan: 'Monthly', price: '$29.99' });
    const token = await issueOrderToken(db, order.id);
    expect(await orderTokenMatches(db, order.id, token)).toBe(true);
    expect(await orderTokenMatches(db, other.id, token)).toBe(false);
    for (const odd of [`${token}x`, '', null, undefined, 42, 'x'.repeat(300)]) {
      expect(await orderTokenState(db, order, odd)).toBe('unknown');
    }
  });

  it('stop working once the order is cancelled; a token issued after that (the cancellation e-mail) works', async () => {
    const order = await placeTestOrder({ name: 'Cora Cancel', email: 'cora@example.com', plan: 'Lifetime', price: '$149.99' });
    const before = await issueOrderToken(db, order.id, new Date(Date.now() - 1000));
    expect(await cancelOrder(order.id, 'No payment arrived', TEST_ACTOR)).toMatchObject({ kind: 'cancelled' });
    const cancelled = await reload(order);
    expect(await orderTokenState(db, cancelled, before)).toBe('revoked');
    expect(await orderTokenMatches(db, order.id, before)).toBe(false);
    const after = await issueOrderToken(db, order.id);
    expect(await orderTokenState(db, cancelled, after)).toBe('valid');
  });

  it('stop working once the order’s refund is recorded, and the refund e-mail’s link outlives Mark Refund Sent', async () => {
    const order = await placeTestOrder({ name: 'Rafe Refund', email: 'rafe@example.com', plan: 'Yearly', price: '$79.99' });
    const token = await issueOrderToken(db, order.id, new Date(Date.now() - 60_000));
    const at = new Date(Date.now() - 30_000).toISOString();
    await db
      .updateTable('ach_orders')
      .set({ status: 'refund-due', refund_due_at: at, license_revoked_at: at })
      .where('id', '=', order.id)
      .execute();
    expect(await orderTokenState(db, await reload(order), token)).toBe('revoked');
    const fromRefundMail = await issueOrderToken(db, order.id);
    await db
      .updateTable('ach_orders')
      .set({ status: 'refunded', refunded_at: new Date().toISOString() })
      .where('id', '=', order.id)
      .execute();
    expect(await orderTokenState(db, await reload(order), fromRefundMail)).toBe('valid');
  });

  it('a token from before links expired (no expiry of its own) lasts 90 days from its issue', async () => {
    const order = await placeTestOrder({ name: 'Olaf Old', email: 'olaf@example.com', plan: 'Monthly', price: '$29.99' });
    const token = await issueOrderToken(db, order.id, new Date('2026-01-01T00:00:00.000Z'));
    await db.updateTable('order_access_tokens').set({ expires_at: null }).where('order_id', '=', order.id).execute();
    expect(await orderTokenState(db, order, token, new Date('2026-03-01T00:00:00.000Z'))).toBe('valid');
    expect(await orderTokenState(db, order, token, new Date('2026-04-02T00:00:00.000Z'))).toBe('expired');
  });
});
