import { describe, expect, it } from 'vitest';
import { signReference, verifyReferenceSignature } from './reference-signature.server';

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
