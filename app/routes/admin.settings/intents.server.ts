import { data } from 'react-router';
import { ADMIN_TOASTS } from '~/content/admin';
import { SECURITY_TOASTS } from '~/content/admin-security';
import { reauthRefusal, withRetryAfter } from '~/web/reauth-refusal.server';
import { checkReauth, isFreshlyAuthenticated } from '~/features/admin-auth/reauth.server';
import { changesBankDetails, saveSettings } from '~/features/settings/save.server';
import { parseSettingsForm, settingsToValues } from '~/features/settings/settings-form.server';
import type { DashboardActionInput } from '~/web/admin-action.server';
import { redirectWithToast } from '~/web/flash.server';
import { failureBody, type FormFailure } from '~/web/form-failure.server';
import { formText } from '~/lib/forms/form-data';
import { reserveSignInAttempt } from '~/features/admin-auth/throttle.server';
import { errorMessage, type ToastMessage } from '~/lib/toast';
import { dashboardPath } from '~/lib/paths';

export type SettingsIntent = 'save-settings';

/** A refused Site Settings form: which form it was, the toast, and the fields to show again. */
export interface SettingsFailure extends FormFailure {
  intent: SettingsIntent;
  /** The settings save waits for the password (and code): the form asks for them, keeping every entry. */
  reauth?: { twoFactor: boolean };
}

function failure(
  status: number,
  intent: SettingsFailure['intent'],
  toast: { type?: ToastMessage['type']; title: string; description: string },
  values: Record<string, string> = {},
  errors: Record<string, string> = {},
  headers?: Headers,
  extra: Pick<SettingsFailure, 'reauth'> = {},
) {
  const body: SettingsFailure = { intent, ...failureBody(toast, values, errors), ...extra };
  return data(body, { status, headers });
}

/** The fields the fresh sign-in adds to the settings form (never shown again once typed). */
export const REAUTH_FIELDS = { password: 'reauthPassword', code: 'reauthCode' } as const;

/**
 * Site Settings. Prices, contact, company and downloads save as they always did. Changed bank
 * details need a fresh sign-in (the last 10 minutes): without one nothing is saved, and the form
 * comes back with every entry kept, asking for the password (and the code when two-factor is on);
 * posted with them, it checks them (counted like a sign-in) and saves.
 */
export async function saveSettingsAction({ form, signedIn, by }: DashboardActionInput) {
  const { admin, headers, sessionId } = signedIn;
  const parsed = parseSettingsForm(form);
  const twoFactor = admin.totp_enabled_at !== null;
  if (!parsed.ok) {
    const first = Object.values(parsed.errors)[0] ?? 'Please check the highlighted fields.';
    // A form that was asking for the password keeps asking (the entries are kept either way).
    const extra = form.has(REAUTH_FIELDS.password) ? { reauth: { twoFactor } } : {};
    return failure(
      400,
      'save-settings',
      { title: ADMIN_TOASTS.saveFailed, description: first },
      parsed.values,
      parsed.errors,
      headers,
      extra,
    );
  }
  const values = settingsToValues(parsed.settings);
  const askAgain = (status: number, toast: Parameters<typeof failure>[2], errors: Record<string, string> = {}, extra?: Headers) =>
    failure(status, 'save-settings', toast, values, errors, extra ?? headers, { reauth: { twoFactor } });
  const askFirst = () =>
    askAgain(200, { type: 'info', ...(twoFactor ? SECURITY_TOASTS.reauthRequiredTwoFactor : SECURITY_TOASTS.reauthRequired) });

  let bankChangeAllowed = isFreshlyAuthenticated(signedIn.reauthenticatedAt);
  let reauthenticatedSession: string | undefined;
  try {
    if (!bankChangeAllowed && (await changesBankDetails(parsed.settings))) {
      const password = formText(form, REAUTH_FIELDS.password);
      const code = formText(form, REAUTH_FIELDS.code);
      if (!password && !code) return askFirst();
      const reauth = await checkReauth(
        admin,
        { password, code },
        { by, during: 'bank details', reserve: () => reserveSignInAttempt(admin.email, by.clientAddress) },
      );
      if (reauth.kind !== 'confirmed') {
        const refusal = reauthRefusal(reauth);
        const errors = refusal.field ? { [REAUTH_FIELDS[refusal.field]]: refusal.message } : {};
        return askAgain(
          refusal.status,
          { title: ADMIN_TOASTS.saveFailed, description: refusal.message },
          errors,
          withRetryAfter(headers, refusal),
        );
      }
      bankChangeAllowed = true;
      reauthenticatedSession = sessionId;
    }
    const outcome = await saveSettings(parsed.settings, { by, adminId: admin.id, bankChangeAllowed, reauthenticatedSession });
    // The bank details changed between the check and the save (another tab): ask, as for any change.
    if (outcome.kind === 'reauth-required') return askFirst();
  } catch (error) {
    console.error('Saving site settings failed:', error);
    return failure(500, 'save-settings', { title: ADMIN_TOASTS.saveFailed, description: errorMessage(error) }, values, {}, headers);
  }
  return redirectWithToast(dashboardPath('settings'), { type: 'success', ...ADMIN_TOASTS.saveSuccess }, { headers });
}

/** The forms of the Site Settings screen, by intent. */
export const SETTINGS_ACTIONS = { 'save-settings': saveSettingsAction } as const;
