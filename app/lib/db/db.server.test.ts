import { describe, expect, it } from 'vitest';
import { db } from './db.server';

describe('the database module', () => {
  it('lets the database set created_at and ids', async () => {
    const inserted = await db
      .insertInto('requests')
      .values({ kind: 'help', name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', reference: 'REQ-ADA0-0001' })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
    // One format on both databases: ISO-8601 UTC with milliseconds, which sorts as text.
    expect(inserted.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(inserted.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a request of an unknown kind, or without the fields its kind’s form asks for', async () => {
    const request = { name: 'Bo', email: 'bo@example.com', subject: 'Hi', message: 'Hello' };
    const refused = /CHECK constraint|check constraint/;
    await expect(
      db
        .insertInto('requests')
        .values({ ...request, kind: 'fax' as never, reference: 'REQ-BO00-0001' })
        .execute(),
    ).rejects.toThrow(refused);
    // A support request without its phone and product; a help request without its subject.
    await expect(
      db
        .insertInto('requests')
        .values({ ...request, kind: 'support', reference: 'REQ-BO00-0002' })
        .execute(),
    ).rejects.toThrow(refused);
    await expect(
      db
        .insertInto('requests')
        .values({ ...request, kind: 'help', subject: null, reference: 'REQ-BO00-0003' })
        .execute(),
    ).rejects.toThrow(refused);
    expect(await db.selectFrom('requests').select('id').where('email', '=', 'bo@example.com').execute()).toEqual([]);
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
