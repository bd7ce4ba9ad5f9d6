import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed cookie in React Router's format (createCookie with secrets: base64 of the JSON, a dot, and
 * the base64 HMAC-SHA256 without padding; the whole URI-encoded), signed and checked with Node's
 * HMAC. React Router signs through Web Crypto, which imports the key and hands every signature to a
 * worker thread: on a form post that was a sixth of the server's time, for one small HMAC. Cookies of
 * either kind read the same, so none in a visitor's browser is lost when one replaces the other.
 */
export interface SignedCookieOptions {
  secrets: readonly string[];
  /** Attributes after the value, e.g. 'Max-Age=60; Path=/; HttpOnly; SameSite=Lax'. */
  attributes: string;
}

function signatureOf(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('base64').replace(/=+$/, '');
}

/** The Set-Cookie header carrying `value` (any JSON value), signed with the first secret. */
export function signedCookieHeader(name: string, value: unknown, { secrets, attributes }: SignedCookieOptions): string {
  const encoded = Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
  return `${name}=${encodeURIComponent(`${encoded}.${signatureOf(encoded, secrets[0]!)}`)}; ${attributes}`;
}

/** The Set-Cookie header that removes the cookie. */
export function clearedCookieHeader(name: string, attributes: string): string {
  return `${name}=; Max-Age=0; ${attributes}`;
}

/** The cookie's raw value in a Cookie header (the first one of that name), or null. */
function rawValue(name: string, cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  const prefix = `${name}=`;
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return trimmed.slice(prefix.length);
  }
  return null;
}

/**
 * The value of the named cookie when one of `secrets` signed it; null when it is absent, unsigned,
 * signed with another secret, or not what we write.
 */
export function readSignedCookie(name: string, cookieHeader: string | null | undefined, secrets: readonly string[]): unknown {
  const raw = rawValue(name, cookieHeader);
  if (!raw) return null;
  let cookie: string;
  try {
    cookie = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = cookie.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = cookie.slice(0, dot);
  const given = Buffer.from(cookie.slice(dot + 1), 'utf8');
  const signed = secrets.some((secret) => {
    const expected = Buffer.from(signatureOf(value, secret), 'utf8');
    return secret !== '' && expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!signed) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
