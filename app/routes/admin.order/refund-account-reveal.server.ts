import { data } from 'react-router';
import { ORDER_TOASTS } from '~/content/admin-orders';
import { checkReauth } from '~/features/admin-auth/reauth.server';
import { reserveSignInAttempt } from '~/features/admin-auth/throttle.server';
import { revealRefundAccount } from '~/features/orders/refund-account.server';
import { formText } from '~/lib/forms/form-data';
import type { SignedInAdmin } from '~/web/auth.server';
import { failureBody } from '~/web/form-failure.server';
import { auditActorOf } from '~/web/admin-action.server';
import { reauthRefusal, withRetryAfter } from '~/web/reauth-refusal.server';

/** What the admin order's Reveal answers: the whole account (never kept in a cookie or a redirect), or why not. */
type RevealErrors = Partial<Record<'password' | 'code', string>>;

export type RevealAnswer =
  | { reveal: 'shown'; rows: [string, string][] }
  | { reveal: 'refused'; toast: ReturnType<typeof failureBody>['toast']; errors: RevealErrors };

const PRIVATE = { 'Cache-Control': 'no-store' };

/**
 * Reveal on the admin order: the password again (and the code when two-factor is on), every time,
 * counted like a sign-in as a bank change is; then the whole account, answered in this response only
 * (a redirect would carry it in a cookie) and written to the audit log as revealed.
 */
export async function revealRefundAccountAction(form: FormData, orderId: number, signedIn: SignedInAdmin, clientAddress: string) {
  const by = auditActorOf(signedIn, clientAddress);
  const headers = new Headers(signedIn.headers);
  for (const [name, value] of Object.entries(PRIVATE)) headers.set(name, value);
  const refuse = (status: number, description: string, errors: RevealErrors, extra?: Headers) =>
    data<RevealAnswer>(
      { reveal: 'refused', toast: failureBody({ title: ORDER_TOASTS.revealFailed, description }, {}).toast, errors },
      { status, headers: extra ?? headers },
    );
  const reauth = await checkReauth(
    signedIn.admin,
    { password: formText(form, 'reauthPassword'), code: formText(form, 'reauthCode') },
    { by, during: 'refund account', reserve: () => reserveSignInAttempt(signedIn.admin.email, clientAddress) },
  );
  if (reauth.kind !== 'confirmed') {
    const refusal = reauthRefusal(reauth);
    return refuse(
      refusal.status,
      refusal.message,
      refusal.field ? { [refusal.field]: refusal.message } : {},
      withRetryAfter(headers, refusal),
    );
  }
  const outcome = await revealRefundAccount(orderId, by);
  if (outcome.kind !== 'revealed') return refuse(409, ORDER_TOASTS.revealNothing, {});
  return data<RevealAnswer>({ reveal: 'shown', rows: outcome.rows }, { headers });
}
