import { Secret, TOTP } from 'otpauth';
import { BRAND } from '~/lib/brand';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app reads them: SHA-1, 30-second
 * steps, 6 digits. A code is accepted for its own step and the ones either side (clocks drift, and a
 * code typed at the end of its 30 seconds arrives in the next); the caller makes each step work once.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1;
/** 160 bits, RFC 4226's recommended length for an HMAC-SHA1 key. */
const SECRET_BYTES = 20;

function totp(secret: string, account = ''): TOTP {
  return new TOTP({
    issuer: BRAND,
    label: account,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret, base32 (what apps take when typed in), from the operating system's CSPRNG. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The otpauth:// address the QR code holds: the issuer, the account and the secret. */
export function totpUri(secret: string, account: string): string {
  return totp(secret, account).toString();
}

/** The 30-second step a moment falls in (the TOTP counter). */
export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** A code as people type it: spaces and dashes dropped ("123 456"). */
export function normalizeTotpCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** Whether the text has the shape of an authenticator code (six digits). */
export function looksLikeTotpCode(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizeTotpCode(code));
}

/**
 * The step a code belongs to, when it is right for `now` give or take one step; null otherwise.
 * otpauth compares in constant time.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = normalizeTotpCode(code);
  if (!looksLikeTotpCode(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/** The code for a moment (tests, and nothing else: the server never needs to show one). */
export function totpCodeAt(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

/** The secret in groups of four, for reading it off the screen into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
