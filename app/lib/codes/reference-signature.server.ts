import { createHmac, timingSafeEqual } from 'node:crypto';

// The secret is the session secret, which also signs cookies: a fixed purpose label keeps a signature
// made here from ever being valid anywhere else, and the other way round.
const PURPOSE = 'recoverly/checkout-reference/v1\n';
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/; // 32 bytes of HMAC-SHA256 in base64url, no padding

function digest(reference: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(PURPOSE).update(reference).digest();
}

/**
 * The signature the checkout form carries beside its reference (HMAC-SHA256, base64url), so the
 * server accepts only references it issued. Sign with the current secret: the first of the list.
 */
export function signReference(reference: string, secret: string): string {
  if (!secret) throw new Error('signReference needs a secret');
  return digest(reference, secret).toString('base64url');
}

/**
 * Whether `signature` was made for `reference` with any of `secrets` (the rotation list, newest
 * first), compared in constant time. False for anything that is not a string of the right shape.
 */
export function verifyReferenceSignature(reference: unknown, signature: unknown, secrets: readonly string[]): boolean {
  if (typeof reference !== 'string' || typeof signature !== 'string' || !SIGNATURE.test(signature)) return false;
  const given = Buffer.from(signature, 'base64url');
  let matched = false;
  // Every secret is tried, so the time taken does not tell which one matched.
  for (const secret of secrets) {
    if (secret && timingSafeEqual(digest(reference, secret), given)) matched = true;
  }
  return matched;
}
