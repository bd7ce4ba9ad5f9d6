import { createHmac, timingSafeEqual } from 'node:crypto';
import { CROCKFORD_ALPHABET } from './crockford';

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

// A reference typed by hand (the one a buyer put in their transfer on another device) comes without
// the form's signature: it carries its own. Of its eight symbols the first six are random (30 bits) and
// the last two are a short HMAC of them (10 bits), under its own purpose label, so this site can tell a
// reference it issued from a made-up or mistyped one without keeping a list of what it handed out.
const TAG_PURPOSE = 'recoverly/reference-tag/v1\n';
const TAGGED_RANDOM = 6;
const TAG_SYMBOLS = 2;
const CANONICAL = /^ORD-([0-9A-HJKMNP-TV-Z]{4})-([0-9A-HJKMNP-TV-Z]{4})$/;

function tagSymbols(random: string, secret: string): string {
  const digest = createHmac('sha256', secret).update(TAG_PURPOSE).update(random).digest();
  // 10 bits: the top 5 bits of each of the first two bytes, one Crockford symbol each.
  return CROCKFORD_ALPHABET[digest[0]! >> 3]! + CROCKFORD_ALPHABET[digest[1]! >> 3]!;
}

/** Eight symbols whose last two are the tag of the first six (`random`, six Crockford symbols), signed with `secret`. */
export function taggedSymbols(random: string, secret: string): string {
  if (!secret) throw new Error('taggedSymbols needs a secret');
  if (random.length !== TAGGED_RANDOM) throw new Error(`taggedSymbols takes ${TAGGED_RANDOM} symbols`);
  return random + tagSymbols(random, secret);
}

/**
 * Whether a reference in canonical form ('ORD-7K3M-9QA2') carries the tag this site gives the
 * references it issues, under any secret of the rotation list. References issued before tags existed
 * carry none: they still verify with the form's signature, never by hand.
 */
export function referenceTagHolds(reference: string, secrets: readonly string[]): boolean {
  const match = CANONICAL.exec(reference);
  if (!match) return false;
  const symbols = match[1]! + match[2]!;
  const random = symbols.slice(0, TAGGED_RANDOM);
  const given = Buffer.from(symbols.slice(TAGGED_RANDOM, TAGGED_RANDOM + TAG_SYMBOLS));
  let holds = false;
  for (const secret of secrets) {
    if (secret && timingSafeEqual(Buffer.from(tagSymbols(random, secret)), given)) holds = true;
  }
  return holds;
}
