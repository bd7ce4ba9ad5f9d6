import { describe, expect, it } from 'vitest';
import { db } from './db.server';
import { reusableQuery } from './reusable-query.server';

// A query compiled once and run with other values answers as the same query built each time would.
describe('reusableQuery', () => {
  it('runs the compiled query with each call’s values', async () => {
    await db
      .insertInto('rate_limits')
      .values([
        { key: 'reusable-test-a', hits: 1, window_ends_at: '2099-01-01T00:00:00.000Z' },
        { key: 'reusable-test-b', hits: 2, window_ends_at: '2099-01-01T00:00:00.000Z' },
      ])
      .execute();
    const byKey = reusableQuery(db, ['key'], (database, values) =>
      database.selectFrom('rate_limits').select(['key', 'hits']).where('key', '=', values.key).where('hits', '<', 10),
    );
    expect(await byKey({ key: 'reusable-test-a' })).toEqual([{ key: 'reusable-test-a', hits: 1 }]);
    expect(await byKey({ key: 'reusable-test-b' })).toEqual([{ key: 'reusable-test-b', hits: 2 }]);
    expect(await byKey({ key: 'no such key' })).toEqual([]);
  });

  it('refuses a value that does not reach the SQL as a parameter', async () => {
    const broken = reusableQuery(db, ['key'], (database) => database.selectFrom('rate_limits').select('key').where('key', '=', 'fixed'));
    await expect(broken({ key: 'x' })).rejects.toThrow(/key did not reach the SQL as a parameter/);
  });
});
