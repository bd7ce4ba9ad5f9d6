import { data } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { OrdersList } from '~/components/admin/orders-list';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ToastStatus } from '~/components/toast-status';
import { ADMIN_TOASTS, DASHBOARD_TAB_LABELS } from '~/content/admin';
import { readOrdersList } from '~/features/dashboard/orders-list.server';
import { readSelectedToConfirm, selectedOrderIds } from '~/features/orders/bulk-confirm.server';
import type { ToastMessage } from '~/lib/toast';
import { requireAdmin } from '~/web/auth.server';
import { answerScreenForm, unknownIntent } from '~/web/admin-action.server';
import { ORDER_ACTIONS } from './intents.server';
import { readOrToast } from '~/web/read-or-toast.server';
import type { Route } from './+types/route';

// /admin/orders: the ACH orders (search, status tabs, dates, Older/Newer), each row's buttons, Confirm
// Selected and the CSV export. Every form answers with a redirect back to this list, its query kept.

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const toasts: ToastMessage[] = [];
  const search = new URL(request.url).searchParams;
  const orders = await readOrToast(() => readOrdersList(search), ADMIN_TOASTS.fetchOrdersFailed, toasts);
  // Confirm Selected's question without JavaScript: the ticked orders, counted and added up.
  const asked = search.get('ask') === 'confirm-selected' ? await readSelectedToConfirm(selectedOrderIds(search.getAll('orderIds'))) : null;
  const bulkQuestion = asked && { ids: asked.ids, count: asked.count, totalCents: asked.totalCents };
  return data({ orders, toasts, bulkQuestion }, { headers: signedIn.headers });
}

export async function action(args: Route.ActionArgs) {
  return answerScreenForm(args, ORDER_ACTIONS, unknownIntent);
}

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={DASHBOARD_TAB_LABELS.orders}>
      {loaderData.toasts.map((toast) => (
        <ToastStatus key={toast.id} toast={toast} />
      ))}
      <ToastStatus toast={actionData?.toast} />
      <section aria-label={DASHBOARD_TAB_LABELS.orders}>
        <OrdersList orders={loaderData.orders} bulkQuestion={loaderData.bulkQuestion} />
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
