import { limits, type Counter } from '~/lib/db/limits.server';
import { createRateLimiter, type RateLimitResult } from '~/lib/rate-limit-memory.server';
import { addressBucket } from '~/lib/address-bucket';

export { addressBucket, createRateLimiter, type RateLimitResult };

/** Public form posts: 10 a minute per client address for each form. */
export const FORM_POSTS_PER_MINUTE = 10;
const FORM_POSTS: Counter = { name: 'form', limit: FORM_POSTS_PER_MINUTE, windowMs: 60_000 };

export function hitFormLimit(form: string, clientAddress: string): Promise<RateLimitResult> {
  return limits.hit(FORM_POSTS, `${form}:${addressBucket(clientAddress)}`);
}

export const TOO_MANY_REQUESTS = 'Too many submissions from your address. Please wait a minute and try again.';

/** The header every 429 carries, so clients (and well-behaved bots) know when to come back. */
export function retryAfterHeaders(result: RateLimitResult): Headers {
  return new Headers({ 'Retry-After': String(Math.max(1, result.retryAfter)) });
}

/**
 * Public pages rendered for one request (not served from the page cache: 404s, help-centre
 * searches, order pages, .data requests for a subset of loaders, any page while a flash is shown):
 * 120 a minute per client address. A visitor causes a handful a minute at most (the cache serves
 * every page they browse); two a second for a whole minute is a script. People behind one shared
 * address (an office, a carrier's NAT) still have room, and one address can use only a sliver of
 * the server's time.
 */
export const RENDERS_PER_MINUTE = 120;
const RENDERS: Counter = { name: 'render', limit: RENDERS_PER_MINUTE, windowMs: 60_000 };

export const TOO_MANY_RENDERS = 'Too many pages were requested from your address. Please wait a minute and try again.';

export function hitRenderBudget(clientAddress: string): Promise<RateLimitResult> {
  return limits.hit(RENDERS, addressBucket(clientAddress));
}
