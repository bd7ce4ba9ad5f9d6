import { data } from 'react-router';
import { ADMIN_TOASTS } from '~/content/admin';
import { changeCredentials } from '~/features/admin-auth/account.server';
import { saveSettings } from '~/features/settings/save.server';
import { parseSettingsForm, settingsToValues } from '~/features/settings/settings-form.server';
import type { DashboardActionInput } from './action-input.server';
import { redirectWithToast } from '~/web/flash.server';
import { failureBody, type FormFailure } from '~/web/form-failure.server';
import { formText } from '~/lib/forms/form-data';
import { commitSession } from '~/web/session.server';
import { reserveSignInAttempt, SIGN_IN_THROTTLED } from '~/features/admin-auth/throttle.server';
import { errorMessage, type ToastMessage } from '~/lib/toast';
import { dashboardPath } from '~/lib/paths';

export type DashboardIntent = 'save-settings' | 'update-credentials';

/** A refused dashboard form: which form it was, the toast, and the fields to show again. */
export interface DashboardFailure extends FormFailure {
  intent: DashboardIntent | 'unknown';
}

function failure(
  status: number,
  intent: DashboardFailure['intent'],
  toast: { type?: ToastMessage['type']; title: string; description: string },
  values: Record<string, string> = {},
  errors: Record<string, string> = {},
  headers?: Headers,
) {
  const body: DashboardFailure = { intent, ...failureBody(toast, values, errors) };
  return data(body, { status, headers });
}

export async function saveSettingsAction({ form, signedIn: { headers }, by }: DashboardActionInput) {
  const parsed = parseSettingsForm(form);
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0] ?? 'Please check the highlighted fields.';
    return failure(400, 'save-settings', { title: ADMIN_TOASTS.saveFailed, description: first }, parsed.values, parsed.errors, headers);
  }
  try {
    await saveSettings(parsed.settings, by);
  } catch (error) {
    console.error('Saving site settings failed:', error);
    return failure(
      500,
      'save-settings',
      { title: ADMIN_TOASTS.saveFailed, description: errorMessage(error) },
      settingsToValues(parsed.settings),
      {},
      headers,
    );
  }
  return redirectWithToast(dashboardPath('settings'), { type: 'success', ...ADMIN_TOASTS.saveSuccess }, { headers });
}

export async function updateCredentialsAction({ form, signedIn, by }: DashboardActionInput) {
  const { admin, session, sessionId, headers } = signedIn;
  const { clientAddress } = by;
  const values = { email: formText(form, 'email') };
  const input = { email: values.email, newPassword: formText(form, 'newPassword'), currentPassword: formText(form, 'currentPassword') };
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
      const throttled = new Headers(headers);
      throttled.set('Retry-After', String(Math.max(1, outcome.retryAfter)));
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

export function unknownIntent({ signedIn }: DashboardActionInput) {
  return failure(
    400,
    'unknown',
    { title: 'Request Failed', description: 'This form was not recognised. Please reload the page and try again.' },
    {},
    {},
    signedIn.headers,
  );
}

/** The forms of the Site Settings and Admin Account tabs, by intent. */
export const SETTINGS_ACTIONS = {
  'save-settings': saveSettingsAction,
  'update-credentials': updateCredentialsAction,
} as const;
