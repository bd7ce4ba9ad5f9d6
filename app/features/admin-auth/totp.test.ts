import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { groupSecret, matchTotpStep, newTotpSecret, totpStep, totpUri } from './totp';

// An authenticator app, as the test's own otpauth instance: what the administrator's phone computes.
const app = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
const NOW = Date.UTC(2026, 10, 25, 12, 0, 10);

describe('TOTP codes (RFC 6238)', () => {
  it('matches the RFC 6238 SHA-1 test vector', () => {
    // RFC 6238 appendix B: the key "12345678901234567890", T = 59 s → 94287082 (8 digits); its last 6 are the 6-digit code.
    const secret = new Secret({ buffer: new TextEncoder().encode('12345678901234567890').buffer }).base32;
    expect(matchTotpStep(secret, '287082', 59_000)).toBe(1);
  });

  it('makes a 160-bit base32 secret and an otpauth:// address apps scan', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'owner@recoverly.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Recoverly:owner@recoverly.test');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Recoverly',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it("accepts the app's code for this step and the steps either side, nothing further", () => {
    const secret = newTotpSecret();
    const step = totpStep(NOW);
    for (const offset of [-1, 0, 1]) {
      const code = app(secret).generate({ timestamp: NOW + offset * 30_000 });
      expect(matchTotpStep(secret, code, NOW)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      const code = app(secret).generate({ timestamp: NOW + offset * 30_000 });
      const inWindow = [-1, 0, 1].map((o) => app(secret).generate({ timestamp: NOW + o * 30_000 }));
      if (!inWindow.includes(code)) expect(matchTotpStep(secret, code, NOW)).toBeNull();
    }
  });

  it('takes a code typed with spaces, and refuses anything that is not six digits', () => {
    const secret = newTotpSecret();
    const code = app(secret).generate({ timestamp: NOW });
    expect(matchTotpStep(secret, ` ${code.slice(0, 3)} ${code.slice(3)} `, NOW)).toBe(totpStep(NOW));
    for (const bad of ['', '12345', '1234567', 'abcdef', `${code}0`]) expect(matchTotpStep(secret, bad, NOW)).toBeNull();
  });

  it('shows the secret in groups of four for typing by hand', () => {
    expect(groupSecret('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567');
  });
});
