import { data } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { Inbox } from '~/components/admin/inbox/inbox';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ToastStatus } from '~/components/toast-status';
import { DASHBOARD_TAB_LABELS } from '~/content/admin';
import { INBOX } from '~/content/help-desk';
import { readInboxScreen } from '~/features/requests/inbox/screen.server';
import type { ToastMessage } from '~/lib/toast';
import { requireAdmin } from '~/web/auth.server';
import { readOrToast } from '~/web/read-or-toast.server';
import type { Route } from './+types/route';

// /admin/requests: the inbox (support, help and contact requests in one list, ?status=&q= and keyset
// pages) with the mailbox's state. Each request is answered on its own page, /admin/requests/REQ-….

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const toasts: ToastMessage[] = [];
  const inbox = await readOrToast(() => readInboxScreen(search), INBOX.fetchFailed, toasts);
  return data({ inbox, toasts }, { headers: signedIn.headers });
}

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title={DASHBOARD_TAB_LABELS.requests}>
      {loaderData.toasts.map((toast) => (
        <ToastStatus key={toast.id} toast={toast} />
      ))}
      <Inbox screen={loaderData.inbox} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
