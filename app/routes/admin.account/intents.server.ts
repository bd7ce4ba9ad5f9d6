import { data } from 'react-router';
import { ADMIN_TOASTS } from '~/content/admin';
import { changeCredentials } from '~/features/admin-auth/account.server';
import { reserveSignInAttempt, SIGN_IN_THROTTLED } from '~/features/admin-auth/throttle.server';
import { formText } from '~/lib/forms/form-data';
import { parseForm } from '~/lib/forms/parse-form';
import { dashboardPath } from '~/lib/paths';
import { errorMessage, type ToastMessage } from '~/lib/toast';
import type { DashboardActionInput } from '~/web/admin-action.server';
import { redirectWithToast } from '~/web/flash.server';
import { failureBody, type FormFailure } from '~/web/form-failure.server';
import { retryAfterHeaders } from '~/web/reauth-refusal.server';
import { commitSession } from '~/web/session.server';
import { accountFormSchema } from './form-schema.server';

// The Admin Account screen's form: the administrator's e-mail and password, behind the current password (and code).

/** A refused account form: the toast, and the fields to show again. */
export interface AccountFailure extends FormFailure {
  intent: 'update-credentials';
}

function failure(
  status: number,
  intent: AccountFailure['intent'],
  toast: { type?: ToastMessage['type']; title: string; description: string },
  values: Record<string, string> = {},
  errors: Record<string, string> = {},
  headers?: Headers,
) {
  const body: AccountFailure = { intent, ...failureBody(toast, values, errors) };
  return data(body, { status, headers });
}

export async function updateCredentialsAction({ form, signedIn, by }: DashboardActionInput) {
  const { admin, session, sessionId, headers } = signedIn;
  const { clientAddress } = by;
  const values = { email: formText(form, 'email') };
  const parsed = parseForm(form, accountFormSchema);
  if (!parsed.ok) {
    const description = Object.values(parsed.errors)[0] ?? '';
    return failure(400, 'update-credentials', { title: ADMIN_TOASTS.updateFailed, description }, values, parsed.errors, headers);
  }
  const input = parsed.data;
  // Guessing the current password through a stolen session is throttled like guessing it at sign-in.
  const outcome = await changeCredentials(admin, input, {
    by,
    sessionId,
    reserve: () => reserveSignInAttempt(admin.email, clientAddress),
  }).catch((error: unknown) => ({ kind: 'error' as const, error }));

  switch (outcome.kind) {
    case 'no-changes':
      return failure(200, 'update-credentials', { type: 'info', ...ADMIN_TOASTS.noChanges }, values, {}, headers);
    case 'throttled': {
      const throttled = retryAfterHeaders(headers, outcome.retryAfter);
      return failure(
        429,
        'update-credentials',
        { title: ADMIN_TOASTS.updateFailed, description: SIGN_IN_THROTTLED },
        values,
        {},
        throttled,
      );
    }
    case 'wrong-password':
    case 'invalid':
      return failure(
        400,
        'update-credentials',
        { title: ADMIN_TOASTS.updateFailed, description: outcome.message },
        values,
        outcome.errors,
        headers,
      );
    case 'error':
      console.error('Updating the credentials failed:', outcome.error);
      return failure(
        500,
        'update-credentials',
        { title: ADMIN_TOASTS.updateFailed, description: errorMessage(outcome.error) },
        values,
        {},
        headers,
      );
    case 'updated': {
      // This session carries the new version and stays signed in; every other session has ended.
      session.set('credentialsVersion', outcome.admin.credentials_version);
      const cookie = await commitSession(session);
      return redirectWithToast(
        dashboardPath('account'),
        { type: 'success', ...ADMIN_TOASTS.updateSuccess },
        {
          headers: { 'Set-Cookie': cookie },
        },
      );
    }
  }
}

/** The forms of the Admin Account screen, by intent. */
export const ACCOUNT_ACTIONS = { 'update-credentials': updateCredentialsAction } as const;
