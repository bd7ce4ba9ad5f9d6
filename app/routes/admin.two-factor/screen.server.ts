import { data, redirect } from 'react-router';
import { SECURITY_TOASTS } from '~/content/admin-security';
import { qrCodePath } from '~/features/admin-auth/qr-code.server';
import { isFreshlyAuthenticated, type ReauthOutcome } from '~/features/admin-auth/reauth.server';
import { reserveSignInAttempt } from '~/features/admin-auth/throttle.server';
import { enableTwoFactor, turnOffTwoFactor, type TwoFactorChange } from '~/features/admin-auth/two-factor-setup.server';
import { pendingEnrolment, readTwoFactorStatus, startEnrolment, type TwoFactorStatus } from '~/features/admin-auth/two-factor.server';
import type { AuditActor } from '~/features/audit/record.server';
import { formatCreatedAt } from '~/lib/created-label';
import { db } from '~/lib/db/db.server';
import { parseForm } from '~/lib/forms/parse-form';
import { shellCommand } from '~/lib/shell-command.server';
import { dashboardPath, PATHS } from '~/lib/paths';
import { errorMessage, type ToastMessage } from '~/lib/toast';
import type { SignedInAdmin } from '~/web/auth.server';
import { redirectWithToast } from '~/web/flash.server';
import { failureBody, type FormFailure } from '~/web/form-failure.server';
import { reauthRefusal, withRetryAfter } from '~/web/reauth-refusal.server';
import { twoFactorFormSchema } from './form-schema.server';

/** Two-factor as the Account tab and the set-up page show it. */
export interface TwoFactorView extends TwoFactorStatus {
  /** 'Nov 25, 2026, 2:03 PM UTC', when it is on. */
  enabledLabel: string | null;
}

export async function twoFactorView(signedIn: SignedInAdmin): Promise<TwoFactorView> {
  const status = await readTwoFactorStatus(db, signedIn.admin);
  return { ...status, enabledLabel: status.enabledAt ? formatCreatedAt(status.enabledAt) : null };
}

/** What /admin/two-factor shows: the state, and while a set-up waits, its QR code, key and address. */
export async function loadTwoFactorPage(signedIn: SignedInAdmin) {
  const enrolment = pendingEnrolment(signedIn.admin);
  return {
    email: signedIn.admin.email,
    twoFactor: await twoFactorView(signedIn),
    enrolment: enrolment ? { groupedSecret: enrolment.groupedSecret, uri: enrolment.uri, qr: await qrCodePath(enrolment.uri) } : null,
    // Within 10 minutes of the last proof, turning it on asks for the code only.
    fresh: isFreshlyAuthenticated(signedIn.reauthenticatedAt),
    // How whoever runs the server turns it off without the app: the executable's command, or the checkout's npm script.
    resetCommand: shellCommand('admin', '--reset-2fa'),
  };
}

export type TwoFactorIntent = 'start' | 'confirm' | 'disable';

/** A refused (or, for 'confirm', accepted) post of the page: which form, its message, its fields' errors. */
export interface TwoFactorAnswer extends FormFailure {
  intent: TwoFactorIntent | 'unknown';
  /** Shown once, right after two-factor was turned on. */
  recoveryCodes?: string[];
}

function answer(
  status: number,
  intent: TwoFactorAnswer['intent'],
  toast: Omit<ToastMessage, 'id'>,
  errors: Record<string, string> = {},
  headers?: Headers,
) {
  const body: TwoFactorAnswer = { intent, ...failureBody(toast, {}, errors) };
  return data(body, { status, headers });
}

/** A failed re-authentication (password, code, throttle) as the page's answer. */
function reauthFailure(intent: TwoFactorIntent, title: string, outcome: Exclude<ReauthOutcome, { kind: 'confirmed' }>) {
  const refusal = reauthRefusal(outcome);
  const errors = refusal.field ? { [refusal.field]: refusal.message } : {};
  return answer(refusal.status, intent, { type: 'error', title, description: refusal.message }, errors, withRetryAfter(undefined, refusal));
}

/** Set Up, the confirming code, and Turn Off: each a plain POST, each answered for the page with and without JavaScript. */
export async function twoFactorAction(form: FormData, signedIn: SignedInAdmin, by: AuditActor) {
  const { admin } = signedIn;
  const intent = form.get('intent');
  const change: TwoFactorChange = {
    by,
    sessionId: signedIn.sessionId,
    reauthenticatedAt: signedIn.reauthenticatedAt,
    reserve: () => reserveSignInAttempt(admin.email, by.clientAddress),
  };
  const fields = parseForm(form, twoFactorFormSchema);
  if (!fields.ok && (intent === 'confirm' || intent === 'disable')) {
    const title = intent === 'disable' ? SECURITY_TOASTS.turnOffFailed : SECURITY_TOASTS.setUpFailed;
    return answer(400, intent, { type: 'error', title, description: Object.values(fields.errors)[0] ?? '' }, { ...fields.errors } as Record<
      string,
      string
    >);
  }
  const { code, password } = fields.ok ? fields.data : { code: '', password: '' };
  try {
    switch (intent) {
      case 'start': {
        const started = await startEnrolment(admin.id);
        if (started.kind === 'already-enabled') return redirectWithToast(PATHS.twoFactor, { type: 'info', ...SECURITY_TOASTS.alreadyOn });
        // Post/Redirect/Get: a reload shows the same key, it doesn't make a new one.
        return redirect(PATHS.twoFactor);
      }
      case 'confirm': {
        const outcome = await enableTwoFactor(admin, { code, password }, change);
        const title = SECURITY_TOASTS.setUpFailed;
        switch (outcome.kind) {
          case 'enabled': {
            // Not a redirect: the codes are shown in this answer and kept nowhere in clear.
            const body: TwoFactorAnswer = {
              intent,
              recoveryCodes: outcome.recoveryCodes,
              ...failureBody({ type: 'success', ...SECURITY_TOASTS.enabled }, {}),
            };
            return data(body, { headers: { 'Cache-Control': 'no-store' } });
          }
          case 'not-started':
            return answer(409, intent, { type: 'error', title, description: SECURITY_TOASTS.notStarted });
          case 'already-enabled':
            return redirectWithToast(PATHS.twoFactor, { type: 'info', ...SECURITY_TOASTS.alreadyOn });
          default:
            return reauthFailure(intent, title, outcome);
        }
      }
      case 'disable': {
        const outcome = await turnOffTwoFactor(admin, { password, code }, change);
        if (outcome.kind === 'turned-off')
          return redirectWithToast(dashboardPath('account'), { type: 'success', ...SECURITY_TOASTS.turnedOff });
        if (outcome.kind === 'not-enabled')
          return redirectWithToast(dashboardPath('account'), { type: 'info', ...SECURITY_TOASTS.alreadyOff });
        return reauthFailure(intent, SECURITY_TOASTS.turnOffFailed, outcome);
      }
      default:
        return answer(400, 'unknown', {
          type: 'error',
          title: 'Request Failed',
          description: 'This form was not recognised. Please reload the page and try again.',
        });
    }
  } catch (error) {
    console.error('Two-factor change failed:', error);
    const title = intent === 'disable' ? SECURITY_TOASTS.turnOffFailed : SECURITY_TOASTS.setUpFailed;
    return answer(500, intent === 'disable' || intent === 'confirm' || intent === 'start' ? intent : 'unknown', {
      type: 'error',
      title,
      description: errorMessage(error),
    });
  }
}
