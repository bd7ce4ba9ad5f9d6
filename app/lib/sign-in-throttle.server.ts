import { normalizeEmail } from './admins.server';
import { createRateLimiter, type RateLimitResult } from './rate-limit.server';

/** Failed sign-ins allowed per e-mail and per client address inside the window. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

// The same words whatever the cause, so a refusal reveals nothing about the account.
export const SIGN_IN_THROTTLED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

// Two counters: one e-mail guessed from many addresses, and one address trying many e-mails.
const byEmail = createRateLimiter({ limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS });
const byAddress = createRateLimiter({ limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS });

function emailKey(email: string): string {
  return normalizeEmail(email);
}

/** Whether another attempt may be checked at all; refused attempts don't count again. */
export function signInAllowed(email: string, clientAddress: string): RateLimitResult {
  const a = byEmail.isBlocked(emailKey(email));
  const b = byAddress.isBlocked(clientAddress);
  return { allowed: a.allowed && b.allowed, retryAfter: Math.max(a.retryAfter, b.retryAfter) };
}

export function recordSignInFailure(email: string, clientAddress: string): void {
  byEmail.hit(emailKey(email));
  byAddress.hit(clientAddress);
}

/** The administrator proved who they are: their e-mail and their address start afresh. */
export function recordSignInSuccess(email: string, clientAddress: string): void {
  byEmail.reset(emailKey(email));
  byAddress.reset(clientAddress);
}
