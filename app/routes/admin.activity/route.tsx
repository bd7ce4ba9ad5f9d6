import { data } from 'react-router';
import { ActivityList } from '~/components/admin/activity-list';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ToastStatus } from '~/components/toast-status';
import { ADMIN_TOASTS, DASHBOARD_TAB_LABELS } from '~/content/admin';
import { activityKindFilter, readActivityPage } from '~/features/dashboard/activity-page.server';
import type { ToastMessage } from '~/lib/toast';
import { requireAdmin } from '~/web/auth.server';
import { readOrToast } from '~/web/read-or-toast.server';
import type { Route } from './+types/route';

// /admin/activity: the audit log in words, newest first, or one kind of action (?kind=).

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const search = new URL(request.url).searchParams;
  const toasts: ToastMessage[] = [];
  const kind = activityKindFilter(search);
  const page = await readOrToast(() => readActivityPage(kind, search), ADMIN_TOASTS.fetchActivityFailed, toasts);
  return data({ activity: { kind, page }, toasts }, { headers: signedIn.headers });
}

export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title={DASHBOARD_TAB_LABELS.activity}>
      {loaderData.toasts.map((toast) => (
        <ToastStatus key={toast.id} toast={toast} />
      ))}
      <section aria-label={DASHBOARD_TAB_LABELS.activity}>
        <ActivityList activity={loaderData.activity} />
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
