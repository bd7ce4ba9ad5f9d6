import { createHmac, timingSafeEqual } from 'node:crypto';
import { CROCKFORD_ALPHABET } from './crockford';
import { hmacSignature, signedWithAny } from './hmac.server';

// The secret is the session secret, which also signs cookies: a fixed purpose label keeps a signature
// made here from ever being valid anywhere else, and the other way round.
const PURPOSE = 'recoverly/checkout-reference/v1\n';

/**
 * The signature the checkout form carries beside its reference (HMAC-SHA256, base64url), so the
 * server accepts only references it issued. Sign with the current secret: the first of the list.
 */
export function signReference(reference: string, secret: string): string {
  return hmacSignature(PURPOSE, reference, secret);
}

/**
 * Whether `signature` was made for `reference` with any of `secrets` (the rotation list, newest
 * first), compared in constant time. False for anything that is not a string of the right shape.
 */
export function verifyReferenceSignature(reference: unknown, signature: unknown, secrets: readonly string[]): boolean {
  return typeof reference === 'string' && signedWithAny(PURPOSE, reference, signature, secrets);
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
