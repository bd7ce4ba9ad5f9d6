import { data } from 'react-router';
import { AccountForm } from '~/components/admin/account-form';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { SessionsPanel } from '~/components/admin/sessions-panel';
import { TwoFactorPanel } from '~/components/admin/two-factor-panel';
import { ToastStatus } from '~/components/toast-status';
import { DASHBOARD_TAB_LABELS } from '~/content/admin';
import { MIN_PASSWORD_LENGTH } from '~/features/admin-auth/credentials';
import { requireAdmin } from '~/web/auth.server';
import { routeHeaders } from '~/web/route-headers';
import { answerScreenForm, unknownIntent } from '~/web/admin-action.server';
import { ACCOUNT_ACTIONS } from './intents.server';
import { twoFactorView } from '../admin.two-factor/screen.server';
import type { Route } from './+types/route';

// /admin/account: the administrator's e-mail and password, two-factor sign-in, and Sign Out Everywhere.

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders();

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const { admin } = signedIn;
  return data(
    {
      email: admin.email,
      // Changes when the credentials do, so the form starts empty again after an update.
      formKey: `${admin.id}-${admin.updated_at}`,
      twoFactor: await twoFactorView(signedIn),
    },
    { headers: signedIn.headers },
  );
}

export async function action(args: Route.ActionArgs) {
  return answerScreenForm(args, ACCOUNT_ACTIONS, unknownIntent);
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData?.intent === 'update-credentials' ? actionData : null;
  return (
    <AdminPage title={DASHBOARD_TAB_LABELS.account}>
      <ToastStatus toast={actionData?.toast} />
      <section aria-label={DASHBOARD_TAB_LABELS.account} className="grid gap-6">
        <AccountForm
          key={loaderData.formKey}
          email={loaderData.email}
          minPasswordLength={MIN_PASSWORD_LENGTH}
          twoFactor={loaderData.twoFactor.enabled}
          values={failure?.values ?? {}}
          errors={failure?.errors ?? {}}
        />
        <TwoFactorPanel status={loaderData.twoFactor} />
        <SessionsPanel />
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
