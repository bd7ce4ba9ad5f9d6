import { randomBytes } from 'node:crypto';
import { crockfordFromBytes, groupSymbols, readCrockford } from './crockford';
import { taggedSymbols } from './reference-signature.server';

/** The prefixes people see: orders (the transfer's memo) and support, help and contact requests. */
export type ReferencePrefix = 'ORD' | 'REQ';

const REFERENCE_SYMBOLS = 8; // 40 bits; one the checkout issues is 30 random bits and a 10-bit tag
const ISSUED_RANDOM_SYMBOLS = 6; // 30 bits: about a billion, so two orders sharing one stay a rare retry
const LICENSE_KEY_SYMBOLS = 20; // 100 bits: not guessable

// Random bytes are drawn from the operating system a few kilobytes at a time and each handed out
// once: a call for 8 bytes cost about as much as the rest of a reference (a new checkout visitor
// gets one). Nothing is reused; a spent pool is dropped, never refilled in place.
const POOL_SIZE = 4096;
let pool = Buffer.alloc(0);
let poolAt = 0;

function randomFromPool(length: number): Uint8Array {
  if (length > POOL_SIZE) return randomBytes(length);
  if (poolAt + length > pool.length) {
    pool = randomBytes(POOL_SIZE);
    poolAt = 0;
  }
  const bytes = pool.subarray(poolAt, poolAt + length);
  poolAt += length;
  return bytes;
}

/** `length` Crockford symbols from the operating system's CSPRNG. */
export function randomCrockford(length: number): string {
  return crockfordFromBytes(randomFromPool(length));
}

function newReference(prefix: ReferencePrefix): string {
  return `${prefix}-${groupSymbols(randomCrockford(REFERENCE_SYMBOLS), 4)}`;
}

/** A new order reference, e.g. 'ORD-7K3M-9QA2': the memo the buyer puts on the transfer. */
export function newOrderReference(): string {
  return newReference('ORD');
}

/**
 * A new payment reference as checkout issues it: six random symbols and two that sign them with
 * `secret` (reference-signature.server.ts), so this site recognises it when a buyer types it in by hand.
 */
export function newIssuedOrderReference(secret: string): string {
  return `ORD-${groupSymbols(taggedSymbols(randomCrockford(ISSUED_RANDOM_SYMBOLS), secret), 4)}`;
}

/** A new request reference, e.g. 'REQ-0B4F-ZX81', for support, help and contact requests. */
export function newRequestReference(): string {
  return newReference('REQ');
}

/** A new license key, e.g. '3F9QK-8M2XA-T7W4C-0NB6H'. */
export function newLicenseKey(): string {
  return groupSymbols(randomCrockford(LICENSE_KEY_SYMBOLS), 5);
}

// What people put between the groups: spaces, hyphens, the dashes word processors and mail clients
// substitute for them (U+2010–U+2015), and underscores.
const SEPARATORS = /[\s\-\u2010-\u2015_]+/g;
const LONGEST_INPUT = 64; // far longer than any pasted reference; anything longer is not one

/**
 * A reference as a person pasted or typed it, in canonical form, or null when it is not one:
 * ' ord 7k3m9qa2 ' → 'ORD-7K3M-9QA2', and Crockford's readings apply ('ORD-7K3M-9QAZ' with an O for
 * 0 or I/L for 1 is read as the digit). The prefix is required: eight letters alone are as likely to be
 * a name ('Williams' reads as W1111AMS) as a reference.
 */
export function normalizeReference(input: unknown, prefix: ReferencePrefix): string | null {
  if (typeof input !== 'string' || input.length > LONGEST_INPUT) return null;
  const compact = input.replace(SEPARATORS, '');
  if (compact.slice(0, prefix.length).toUpperCase() !== prefix) return null;
  const symbols = readCrockford(compact.slice(prefix.length));
  if (symbols === null || symbols.length !== REFERENCE_SYMBOLS) return null;
  return `${prefix}-${groupSymbols(symbols, 4)}`;
}

/** A license key as a person typed it, in canonical form ('3f9qk 8m2xa…' → '3F9QK-8M2XA-…'), or null. */
export function normalizeLicenseKey(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > LONGEST_INPUT) return null;
  const symbols = readCrockford(input.replace(SEPARATORS, ''));
  if (symbols === null || symbols.length !== LICENSE_KEY_SYMBOLS) return null;
  return groupSymbols(symbols, 5);
}

// A reference inside longer text (a transfer's memo): a candidate starts at the prefix itself, at the
// start of a word, then eight symbol-like characters, each optionally followed by a few separators,
// with nothing glued on after them. Candidates are looked for at every prefix (a zero-width match, so
// one that fails to read never uses up the text of the next), and each is read by normalizeReference,
// so the format has one definition. The separator runs are bounded, so the search stays linear.
const SEPARATOR_RUN = '[\\s\\-\\u2010-\\u2015_]{0,5}';

function embeddedPattern(prefix: ReferencePrefix): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?=(${prefix}${SEPARATOR_RUN}(?:[0-9a-z]${SEPARATOR_RUN}){7}[0-9a-z])(?![\\p{L}\\p{N}]))`, 'giu');
}

const EMBEDDED: Record<ReferencePrefix, RegExp> = { ORD: embeddedPattern('ORD'), REQ: embeddedPattern('REQ') };

/**
 * Every reference written in a text, in canonical form and in the order they appear, e.g.
 * 'Payment ord 7k3m 9qa2 thanks' → ['ORD-7K3M-9QA2']. Tolerant as normalizeReference is (any case,
 * spaces or no dashes, Crockford's O→0 and I/L→1); a repeated reference is listed once, and no more
 * than `atMost` are listed. Whatever stands before the prefix (a word of any length, a name,
 * punctuation) never hides it.
 */
export function findReferences(text: string, prefix: ReferencePrefix, atMost = Number.POSITIVE_INFINITY): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(EMBEDDED[prefix])) {
    const reference = normalizeReference(match[1]!.trimEnd(), prefix);
    if (reference) found.add(reference);
    if (found.size >= atMost) break;
  }
  return [...found];
}
