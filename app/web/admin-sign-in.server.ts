import { redirect } from 'react-router';
import { ADMIN_TOASTS } from '~/content/admin';
import { CODE_STEP_ERRORS } from '~/content/admin-security';
import { countAdmins, createAdminIfNone, findAdminById } from '~/features/admin-auth/admins.server';
import { verifySecondFactor } from '~/features/admin-auth/two-factor.server';
import { recordAudit } from '~/features/audit/record.server';
import type { Admin } from '~/lib/db/schema';
import { authenticator, MISSING_CREDENTIALS, SignInError, startAdminSession } from './auth.server';
import { db } from '~/lib/db/db.server';
import { redirectWithToast } from './flash.server';
import { formFailure } from './form-failure.server';
import { formText } from '~/lib/forms/form-data';
import { isValidSetupToken, revokeSetupTokens } from '~/features/admin-auth/setup-token.server';
import { retryAfterHeaders } from './rate-limit.server';
import { reserveSignInAttempt, SIGN_IN_THROTTLED } from '~/features/admin-auth/throttle.server';
import { FALLBACK_ERROR, visitorErrorMessage } from '~/lib/toast';
import { PATHS } from '~/lib/paths';
import { clearPendingSignIn, readPendingSignIn, startPendingSignIn } from './two-factor-pending.server';

/**
 * A form judged by its schema (the sign-in route's): the typed input, or what is wrong by field. The
 * services below decide the rest, after the attempt is counted.
 */
type Judged<F extends string, T = unknown> = { ok: true; data: T } | { ok: false; errors: Partial<Record<F, string>> };

/**
 * Checks the e-mail and password (remix-auth's FormStrategy reads the original request's body) and
 * starts a new session, or, when two-factor sign-in is on, the code step. Every password check is
 * counted before it runs, per e-mail and per address; the sixth in 15 minutes is refused before the
 * password is even looked at.
 */
export async function signIn(request: Request, form: FormData | null, judged: Judged<'email' | 'password'>, clientAddress: string) {
  const email = formText(form, 'email');
  const values = { email };
  // A blank field can sign no one in, so it is refused before counting: it can't lock anyone out either.
  if (!judged.ok) {
    return formFailure(400, { title: ADMIN_TOASTS.signInFailed, description: MISSING_CREDENTIALS }, values, judged.errors);
  }
  const attempt = await reserveSignInAttempt(email, clientAddress);
  if (!attempt.allowed) {
    return formFailure(429, { title: ADMIN_TOASTS.signInFailed, description: SIGN_IN_THROTTLED }, values, {}, retryAfterHeaders(attempt));
  }
  try {
    const admin = await authenticator.authenticate('admin-password', request);
    if (admin.totp_enabled_at !== null) {
      // Half-way: the count starts afresh only once the code is right too, or a known password would
      // buy five more code guesses every time it is typed.
      return redirect(PATHS.adminSignIn, { headers: { 'Set-Cookie': await startPendingSignIn(admin) } });
    }
    await attempt.succeeded();
    return finishSignIn(admin, clientAddress);
  } catch (error) {
    if (!(error instanceof SignInError)) {
      console.error('Sign-in failed unexpectedly:', error);
      return formFailure(500, { title: ADMIN_TOASTS.signInFailed, description: FALLBACK_ERROR }, values);
    }
    // Bounded like the checks themselves: a refused attempt past the throttle never gets here.
    await recordAudit(db, { actor: email.trim(), clientAddress }, { kind: 'sign-in-failed', details: { reason: error.message } });
    return formFailure(401, { title: ADMIN_TOASTS.signInFailed, description: error.message }, values, {
      password: error.message,
    });
  }
}

/** Signed in at last: the audit row, a brand-new session, the spec's toast, and the dashboard. */
async function finishSignIn(admin: Admin, clientAddress: string, extraCookies: string[] = []) {
  await recordAudit(db, { actor: admin.email, clientAddress }, { kind: 'sign-in' });
  const headers = new Headers();
  for (const cookie of extraCookies) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', await startAdminSession(admin));
  return redirectWithToast(PATHS.dashboard, { type: 'success', ...ADMIN_TOASTS.signInSuccess }, { headers });
}

