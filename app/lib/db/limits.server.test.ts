import { describe, expect, it } from 'vitest';
import { createMemoryLimitStore, createTableLimitStore, type Counter, type LimitStore } from './limits.server';
import { db } from './db.server';

// Both stores keep the same promises; the table store is what several PostgreSQL processes share,
// and it runs on SQLite too, so each backend checks it against a real database.
const stores: [string, () => LimitStore][] = [
  ['in memory', createMemoryLimitStore],
  ['in the rate_limits table', createTableLimitStore],
];
let n = 0;
const counter = (limit: number, windowMs = 60_000): Counter => ({ name: `test-${++n}`, limit, windowMs });

describe.each(stores)('the limit store %s', (_, create) => {
  it('allows `limit` hits per key in a window, then refuses with the seconds until it ends', async () => {
    const store = create();
    const c = counter(3);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await store.hit(c, 'k'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.retryAfter).toBeGreaterThan(55);
    expect(results[4]!.retryAfter).toBeLessThanOrEqual(60);
    expect((await store.hit(c, 'other key')).allowed).toBe(true);
  });

  it('starts a new window once the old one has ended', async () => {
    const store = create();
    const c = counter(1, 50);
    expect((await store.hit(c, 'k')).allowed).toBe(true);
    expect((await store.hit(c, 'k')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect((await store.hit(c, 'k')).allowed).toBe(true);
  });

  it('counts every key of a hitAll, and refuses it while any of them is past its limit, with the longest wait', async () => {
    const store = create();
    const perKey = counter(2);
    const perAddress = counter(3, 120_000);
    const both = (key: string) =>
      store.hitAll([
        [perAddress, '10.0.0.1'],
        [perKey, key],
      ]);
    expect((await both('a')).allowed).toBe(true);
    expect((await both('a')).allowed).toBe(true);
    // The key is past its limit (its window ends in a minute), the address not yet.
    expect(await both('a')).toMatchObject({ allowed: false, retryAfter: expect.any(Number) });
    // That refused call still counted against the address: the next one is past both, and waits for the longer window.
    const refused = await both('b');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(115);
    // The key counted the calls it was named in, and nothing else.
    expect((await store.hit(perKey, 'b')).allowed).toBe(true);
    expect((await store.hit(perKey, 'b')).allowed).toBe(false);
  });

  it('reserves at most `limit` attempts however many arrive at once, on every key together', async () => {
    const store = create();
    const byEmail = counter(5);
    const byAddress = counter(5);
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        store.reserve([
          [byEmail, 'admin@example.com'],
          [byAddress, `10.0.0.${i % 3}`],
        ]),
      ),
    );
    expect(attempts.filter((a) => a.allowed)).toHaveLength(5);
    // Refused attempts were not counted: another address for the same e-mail is refused, a fresh pair is not.
    expect((await store.reserve([[byEmail, 'admin@example.com']])).allowed).toBe(false);
    expect((await store.reserve([[byAddress, '10.0.0.9']])).allowed).toBe(true);
  });

  it('forgets reset keys: a success starts afresh', async () => {
    const store = create();
    const c = counter(2);
    await store.reserve([[c, 'k']]);
    await store.reserve([[c, 'k']]);
    expect((await store.reserve([[c, 'k']])).allowed).toBe(false);
    await store.reset([[c, 'k']]);
    expect((await store.reserve([[c, 'k']])).allowed).toBe(true);
  });
});

describe('the rate_limits table', () => {
  it('keeps keys cut to a bounded length, and sweeps ended windows', async () => {
    const store = createTableLimitStore();
    const c = counter(1, 1);
    await store.hit(c, 'x'.repeat(60_000));
    const longest = await db.selectFrom('rate_limits').select('key').execute();
    expect(Math.max(...longest.map((row) => row.key.length))).toBeLessThan(400);
    await new Promise((r) => setTimeout(r, 20));
    // A new store sweeps on its first hit: the ended window is gone, only the new key stays.
    await createTableLimitStore().hit(counter(1), 'fresh');
    const keys = (await db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys.some((key) => key.startsWith(`${c.name}:`))).toBe(false);
    expect(keys.some((key) => key.endsWith(':fresh'))).toBe(true);
  });
});
