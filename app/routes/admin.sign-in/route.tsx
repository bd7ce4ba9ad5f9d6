import { data, Form, redirect, useNavigation } from 'react-router';
import { AuthShell } from '~/components/admin/auth-shell';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { PageStatus, ToastStatus } from '~/components/toast-status';
import { MIN_PASSWORD_LENGTH } from '~/features/admin-auth/credentials';
import { countAdmins } from '~/features/admin-auth/admins.server';
import { SignInCodeStep } from '~/components/admin/sign-in-code-step';
import { leaveCodeStep, pendingSignInAdmin, signIn, signInWithCode, signUp } from '~/web/admin-sign-in.server';
import { findSignedInAdmin } from '~/web/auth.server';
import { readFormData } from '~/lib/forms/form-data';
import { parseForm } from '~/lib/forms/parse-form';
import { isValidSetupToken } from '~/features/admin-auth/setup-token.server';
import type { Route } from './+types/route';
import { signInCodeFormSchema, signInFormSchema, signUpFormSchema } from './form-schema.server';
import { PATHS } from '~/lib/paths';
import { shellCommand } from '~/lib/shell-command.server';
import { routeHeaders } from '~/web/route-headers';

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders();

export async function loader({ request }: Route.LoaderArgs) {
  const found = await findSignedInAdmin(request);
  if (found.admin) throw redirect(PATHS.dashboard, { headers: found.headers });
  const headers = found.clearCookie ? { 'Set-Cookie': found.clearCookie } : undefined;
  // The password was right and two-factor is on: the code step, for 5 minutes.
  // The commands the pages name, as they are run where this site runs (the single executable, or a checkout).
  const commands = { resetTwoFactor: shellCommand('admin', '--reset-2fa'), createAdmin: shellCommand('admin', '--email …') };
  if (await pendingSignInAdmin(request)) return data({ mode: 'code' as const, setupToken: null, commands }, { headers });
  if ((await countAdmins()) > 0) return data({ mode: 'sign-in' as const, setupToken: null, commands }, { headers });
  const token = new URL(request.url).searchParams.get('setup');
  if (await isValidSetupToken(token)) return data({ mode: 'sign-up' as const, setupToken: token, commands }, { headers });
  return data({ mode: 'setup-required' as const, setupToken: null, commands }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  // A copy is read here; remix-auth reads the original body itself.
  const form = await readFormData(request.clone());
  const intent = form?.get('intent');
  if (intent === 'sign-up') return signUp(form, parseForm(form, signUpFormSchema), context.clientAddress);
  if (intent === 'sign-in-code') return signInWithCode(request, parseForm(form, signInCodeFormSchema), context.clientAddress);
  if (intent === 'leave-code-step') return leaveCodeStep();
  return signIn(request, form, parseForm(form, signInFormSchema), context.clientAddress);
}

export default function AdminSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const email = actionData?.values.email ?? '';

  if (loaderData.mode === 'code') {
    return <SignInCodeStep failure={actionData?.toast} error={errors.code} resetCommand={loaderData.commands.resetTwoFactor} />;
  }

  if (loaderData.mode === 'setup-required') {
    return (
      <AuthShell title="Admin Access" intro="No administrator account exists yet.">
        <div className="grid gap-3 text-sm text-slate-300">
          <p>The administrator is created once, by whoever runs the server. Either:</p>
          <ul className="grid list-disc gap-2 pl-5">
            <li>open the one-time setup link printed in the server log when it started, or</li>
            <li>
              run <code className="rounded bg-slate-800 px-1.5 py-0.5 text-slate-100">{loaderData.commands.createAdmin}</code> on the
              server.
            </li>
          </ul>
        </div>
      </AuthShell>
    );
  }

  if (loaderData.mode === 'sign-up') {
    return (
      <AuthShell title="Admin Access" intro="Create the administrator account">
        <ToastStatus toast={actionData?.toast} />
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="sign-up" />
          <input type="hidden" name="setup" value={loaderData.setupToken ?? ''} />
          <EmailField email={email} error={errors.email} />
          <TextField
            dark
            id="password"
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            error={errors.password}
            key={`password-${actionData?.toast.id}`}
          />
          <TextField
            dark
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            label="Confirm Password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            error={errors.confirmPassword}
            key={`confirm-${actionData?.toast.id}`}
          />
          <SubmitButton busy={busy} busyLabel="Creating Account..." className="mt-2 w-full">
            Create Account
          </SubmitButton>
        </Form>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Admin Access" intro="Sign in to manage the website.">
      {/* A redirect's message (Sign Out Everywhere, an expired session), or this form's refusal. */}
      {actionData?.toast ? <ToastStatus toast={actionData.toast} /> : <PageStatus className="mb-2" />}
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="intent" value="sign-in" />
        <EmailField email={email} error={errors.email} />
        <TextField
          dark
          id="password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password}
          // A new key after each refusal empties the field, with or without JavaScript.
          key={actionData?.toast.id ?? 'password'}
        />
        <SubmitButton busy={busy} busyLabel="Signing In..." className="mt-2 w-full">
          Sign In
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}

/** The administrator's e-mail, on the sign-in and the first-run sign-up forms. */
function EmailField({ email, error }: { email: string; error: string | undefined }) {
  return (
    <TextField
      dark
      id="email"
      name="email"
      type="email"
      label="Email"
      autoComplete="username"
      required
      defaultValue={email}
      error={error}
    />
  );
}