/** The administrator half-way through signing in (the password was right), or null. */
export async function pendingSignInAdmin(request: Request): Promise<Admin | null> {
  const pending = await readPendingSignIn(request);
  if (!pending) return null;
  const admin = await findAdminById(pending.adminId);
  // A password change, a reset or two-factor turned off meanwhile: start over.
  if (!admin || admin.credentials_version !== pending.credentialsVersion || admin.totp_enabled_at === null) return null;
  return admin;
}

/**
 * The second step: a code from the authenticator app (once per 30-second window) or an unused
 * recovery code. Each check counts toward the same throttle as a password, per e-mail and address.
 */
export async function signInWithCode(request: Request, judged: Judged<'code', { code: string }>, clientAddress: string) {
  const admin = await pendingSignInAdmin(request);
  if (!admin) {
    return redirectWithToast(
      PATHS.adminSignIn,
      { type: 'error', title: ADMIN_TOASTS.signInFailed, description: CODE_STEP_ERRORS.expired },
      { headers: { 'Set-Cookie': await clearPendingSignIn() } },
    );
  }
  // Nothing typed comes back: a code, right or wrong, is not shown again.
  const values: Partial<Record<'email' | 'code', string>> = {};
  if (!judged.ok) {
    return formFailure<'email' | 'code'>(
      400,
      { title: ADMIN_TOASTS.signInFailed, description: judged.errors.code ?? CODE_STEP_ERRORS.missing },
      values,
      judged.errors,
    );
  }
  const { code } = judged.data;
  const attempt = await reserveSignInAttempt(admin.email, clientAddress);
  if (!attempt.allowed) {
    return formFailure(429, { title: ADMIN_TOASTS.signInFailed, description: SIGN_IN_THROTTLED }, values, {}, retryAfterHeaders(attempt));
  }
  const outcome = await verifySecondFactor(admin, code, { actor: admin.email, clientAddress }, 'sign-in');
  if (outcome.kind !== 'accepted') {
    return formFailure(401, { title: ADMIN_TOASTS.signInFailed, description: CODE_STEP_ERRORS.invalid }, values, {
      code: CODE_STEP_ERRORS.invalid,
    });
  }
  await attempt.succeeded();
  return finishSignIn(admin, clientAddress, [await clearPendingSignIn()]);
}

/** "Sign in with a different account": the code step ends, back to the e-mail and password. */
export async function leaveCodeStep() {
  return redirect(PATHS.adminSignIn, { headers: { 'Set-Cookie': await clearPendingSignIn() } });
}

const ADMIN_EXISTS = 'An administrator account already exists. Please sign in.';

/** First-run sign-up: only while no administrator exists, and only with the printed setup token. */
export async function signUp(
  form: FormData | null,
  judged: Judged<'email' | 'password' | 'confirmPassword', { email: string; password: string }>,
  clientAddress: string,
) {
  // What was typed, as typed: never a password.
  const values = { email: formText(form, 'email') };
  const fail = (status: number, description: string, errors: Record<string, string> = {}) =>
    formFailure(status, { title: ADMIN_TOASTS.signUpFailed, description }, values, errors);

  if ((await countAdmins()) > 0) return fail(403, ADMIN_EXISTS);
  if (!(await isValidSetupToken(formText(form, 'setup')))) {
    return fail(403, 'This setup link is not valid. Use the link printed in the server log when it started.');
  }
  if (!judged.ok) {
    const first = judged.errors.email ?? judged.errors.password ?? judged.errors.confirmPassword ?? FALLBACK_ERROR;
    return fail(400, first, judged.errors);
  }
  const { email, password } = judged.data;
  try {
    const outcome = await createAdminIfNone(email, password);
    if (outcome.kind === 'exists') return fail(409, ADMIN_EXISTS);
    const { admin } = outcome;
    await revokeSetupTokens();
    await recordAudit(db, { actor: admin.email, clientAddress }, { kind: 'admin-created', details: { through: 'setup link' } });
    return redirect(PATHS.dashboard, { headers: { 'Set-Cookie': await startAdminSession(admin) } });
  } catch (error) {
    console.error('Creating the administrator failed:', error);
    return fail(500, visitorErrorMessage(error));
  }
}
