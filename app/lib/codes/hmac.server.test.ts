import { describe, expect, it } from 'vitest';
import { hmacSignature, signedWithAny } from './hmac.server';

const PURPOSE = 'recoverly/test/v1\n';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('signed values', () => {
  it('verify with the secret that signed them, among a rotation list, and with no other secret, purpose or message', () => {
    const signature = hmacSignature(PURPOSE, 'ORD-AB12-CD34', 'old secret');
    expect(signedWithAny(PURPOSE, 'ORD-AB12-CD34', signature, ['new secret', 'old secret'])).toBe(true);
    expect(signedWithAny(PURPOSE, 'ORD-AB12-CD34', signature, ['new secret'])).toBe(false);
    expect(signedWithAny('recoverly/other/v1\n', 'ORD-AB12-CD34', signature, ['old secret'])).toBe(false);
    expect(signedWithAny(PURPOSE, 'ORD-AB12-CD35', signature, ['old secret'])).toBe(false);
    expect(signedWithAny(PURPOSE, 'ORD-AB12-CD34', signature, ['', 'old secret'])).toBe(true);
  });

  it('refuse every other spelling: each character changed to each other one, the last included (whose low bits no decoder reads)', () => {
    // Many messages, so the last character takes many values.
    for (let n = 0; n < 16; n++) {
      const message = `ORD-${n}`;
      const signature = hmacSignature(PURPOSE, message, 'secret');
      for (let index = 0; index < signature.length; index++) {
        for (const other of BASE64URL) {
          if (other === signature[index]) continue;
          const changed = signature.slice(0, index) + other + signature.slice(index + 1);
          expect(signedWithAny(PURPOSE, message, changed, ['secret']), `${changed} for ${signature}`).toBe(false);
        }
      }
    }
  });

  it('refuse what is not a signature of the right shape', () => {
    const signature = hmacSignature(PURPOSE, 'x', 'secret');
    for (const given of [undefined, null, 42, '', `${signature}=`, `${signature}A`, signature.slice(1), signature.replace(/.$/, '+')]) {
      expect(signedWithAny(PURPOSE, 'x', given, ['secret'])).toBe(false);
    }
    expect(() => hmacSignature(PURPOSE, 'x', '')).toThrow();
  });
});
