import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { REAUTH } from '~/content/admin-security';
import { Panel } from './panel';

type Values = Partial<Record<string, string>>;

/**
 * Admin Account: a new e-mail and/or password. The current password (and, with two-factor on, a
 * current code) is asked for every change, so a session alone can't take over the account. Password
 * and code fields never come back filled in.
 */
export function AccountForm({
  email,
  values,
  errors,
  minPasswordLength,
  twoFactor = false,
}: {
  email: string;
  values: Values;
  errors: Values;
  minPasswordLength: number;
  /** Two-factor sign-in is on: a change also takes a current code. */
  twoFactor?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'update-credentials';
  return (
    <Panel id="account-heading" title="Admin Account" description={`Signed in as ${email}.`}>
      <Form method="post" className="grid max-w-xl gap-4" noValidate>
        <input type="hidden" name="intent" value="update-credentials" />
        <TextField
          id="account-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          defaultValue={values.email ?? email}
          error={errors.email}
        />
        <TextField
          id="account-new-password"
          name="newPassword"
          type="password"
          label="New Password"
          placeholder="Leave blank to keep the current password"
          autoComplete="new-password"
          hint={`At least ${minPasswordLength} characters.`}
          error={errors.newPassword}
        />
        <TextField
          id="account-current-password"
          name="currentPassword"
          type="password"
          label="Current Password"
          autoComplete="current-password"
          hint="Required to change your e-mail or password."
          error={errors.currentPassword}
        />
        {twoFactor ? (
          <TextField
            id="account-current-code"
            name="currentCode"
            label={REAUTH.accountCodeLabel}
            hint={REAUTH.accountCodeHint}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={40}
            error={errors.currentCode}
          />
        ) : null}
        <div>
          <SubmitButton busy={busy} busyLabel="Updating..." className="w-full sm:w-auto">
            Update Credentials
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
