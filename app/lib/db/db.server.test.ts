import { describe, expect, it } from 'vitest';
import { db } from './db.server';

describe('the database module', () => {
  it('lets the database set created_at and ids', async () => {
    const inserted = await db
      .insertInto('help_requests')
      .values({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', reference: 'REQ-ADA0-0001' })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
    // One format on both databases: ISO-8601 UTC with milliseconds, which sorts as text.
    expect(inserted.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(inserted.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a setting that is not JSON', async () => {
    await expect(db.insertInto('site_settings').values({ key: 'broken', value: '{not json' }).execute()).rejects.toThrow(
      /CHECK constraint|invalid input syntax for type json/,
    );
  });

  it('refuses an order status that is not one of the keys of features/orders/status.ts', async () => {
    await expect(
      db
        .insertInto('ach_orders')
        .values({ name: 'A', email: 'a@b.co', plan: 'Monthly', price: '$1', reference: 'ORD-SHIP-0001', status: 'Shipped' as never })
        .execute(),
    ).rejects.toThrow(/CHECK constraint|check constraint/);
  });
});
