import { ORDER_STATUSES, type OrderStatus } from '~/features/orders/status';
import type { AchOrder } from '~/lib/db/schema';
import { licenceRevokedBy, licenseExpiryText } from '~/features/licences/licences';
import { fullRefundAmount } from '~/features/orders/refund.server';
import { formatCreatedAt } from '~/lib/created-label';
import { readFilteredList, type FilteredList } from './filtered-list.server';

/** An order as the Orders screen shows it: its row's words and what its buttons need, nothing more. */
export interface OrderRow {
  id: number;
  reference: string;
  name: string;
  email: string;
  plan: string;
  price: string;
  status: OrderStatus;
  createdAt: string;
  createdLabel: string;
  licenseKey: string | null;
  /** 'Dec 21, 2026 (UTC)' or 'Never expires'; null while not confirmed. */
  expiresLabel: string | null;
  cancelReason: string | null;
  /** How the license stopped working (with a refund, or revoked by the administrator); null while it works. */
  licenseRevokedBy: 'refund' | 'administrator' | null;
  /** The refund field's starting value: all of the price, in dollars. */
  refundDefault: string;
}

export type OrdersPage = Omit<FilteredList<AchOrder, OrderStatus>, 'items'> & { items: OrderRow[] };

function orderRow(order: AchOrder): OrderRow {
  return {
    id: order.id,
    reference: order.reference,
    name: order.name,
    email: order.email,
    plan: order.plan,
    price: order.price,
    status: order.status,
    createdAt: order.created_at,
    createdLabel: formatCreatedAt(order.created_at),
    licenseKey: order.license_key,
    expiresLabel: order.license_key ? licenseExpiryText(order.license_expires_at) : null,
    cancelReason: order.cancel_reason,
    licenseRevokedBy: licenceRevokedBy(order),
    refundDefault: fullRefundAmount(order),
  };
}

/** The Orders screen: one page of orders as the URL's filters and cursor ask for it. */
export async function readOrdersTab(search: URLSearchParams): Promise<OrdersPage> {
  const list = await readFilteredList<AchOrder, OrderStatus>('ach_orders', search, ORDER_STATUSES);
  return { ...list, items: list.items.map(orderRow) };
}
