import { sql } from 'kysely';
import { db, isSharedDatabase } from './db.server';
import { createRateLimiter, MAX_KEY_LENGTH, type RateLimitResult } from '../rate-limit-memory.server';

/** A named fixed-window limit: `limit` attempts per key inside `windowMs`. */
export interface Counter {
  name: string;
  limit: number;
  windowMs: number;
  /** Keys kept in memory at most (SQLite); the table (PostgreSQL) is swept as windows end. */
  maxKeys?: number;
}

/**
 * Where the limits are counted. SQLite: in this process's memory, as the one process of the site.
 * PostgreSQL: in the rate_limits table, so every process counts the same attempts. Chosen here,
 * once: nothing else knows which.
 */
export interface LimitStore {
  /** Counts one attempt on the key; refused once `limit` attempts happened inside the window. */
  hit(counter: Counter, key: string): Promise<RateLimitResult>;
  /**
   * Counts one attempt on every key (each as `hit` would, in one round trip); refused when any of
   * them is past its limit, with the longest wait. The same key may not appear twice.
   */
  hitAll(entries: [Counter, string][]): Promise<RateLimitResult>;
  /**
   * Counts one attempt on every key at once, unless one of them is already at its limit: then
   * nothing is counted and the attempt is refused. Atomic: attempts sent together can't all pass.
   */
  reserve(entries: [Counter, string][]): Promise<RateLimitResult>;
  /** Forgets the keys' windows (a success starts afresh). */
  reset(entries: [Counter, string][]): Promise<void>;
}

const cut = (key: string) => key.slice(0, MAX_KEY_LENGTH);
const iso = (ms: number) => new Date(ms).toISOString();
const secondsUntil = (endsAt: string, now: number) => Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));

/** Several keys' results as one: allowed when all are, else the longest wait among the refusals. */
function together(results: RateLimitResult[]): RateLimitResult {
  const refused = results.filter((r) => !r.allowed);
  if (refused.length === 0) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(...refused.map((r) => r.retryAfter)) };
}

export function createMemoryLimitStore() {
  const limiters = new Map<string, ReturnType<typeof createRateLimiter>>();
  const limiter = (c: Counter) => {
    let found = limiters.get(c.name);
    if (!found) limiters.set(c.name, (found = createRateLimiter(c)));
    return found;
  };
  const store: LimitStore & { footprint(names: string[]): { keys: number; keyCharacters: number } } = {
    async hit(counter, key) {
      return limiter(counter).hit(key);
    },
    async hitAll(entries) {
      return together(entries.map(([c, key]) => limiter(c).hit(key)));
    },
    // No await between the checks and the counts: nothing else runs in this process meanwhile.
    async reserve(entries) {
      const checked = together(entries.map(([c, key]) => limiter(c).isBlocked(key)));
      if (!checked.allowed) return checked;
      for (const [c, key] of entries) limiter(c).hit(key);
      return { allowed: true, retryAfter: 0 };
    },
    async reset(entries) {
      for (const [c, key] of entries) limiter(c).reset(key);
    },
    footprint(names) {
      const used = names.map((name) => limiters.get(name)).filter((l) => l !== undefined);
      return { keys: used.reduce((n, l) => n + l.size, 0), keyCharacters: used.reduce((n, l) => n + l.keyCharacters, 0) };
    },
  };
  return store;
}

// Ended windows are deleted at most this often per process, so the table holds live keys only.
const SWEEP_EVERY_MS = 60_000;

export function createTableLimitStore(): LimitStore {
  let nextSweep = 0;
  const rowKey = (c: Counter, key: string) => `${c.name}:${cut(key)}`;
  const rowKeys = (entries: [Counter, string][]) => entries.map(([c, key]) => rowKey(c, key));

  async function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_EVERY_MS;
    await db.deleteFrom('rate_limits').where('window_ends_at', '<=', iso(now)).execute();
  }

  /**
   * Counts `add` attempts on each key in one statement, starting a new window where the old one has
   * ended. Keys are written in one order (sorted), so two statements never wait on each other in a cycle;
   * the rows stay locked until the transaction ends. Returns each key's row after, in `entries`' order.
   */
  async function upsert(executor: typeof db, entries: [Counter, string][], add: 0 | 1, now: number) {
    const values = entries
      .map(([c, key]) => ({ key: rowKey(c, key), hits: add, window_ends_at: iso(now + c.windowMs) }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
    const ended = sql<boolean>`rate_limits.window_ends_at <= ${iso(now)}`;
    const rows = await executor
      .insertInto('rate_limits')
      .values(values)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          hits: eb
            .case()
            .when(ended)
            .then(eb.ref('excluded.hits'))
            .else(eb('rate_limits.hits', '+', eb.ref('excluded.hits')))
            .end(),
          window_ends_at: eb.case().when(ended).then(eb.ref('excluded.window_ends_at')).else(eb.ref('rate_limits.window_ends_at')).end(),
        })),
      )
      .returning(['key', 'hits', 'window_ends_at'])
      .execute();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return entries.map(([c, key]) => ({ c, key, row: byKey.get(rowKey(c, key))! }));
  }

  async function hitAll(entries: [Counter, string][]): Promise<RateLimitResult> {
    const now = Date.now();
    await sweep(now);
    const rows = await upsert(db, entries, 1, now);
    return together(rows.map(({ c, row }) => ({ allowed: row.hits <= c.limit, retryAfter: secondsUntil(row.window_ends_at, now) })));
  }

  return {
    hit: (counter, key) => hitAll([[counter, key]]),
    hitAll,
    async reserve(entries) {
      const now = Date.now();
      await sweep(now);
      return db.transaction().execute(async (trx) => {
        // The upsert locks each row until commit: a reservation running beside this one waits, then sees its count.
        const rows = await upsert(trx, entries, 0, now);
        const result = together(
          rows.map(({ c, row }) => ({ allowed: row.hits < c.limit, retryAfter: secondsUntil(row.window_ends_at, now) })),
        );
        if (!result.allowed) return result;
        // The rows are locked already: counting them all in one statement can't wait on anyone.
        await trx
          .updateTable('rate_limits')
          .set((eb) => ({ hits: eb('hits', '+', 1) }))
          .where('key', 'in', rowKeys(entries))
          .execute();
        return { allowed: true, retryAfter: 0 };
      });
    },
    async reset(entries) {
      if (entries.length === 0) return;
      await db.deleteFrom('rate_limits').where('key', 'in', rowKeys(entries)).execute();
    },
  };
}

const memory = createMemoryLimitStore();

/** The process's limit store: shared through the database when other processes share it. */
export const limits: LimitStore = isSharedDatabase() ? createTableLimitStore() : memory;

/** Keys and characters the in-memory counters hold (SQLite): what a flood of new keys could grow. */
export function memoryFootprint(names: string[]) {
  return memory.footprint(names);
}
