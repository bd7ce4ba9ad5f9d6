import { hmacSignature, signedWithAny } from '~/lib/codes/hmac.server';
import { sessionSecrets } from '~/lib/session-secret.server';
import { REQUEST_TOKEN_DAYS } from './token-lifetime';

/**
 * The signed key in the link to a buyer's request page (`?t=`): when it ends, and an HMAC of the
 * reference and that time with the site's secret (the first of SESSION_SECRET's list signs, every one
 * verifies). Nothing is stored: each e-mail carries a fresh one, and a link ends on its own after
 * REQUEST_TOKEN_DAYS days, like the order page's. A fixed purpose label keeps these signatures from
 * ever being valid as a cookie's or a checkout reference's, and the other way round.
 */

export { REQUEST_TOKEN_DAYS };
const DAY_MS = 24 * 60 * 60_000;
const PURPOSE = 'recoverly/request-page/v1\n';
const TOKEN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

const signed = (reference: string, expires: string) => `${reference}\n${expires}`;

/** A new token for `reference`'s page, valid for REQUEST_TOKEN_DAYS days from `now`. */
export function issueRequestToken(reference: string, now = new Date(), secrets = sessionSecrets()): string {
  const expires = Math.floor((now.getTime() + REQUEST_TOKEN_DAYS * DAY_MS) / 1000).toString(36);
  return `${expires}.${hmacSignature(PURPOSE, signed(reference, expires), secrets[0]!)}`;
}

/** What a token is for a reference: it opens the page, it did but has ended, or it never did. */
export type RequestTokenState = 'valid' | 'expired' | 'unknown';

export function requestTokenState(reference: string, token: unknown, now = new Date(), secrets = sessionSecrets()): RequestTokenState {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!match) return 'unknown';
  const [, expires, signature] = match as unknown as [string, string, string];
  if (!signedWithAny(PURPOSE, signed(reference, expires), signature, secrets)) return 'unknown';
  return now.getTime() >= parseInt(expires, 36) * 1000 ? 'expired' : 'valid';
}
