import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '~/web/rate-limit.server';
import { reserveSignInAttempt, SIGN_IN_MAX_KEYS, signInThrottleFootprint } from './throttle.server';

// A bound on this process's memory on SQLite, where the counters are kept in it; with PostgreSQL they
// are rows, swept as their windows end.
describe('the sign-in throttle under a flood of made-up e-mails', () => {
  it('keeps a bounded number of short keys: 12,000 attempts with 60 KB e-mails from as many addresses', async () => {
    const padding = 'x'.repeat(60 * 1024);
    for (let i = 0; i < 12_000; i++) {
      await reserveSignInAttempt(`${i}-${padding}@example.com`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    }
    const footprint = signInThrottleFootprint();
    expect(footprint.keys).toBeLessThanOrEqual(2 * SIGN_IN_MAX_KEYS);
    // Every e-mail key is cut to 254 characters, every address is short: a few MB at most, not 1.5 GB.
    expect(footprint.keyCharacters).toBeLessThanOrEqual(SIGN_IN_MAX_KEYS * (254 + 15));
  });

  it('still counts the newest keys after the oldest were dropped', async () => {
    const email = 'newest@example.com';
    for (let i = 0; i < 5; i++) expect((await reserveSignInAttempt(email, `10.99.0.${i + 1}`)).allowed).toBe(true);
    expect((await reserveSignInAttempt(email, '10.99.1.1')).allowed).toBe(false);
  });
});

describe('a rate limiter', () => {
  it('drops the oldest window first when it holds its maximum', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 3 });
    for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key);
    expect(limiter.size).toBe(3);
    expect(limiter.isBlocked('a').allowed).toBe(true);
    expect(limiter.isBlocked('d').allowed).toBe(false);
  });
});
