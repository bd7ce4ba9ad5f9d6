import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32; // 256 bits: the order page's link is the only key to it
const STORED_HASH = /^[0-9a-f]{64}$/;
const LONGEST_TOKEN = 256; // tokens are 43 characters; a longer string is not worth hashing

/** A new token for the link to a buyer's order page (base64url, 43 characters). Store only its hash. */
export function newAccessToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What is stored for a token: SHA-256, hex. A plain hash is enough (no salt, no slow hash) because the
 * token is 256 random bits: nothing to guess, so nothing for a dictionary or a GPU to find.
 */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `token` is the one whose hash is stored, compared in constant time; false for missing or odd input. */
export function accessTokenMatches(token: unknown, storedHash: unknown): boolean {
  if (typeof token !== 'string' || token === '' || token.length > LONGEST_TOKEN) return false;
  if (typeof storedHash !== 'string' || !STORED_HASH.test(storedHash)) return false;
  return timingSafeEqual(Buffer.from(hashAccessToken(token), 'hex'), Buffer.from(storedHash, 'hex'));
}
