import { describe, expect, it } from 'vitest';
import { referenceTagHolds, signReference, verifyReferenceSignature } from './reference-signature.server';
import { CROCKFORD_ALPHABET } from './crockford';
import { newIssuedOrderReference, newOrderReference, normalizeReference } from './references.server';

const REFERENCE = 'ORD-7K3M-9QA2';

describe('reference signatures', () => {
  it('accept a reference this server signed', () => {
    const signature = signReference(REFERENCE, 'current-secret');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyReferenceSignature(REFERENCE, signature, ['current-secret'])).toBe(true);
  });

  it('are the same for the same reference and secret (a re-posted form still verifies)', () => {
    expect(signReference(REFERENCE, 's')).toBe(signReference(REFERENCE, 's'));
  });

  it('accept a signature made with an older secret still in the rotation list', () => {
    const signedBeforeRotation = signReference(REFERENCE, 'old-secret');
    expect(verifyReferenceSignature(REFERENCE, signedBeforeRotation, ['new-secret', 'old-secret'])).toBe(true);
    expect(verifyReferenceSignature(REFERENCE, signedBeforeRotation, ['new-secret'])).toBe(false);
  });

  it('refuse another reference, another secret or a tampered signature', () => {
    const signature = signReference(REFERENCE, 'secret');
    expect(verifyReferenceSignature('ORD-7K3M-9QA3', signature, ['secret'])).toBe(false);
    expect(verifyReferenceSignature(REFERENCE, signature, ['other'])).toBe(false);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifyReferenceSignature(REFERENCE, flipped, ['secret'])).toBe(false);
  });

  it('refuse missing, malformed or oversized input without throwing', () => {
    const signature = signReference(REFERENCE, 'secret');
    expect(verifyReferenceSignature(REFERENCE, undefined, ['secret'])).toBe(false);
    expect(verifyReferenceSignature(undefined, signature, ['secret'])).toBe(false);
    expect(verifyReferenceSignature(REFERENCE, '', ['secret'])).toBe(false);
    expect(verifyReferenceSignature(REFERENCE, `${signature}=`, ['secret'])).toBe(false);
    expect(verifyReferenceSignature(REFERENCE, signature.slice(0, 42), ['secret'])).toBe(false);
    expect(verifyReferenceSignature(REFERENCE, 'x'.repeat(10_000), ['secret'])).toBe(false);
    expect(verifyReferenceSignature(REFERENCE, signature, [])).toBe(false);
    expect(verifyReferenceSignature(REFERENCE, signature, [''])).toBe(false);
  });

  it('differ from a plain HMAC of the reference, so no other use of the secret can forge one', async () => {
    const { createHmac } = await import('node:crypto');
    const plain = createHmac('sha256', 'secret').update(REFERENCE).digest('base64url');
    expect(verifyReferenceSignature(REFERENCE, plain, ['secret'])).toBe(false);
  });

  it('cannot be made without a secret', () => {
    expect(() => signReference(REFERENCE, '')).toThrow(/secret/);
  });
});

describe('a reference typed by hand carries its own tag', () => {
  const other = (symbol: string) => CROCKFORD_ALPHABET[(CROCKFORD_ALPHABET.indexOf(symbol) + 7) % 32]!;
  const withSymbol = (reference: string, at: number, symbol: string) => {
    const symbols = reference.slice(4, 8) + reference.slice(9);
    const changed = symbols.slice(0, at) + symbol + symbols.slice(at + 1);
    return `ORD-${changed.slice(0, 4)}-${changed.slice(4)}`;
  };

  it('every reference checkout issues verifies by itself, typed in any case or spacing, under any secret of the rotation list', () => {
    let holdingUnderAnother = 0;
    for (let i = 0; i < 200; i++) {
      const reference = newIssuedOrderReference('secret');
      expect(reference).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(referenceTagHolds(reference, ['secret']), reference).toBe(true);
      expect(referenceTagHolds(normalizeReference(reference.toLowerCase().replaceAll('-', ' '), 'ORD')!, ['new', 'secret'])).toBe(true);
      if (referenceTagHolds(reference, ['another secret'])) holdingUnderAnother++;
    }
    // A 10-bit tag holds under a wrong secret once in 1,024 references by chance (0.2 of 200 expected;
    // 6 or more has a chance under one in a million). A tag that ignored the secret would hold 200 times.
    expect(holdingUnderAnother).toBeLessThan(6);
  });

  it('a tag symbol changed never verifies', () => {
    for (let i = 0; i < 100; i++) {
      const reference = newIssuedOrderReference('secret');
      const symbols = reference.slice(4, 8) + reference.slice(9);
      for (const at of [6, 7]) expect(referenceTagHolds(withSymbol(reference, at, other(symbols[at]!)), ['secret'])).toBe(false);
    }
  });

  it('of references made up or mistyped in their random part, about one in a thousand passes (10 bits), never most', () => {
    let passed = 0;
    const tries = 20_000;
    for (let i = 0; i < tries; i++) if (referenceTagHolds(newOrderReference(), ['secret'])) passed++;
    expect(passed / tries).toBeLessThan(0.004);
    let typos = 0;
    for (let i = 0; i < 2_000; i++) {
      const reference = newIssuedOrderReference('secret');
      const at = i % 6;
      const symbols = reference.slice(4, 8) + reference.slice(9);
      if (referenceTagHolds(withSymbol(reference, at, other(symbols[at]!)), ['secret'])) typos++;
    }
    expect(typos).toBeLessThan(10);
  });

  it('refuses what is not a canonical reference, without throwing', () => {
    for (const wrong of ['', 'ORD-7K3M', 'ord-7k3m-9qa2', 'REQ-7K3M-9QA2', 'ORD-7K3M-9QA2-X'])
      expect(referenceTagHolds(wrong, ['s'])).toBe(false);
    expect(referenceTagHolds(newIssuedOrderReference('s'), [])).toBe(false);
  });
});
