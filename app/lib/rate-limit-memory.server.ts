export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

// Keys come from visitors (an e-mail, an address a proxy reported): long ones are cut, not stored whole.
export const MAX_KEY_LENGTH = 300;

/**
 * A fixed-window counter per key, in memory: with SQLite the site is one process. Old windows are
 * swept as new hits arrive, and at most `maxKeys` are kept (the oldest window goes first), so a
 * flood of new keys costs a bounded amount of memory however fast it comes.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  // In insertion order, which is the order the windows started: the first key is the oldest.
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = Date.now() + windowMs;

  function sweep(now: number) {
    if (now < nextSweep) return;
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    nextSweep = now + windowMs;
  }

  function current(key: string, now: number) {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  }

  return {
    /** Counts one attempt; refused once `limit` attempts happened inside the window. */
    hit(rawKey: string): RateLimitResult {
      const key = rawKey.slice(0, MAX_KEY_LENGTH);
      const now = Date.now();
      sweep(now);
      let w = current(key, now);
      if (!w) {
        w = { count: 0, resetAt: now + windowMs };
        // Deleted first so a renewed window moves to the end of the order.
        windows.delete(key);
        windows.set(key, w);
        if (windows.size > maxKeys) windows.delete(windows.keys().next().value!);
      }
      w.count++;
      return { allowed: w.count <= limit, retryAfter: Math.ceil((w.resetAt - now) / 1000) };
    },
    /** Whether the key is already at its limit, without counting an attempt. */
    isBlocked(rawKey: string): RateLimitResult {
      const now = Date.now();
      const w = current(rawKey.slice(0, MAX_KEY_LENGTH), now);
      return { allowed: !w || w.count < limit, retryAfter: w ? Math.ceil((w.resetAt - now) / 1000) : 0 };
    },
    reset(rawKey: string): void {
      windows.delete(rawKey.slice(0, MAX_KEY_LENGTH));
    },
    get size() {
      return windows.size;
    },
    /** Characters held in keys: what a flood of long keys would grow. */
    get keyCharacters() {
      let total = 0;
      for (const key of windows.keys()) total += key.length;
      return total;
    },
  };
}
