import { data } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { EmailList } from '~/components/admin/email-list';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ToastStatus } from '~/components/toast-status';
import { ADMIN_TOASTS, DASHBOARD_TAB_LABELS } from '~/content/admin';
import { emailFilter, readEmailPage } from '~/features/dashboard/email-page.server';
import type { ToastMessage } from '~/lib/toast';
import { requireAdmin } from '~/web/auth.server';
import { answerScreenForm, unknownIntent } from '~/web/admin-action.server';
import { EMAIL_ACTIONS } from './intents.server';
import { readOrToast } from '~/web/read-or-toast.server';
import type { Route } from './+types/route';

// /admin/email: every message of the outbox, newest first, or those of one status (?status=; 'unsent':
// failed or not sent) from a day on (?from=); Send again on each message that wasn't sent.

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const toasts: ToastMessage[] = [];
  const filter = emailFilter(search);
  const page = await readOrToast(() => readEmailPage(filter, search), ADMIN_TOASTS.fetchEmailFailed, toasts);
  return data({ email: { filter, page }, toasts }, { headers: signedIn.headers });
}

export async function action(args: Route.ActionArgs) {
  return answerScreenForm(args, EMAIL_ACTIONS, unknownIntent);
}

export default function AdminEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={DASHBOARD_TAB_LABELS.email}>
      {loaderData.toasts.map((toast) => (
        <ToastStatus key={toast.id} toast={toast} />
      ))}
      <ToastStatus toast={actionData?.toast} />
      <section aria-label={DASHBOARD_TAB_LABELS.email}>
        <EmailList email={loaderData.email} />
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
