import { ADMIN_TOASTS } from '~/content/admin';
import type { AchOrder } from '~/lib/db/db.server';
import { licenseExpiryText } from '~/features/licences/licences';
import type { ToastMessage } from '~/lib/toast';
import { formatCreatedAt } from './created-label';
import { readFilteredList } from './filtered-list.server';
import { ORDER_FILTER_STATUSES } from './list-filters';
import { readOrToast } from '~/routes/admin-dashboard/read-or-toast.server';

/** What an order row shows beside its stored values: its creation time and the license's expiry in words. */
function withOrderLabels(order: AchOrder) {
  return {
    ...order,
    createdLabel: formatCreatedAt(order.created_at),
    expiresLabel: order.license_key ? licenseExpiryText(order.license_expires_at) : null,
  };
}

/** The Orders tab: one page of orders as the URL's filters and cursor ask for it. */
export function loadOrdersTab(search: URLSearchParams, toasts: ToastMessage[]) {
  return readOrToast(
    async () => {
      const list = await readFilteredList<AchOrder, (typeof ORDER_FILTER_STATUSES)[number]>('ach_orders', search, ORDER_FILTER_STATUSES);
      return { ...list, items: list.items.map(withOrderLabels) };
    },
    ADMIN_TOASTS.fetchOrdersFailed,
    toasts,
  );
}
