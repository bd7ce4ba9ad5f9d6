export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

/**
 * A fixed-window counter per key, in memory: this site is one process by design. Old windows are
 * swept as new hits arrive, so memory stays proportional to recently active clients.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
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
    hit(key: string): RateLimitResult {
      const now = Date.now();
      sweep(now);
      let w = current(key, now);
      if (!w) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { allowed: w.count <= limit, retryAfter: Math.ceil((w.resetAt - now) / 1000) };
    },
    /** Whether the key is already over its limit, without counting an attempt. */
    isBlocked(key: string): RateLimitResult {
      const now = Date.now();
      const w = current(key, now);
      return { allowed: !w || w.count < limit, retryAfter: w ? Math.ceil((w.resetAt - now) / 1000) : 0 };
    },
    reset(key: string): void {
      windows.delete(key);
    },
    get size() {
      return windows.size;
    },
  };
}

/** Public form posts: 10 a minute per client address for each form. */
export const FORM_POSTS_PER_MINUTE = 10;
const formLimiter = createRateLimiter({ limit: FORM_POSTS_PER_MINUTE, windowMs: 60_000 });

export function hitFormLimit(form: string, clientAddress: string): RateLimitResult {
  return formLimiter.hit(`${form}:${clientAddress}`);
}

export const TOO_MANY_REQUESTS = 'Too many submissions from your address. Please wait a minute and try again.';
