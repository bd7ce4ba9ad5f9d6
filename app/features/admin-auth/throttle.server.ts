import { normalizeEmail } from './credentials';
import { addressBucket } from '~/lib/address-bucket';
import { limits, memoryFootprint, type Counter } from '~/lib/db/limits.server';

/** Failed sign-ins allowed per e-mail and per client address inside the window. */
export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** Keys kept per counter; past that the oldest window is forgotten (see docs/security.md). */
export const SIGN_IN_MAX_KEYS = 10_000;

// The same words whatever the cause, so a refusal reveals nothing about the account.
export const SIGN_IN_THROTTLED = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

// Two counters: one e-mail guessed from many addresses, and one address trying many e-mails.
const byEmail: Counter = { name: 'sign-in-email', limit: SIGN_IN_FAILURE_LIMIT, windowMs: SIGN_IN_WINDOW_MS, maxKeys: SIGN_IN_MAX_KEYS };
const byAddress: Counter = {
  name: 'sign-in-address',
  limit: SIGN_IN_FAILURE_LIMIT,
  windowMs: SIGN_IN_WINDOW_MS,
  maxKeys: SIGN_IN_MAX_KEYS,
};

// No real address is longer than 254 characters: a 60 KB "e-mail" must not become a 60 KB key.
// (Cut before normalising, so a huge one isn't copied whole first.)
function emailKey(email: string): string {
  return normalizeEmail(email.trimStart().slice(0, 254));
}

export interface SignInAttempt {
  /** False when the e-mail or the address has used up its attempts: check no password then. */
  allowed: boolean;
  /** Seconds until the attempts come back (for Retry-After). */
  retryAfter: number;
  /** The password was right: the e-mail and the address start afresh. */
  succeeded(): Promise<void>;
}

/**
 * Counts a password check before it happens, so requests sent together can't all slip past the
 * limit while bcrypt runs: at most five checks per e-mail and per address in 15 minutes, however
 * many arrive at once, on however many server processes. A refused attempt is not counted again.
 * The check and the count are one atomic step of the limit store (see app/lib/db/limits.server.ts).
 */
export async function reserveSignInAttempt(email: string, clientAddress: string): Promise<SignInAttempt> {
  const entries: [Counter, string][] = [
    [byEmail, emailKey(email)],
    // An IPv6 client can take any of its /64's addresses at will: the /64 is one address here.
    [byAddress, addressBucket(clientAddress)],
  ];
  const reserved = await limits.reserve(entries);
  if (!reserved.allowed) return { ...reserved, succeeded: async () => {} };
  return { allowed: true, retryAfter: 0, succeeded: () => limits.reset(entries) };
}

/** How much the two counters hold in memory (SQLite): keys, and characters in those keys. */
export function signInThrottleFootprint() {
  return memoryFootprint([byEmail.name, byAddress.name]);
}
