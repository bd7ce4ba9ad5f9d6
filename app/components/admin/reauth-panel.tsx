import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { Button } from '~/components/button';
import { TextField } from '~/components/field';
import { REAUTH } from '~/content/admin-security';

type Errors = Partial<Record<string, string>>;

/** The Site Settings form's id: the panel's fields and button belong to it from outside it. */
export const SETTINGS_FORM_ID = 'site-settings-form';

/**
 * When a bank change waits for a fresh sign-in: the password (and the code), shown at the top of the
 * page, right under the message, but part of the Site Settings form (the form attribute), so they are
 * posted with every other field as it was typed and one press saves it all, with or without JavaScript.
 */
export function ReauthPanel({ twoFactor, errors, attempt }: { twoFactor: boolean; errors: Errors; attempt: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save-settings';
  // With JavaScript the answer arrives without a page load: the field the admin must fill takes focus.
  useEffect(() => {
    document.getElementById('reauth-password')?.focus();
  }, [attempt]);
  return (
    <section aria-labelledby="reauth-heading" className="mb-6 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-6">
      <h2 id="reauth-heading" className="text-lg font-semibold text-slate-900">
        {REAUTH.heading}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-amber-900">{twoFactor ? REAUTH.bankTextTwoFactor : REAUTH.bankText}</p>
      <div className="mt-4 grid max-w-2xl gap-4 sm:grid-cols-2" key={attempt}>
        <TextField
          id="reauth-password"
          name="reauthPassword"
          type="password"
          label={REAUTH.passwordLabel}
          autoComplete="current-password"
          required
          form={SETTINGS_FORM_ID}
          error={errors.reauthPassword}
        />
        {twoFactor ? (
          <TextField
            id="reauth-code"
            name="reauthCode"
            label={REAUTH.codeLabel}
            hint={REAUTH.codeHint}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={40}
            required
            form={SETTINGS_FORM_ID}
            error={errors.reauthCode}
          />
        ) : null}
      </div>
      <div className="mt-4">
        <Button type="submit" form={SETTINGS_FORM_ID} disabled={busy} aria-disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : REAUTH.submit}
        </Button>
      </div>
    </section>
  );
}
