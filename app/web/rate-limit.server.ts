import { limits, type Counter } from '~/lib/db/limits.server';
import type { RateLimitResult } from '~/lib/rate-limit-memory.server';

export { createRateLimiter, type RateLimitResult } from '~/lib/rate-limit-memory.server';

/** Public form posts: 10 a minute per client address for each form. */
export const FORM_POSTS_PER_MINUTE = 10;
const FORM_POSTS: Counter = { name: 'form', limit: FORM_POSTS_PER_MINUTE, windowMs: 60_000 };

export function hitFormLimit(form: string, clientAddress: string): Promise<RateLimitResult> {
  return limits.hit(FORM_POSTS, `${form}:${clientAddress}`);
}

export const TOO_MANY_REQUESTS = 'Too many submissions from your address. Please wait a minute and try again.';

/** The header every 429 carries, so clients (and well-behaved bots) know when to come back. */
export function retryAfterHeaders(result: RateLimitResult): Headers {
  return new Headers({ 'Retry-After': String(Math.max(1, result.retryAfter)) });
}
