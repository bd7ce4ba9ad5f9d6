import { Form, useNavigation } from 'react-router';
import { Button, SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { PageStatus, ToastStatus } from '~/components/toast-status';
import { CODE_STEP } from '~/content/admin-security';
import type { ToastMessage } from '~/lib/toast';
import { AuthShell } from './auth-shell';

/**
 * Sign-in's second step, once the password was right and two-factor is on: one field for the app's
 * 6-digit code or a recovery code. A plain form: it works the same without JavaScript.
 */
export function SignInCodeStep({
  failure,
  error,
  resetCommand,
}: {
  failure: ToastMessage | undefined;
  error: string | undefined;
  /** How the server's operator turns two-factor off here: the executable's command, or the checkout's npm script. */
  resetCommand: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'sign-in-code';
  return (
    <AuthShell title={CODE_STEP.title} intro={CODE_STEP.intro}>
      {failure ? <ToastStatus toast={failure} /> : <PageStatus className="mb-2" />}
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="sign-in-code" />
        <TextField
          dark
          id="code"
          name="code"
          label={CODE_STEP.label}
          hint={CODE_STEP.hint}
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one field, reached right after the password: typing the code is the only thing to do here
          autoFocus
          error={error}
          // A new key after each refusal empties the field, with or without JavaScript.
          key={failure?.id ?? 'code'}
        />
        <SubmitButton busy={busy} busyLabel={CODE_STEP.busy} className="mt-2 w-full">
          {CODE_STEP.submit}
        </SubmitButton>
      </Form>
      <p className="mt-4 text-xs text-slate-400">
        {CODE_STEP.lostBoth} <code className="rounded bg-slate-800 px-1 py-0.5 text-slate-200">{resetCommand}</code>.
      </p>
      <Form method="post" className="mt-2 text-center">
        <input type="hidden" name="intent" value="leave-code-step" />
        <Button type="submit" variant="ghost" className="text-slate-300 hover:bg-slate-800 hover:text-white">
          {CODE_STEP.startOver}
        </Button>
      </Form>
    </AuthShell>
  );
}
