import { ORDER_STATUSES, type OrderStatus } from '~/features/orders/status';
import type { AchOrder } from '~/lib/db/schema';
import { licenceRevokedBy, licenseExpiryText } from '~/features/licences/licences';
import { fullRefundAmount } from '~/features/orders/refund.server';
import { formatCreatedAt } from './created-label';
import { readFilteredList } from './filtered-list.server';

/**
 * What an order row shows beside its stored values: its creation time, the license's expiry in words
 * and how it was revoked (if it was), and the refund dialog's starting amount.
 */
function withOrderLabels(order: AchOrder) {
  return {
    ...order,
    createdLabel: formatCreatedAt(order.created_at),
    expiresLabel: order.license_key ? licenseExpiryText(order.license_expires_at) : null,
    licenceRevokedBy: licenceRevokedBy(order),
    refundDefault: fullRefundAmount(order),
  };
}

/** The Orders tab: one page of orders as the URL's filters and cursor ask for it. */
export async function readOrdersTab(search: URLSearchParams) {
  const list = await readFilteredList<AchOrder, OrderStatus>('ach_orders', search, ORDER_STATUSES);
  return { ...list, items: list.items.map(withOrderLabels) };
}
