import { ADMIN_TOASTS } from '~/content/admin';
import type { AchOrder } from '../db.server';
import { licenseExpiryText } from '../licenses';
import { listOrders } from '../orders.server';
import { parsePageNumber, type Page } from '../pagination';
import type { ToastMessage } from '../toast';
import { withCreatedLabel } from './created-label';
import { readOrToast } from './read-or-toast.server';

/** What an order row shows beside its stored values: the license's expiry in words. */
function withOrderLabels<T extends AchOrder>(page: Page<T>): Page<T & { expiresLabel: string | null }> {
  const expiresLabel = (order: AchOrder) => (order.license_key ? licenseExpiryText(order.license_expires_at) : null);
  return { ...page, items: page.items.map((order) => ({ ...order, expiresLabel: expiresLabel(order) })) };
}

/** The Orders tab: one page of orders as the URL's query asks for it. */
export function loadOrdersTab(search: URLSearchParams, toasts: ToastMessage[]) {
  return readOrToast(
    async () => withOrderLabels(withCreatedLabel(await listOrders(parsePageNumber(search.get('page'))))),
    ADMIN_TOASTS.fetchOrdersFailed,
    toasts,
  );
}
