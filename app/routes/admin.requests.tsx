import { data } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { RequestsLists } from '~/components/admin/requests-lists';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ToastStatus } from '~/components/toast-status';
import { ADMIN_TOASTS, DASHBOARD_TAB_LABELS } from '~/content/admin';
import { readHelpList, readSupportList } from '~/features/dashboard/requests-tab.server';
import type { ToastMessage } from '~/lib/toast';
import { requireAdmin } from '~/web/auth.server';
import { answerScreenForm, unknownIntent } from './admin-dashboard/action-input.server';
import { readOrToast } from './admin-dashboard/read-or-toast.server';
import { REQUEST_ACTIONS } from './admin-dashboard/request-actions.server';
import type { Route } from './+types/admin.requests';

// /admin/requests: Support Requests and Help Center Requests under one filter form (?q=&status=&from=&to=),
// each paged on its own; each request's Close, Reopen and note.

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const toasts: ToastMessage[] = [];
  const [support, help] = await Promise.all([
    readOrToast(() => readSupportList(search), ADMIN_TOASTS.fetchSupportFailed, toasts),
    readOrToast(() => readHelpList(search), ADMIN_TOASTS.fetchHelpFailed, toasts),
  ]);
  return data({ support, help, toasts }, { headers: signedIn.headers });
}

export async function action(args: Route.ActionArgs) {
  return answerScreenForm(args, REQUEST_ACTIONS, unknownIntent);
}

export default function AdminRequests({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={DASHBOARD_TAB_LABELS.requests}>
      {loaderData.toasts.map((toast) => (
        <ToastStatus key={toast.id} toast={toast} />
      ))}
      <ToastStatus toast={actionData?.toast} />
      <section aria-label={DASHBOARD_TAB_LABELS.requests}>
        <RequestsLists support={loaderData.support} help={loaderData.help} />
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
