import { limits, type Counter } from '~/lib/db/limits.server';
import type { RateLimitResult } from '~/lib/rate-limit-memory.server';
import { normalizeLicenseKey } from '~/lib/codes/references.server';

// The license API's limits, counted in the site's shared limit store (memory on SQLite, the
// rate_limits table across processes on PostgreSQL): per key, so one leaked key can't be hammered,
// and per client address, so one address can't walk through keys.

/** Calls on one key, a minute: an app validates at start, so 60 is far above any honest use. */
export const API_CALLS_PER_KEY_PER_MINUTE = 60;
/** Calls from one address (its /64 for IPv6), a minute: an office of many installs starting at once. */
export const API_CALLS_PER_ADDRESS_PER_MINUTE = 600;

const PER_KEY: Counter = { name: 'license-key', limit: API_CALLS_PER_KEY_PER_MINUTE, windowMs: 60_000 };
const PER_ADDRESS: Counter = { name: 'license-address', limit: API_CALLS_PER_ADDRESS_PER_MINUTE, windowMs: 60_000 };

/**
 * The bucket a key is counted in: the key the lookup reads it as (any case, any separators, I and L
 * for 1, O for 0), so every spelling of one key shares one budget. Text that reads as no key finds no
 * license either; it is counted under one bucket of its own, capped in length.
 */
export function keyBucket(key: string): string {
  return normalizeLicenseKey(key) ?? `unreadable:${key.slice(0, 64)}`;
}

/** Counts one call from a client address (its bucket: web/rate-limit.server.ts's addressBucket) and, when the call names one, on its key: one round trip. */
export function hitApiLimits(addressBucket: string, key: string | null): Promise<RateLimitResult> {
  const entries: [Counter, string][] = [[PER_ADDRESS, addressBucket]];
  if (key !== null) entries.push([PER_KEY, keyBucket(key)]);
  return limits.hitAll(entries);
}
