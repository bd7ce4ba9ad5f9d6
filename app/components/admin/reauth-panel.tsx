import { useEffect } from 'react';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { REAUTH } from '~/content/admin-security';

type Errors = Partial<Record<string, string>>;

/**
 * Inside the Site Settings form when a bank change waits for a fresh sign-in: the password (and the
 * code), posted with every other field of the form as it was typed, so one press saves it all.
 */
export function ReauthPanel({ twoFactor, errors, busy, attempt }: { twoFactor: boolean; errors: Errors; busy: boolean; attempt: string }) {
  // With JavaScript the answer arrives without a page load: the field the admin must fill takes focus.
  useEffect(() => {
    document.getElementById('reauth-password')?.focus();
  }, [attempt]);
  return (
    <section aria-labelledby="reauth-heading" className="rounded-xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-6">
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
            error={errors.reauthCode}
          />
        ) : null}
      </div>
      <div className="mt-4">
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full sm:w-auto">
          {REAUTH.submit}
        </SubmitButton>
      </div>
    </section>
  );
}
