import { SECURITY_TOASTS } from '~/content/admin-security';
import type { ReauthOutcome } from '~/features/admin-auth/reauth.server';
import { SIGN_IN_THROTTLED } from '~/features/admin-auth/throttle.server';

/** How a refused re-authentication of the password (and code) is answered, whichever form asked for it. */
export interface ReauthRefusal {
  status: 400 | 401 | 429;
  /** The toast's description, and the field's message when a field is at fault. */
  message: string;
  field: 'password' | 'code' | null;
  /** With a 429: the seconds to wait, for Retry-After. */
  retryAfter: number | null;
}

export function reauthRefusal(outcome: Exclude<ReauthOutcome, { kind: 'confirmed' }>): ReauthRefusal {
  switch (outcome.kind) {
    case 'missing':
      return outcome.field === 'password'
        ? { status: 400, message: SECURITY_TOASTS.missingPassword, field: 'password', retryAfter: null }
        : { status: 400, message: SECURITY_TOASTS.missingCode, field: 'code', retryAfter: null };
    case 'wrong-password':
      return { status: 401, message: SECURITY_TOASTS.wrongPassword, field: 'password', retryAfter: null };
    case 'wrong-code':
      return { status: 401, message: SECURITY_TOASTS.wrongCode, field: 'code', retryAfter: null };
    case 'throttled':
      return { status: 429, message: SIGN_IN_THROTTLED, field: null, retryAfter: outcome.retryAfter };
  }
}

/** `headers` and Retry-After: `seconds`, at least 1. */
export function retryAfterHeaders(headers: Headers | undefined, seconds: number): Headers {
  const out = new Headers(headers);
  out.set('Retry-After', String(Math.max(1, seconds)));
  return out;
}

/** Headers with Retry-After set for a 429 refusal; the same headers otherwise. */
export function withRetryAfter(headers: Headers | undefined, refusal: ReauthRefusal): Headers | undefined {
  return refusal.retryAfter === null ? headers : retryAfterHeaders(headers, refusal.retryAfter);
}
