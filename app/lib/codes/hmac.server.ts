import { createHmac, timingSafeEqual } from 'node:crypto';

// The site's signed values (the checkout form's reference, the kept-references cookie, request-page
// links, renewal links): HMAC-SHA256 under a purpose label, written in base64url without padding. The
// label keeps a signature made for one purpose from ever being valid for another; the secret is the
// session secret's rotation list, newest first.

/** 32 bytes of HMAC-SHA256 in base64url, no padding. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

function mac(purpose: string, message: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(purpose).update(message).digest();
}

/** The signature of `message` for `purpose` with `secret` (the current one: the first of the list). */
export function hmacSignature(purpose: string, message: string, secret: string): string {
  if (!secret) throw new Error('hmacSignature needs a secret');
  return mac(purpose, message, secret).toString('base64url');
}

/**
 * Whether `signature` is the one `hmacSignature` writes for `message` and `purpose` with any of
 * `secrets`. Only its own spelling counts: the last character of 32 bytes in base64url holds two bits
 * no decoder reads, so 'A' and 'B' there spell the same bytes, and a link changed by a character must
 * not verify. Every secret is tried, so the time taken does not tell which one matched.
 */
export function signedWithAny(purpose: string, message: string, signature: unknown, secrets: readonly string[]): boolean {
  if (typeof signature !== 'string' || !SIGNATURE.test(signature)) return false;
  const given = Buffer.from(signature, 'base64url');
  if (given.toString('base64url') !== signature) return false;
  let signed = false;
  for (const secret of secrets) {
    if (secret && timingSafeEqual(mac(purpose, message, secret), given)) signed = true;
  }
  return signed;
}
