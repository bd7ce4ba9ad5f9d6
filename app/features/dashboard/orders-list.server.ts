import { sql } from 'kysely';
import { ORDER_STATUSES, type OrderStatus } from '~/features/orders/status';
import type { AchOrder } from '~/lib/db/schema';
import { formatUsd } from '~/lib/money';
import { adminOrderPath } from '~/lib/paths';
import { licenseRevokedBy, licenseExpiryText } from '~/features/licenses/licenses';
import { fullRefundAmount } from '~/features/orders/refund.server';
import { formatCreatedAt } from '~/lib/created-label';
import { readFilteredList, type FilteredList } from './filtered-list.server';
import type { RowColumns } from './list-query.server';

/** An order as the Orders screen shows it: its row's words and what its buttons need, nothing more. */
export interface OrderRow {
  id: number;
  reference: string;
  name: string;
  email: string;
  plan: string;
  price: string;
  /** The price in cents (Confirm Selected's question adds the ticked ones up). */
  amountCents: number;
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
  /** The recorded refund ('$79.99'), for Mark Refund Sent; null while none is. */
  refundAmount: string | null;
  /** Another pending order of the same address and plan (this one pending too): possibly the same payment. */
  duplicateOf: { reference: string; href: string } | null;
}

/** An order row with the reference of a possible duplicate, read by the list's query. */
type ListedOrder = AchOrder & { duplicate_of: string | null };

export type OrdersPage = Omit<FilteredList<ListedOrder, OrderStatus>, 'items'> & { items: OrderRow[] };

/**
 * For a pending row, the newest other pending order of the same address (any case) and plan: a
 * correlated subquery of the page's statement, served by the lower(email) index, so a page of 25 rows
 * is still one query.
 */
const withPossibleDuplicate: RowColumns = (query) =>
  query.select((eb) =>
    eb
      .selectFrom('ach_orders as other')
      .select('other.reference')
      .where(sql`lower(other.email)`, '=', sql`lower(ach_orders.email)`)
      .whereRef('other.plan', '=', 'ach_orders.plan')
      .where('other.status', '=', 'pending')
      .whereRef('other.id', '!=', 'ach_orders.id')
      .where(sql`ach_orders.status`, '=', 'pending')
      .orderBy('other.created_at', 'desc')
      .orderBy('other.id', 'desc')
      .limit(1)
      .as('duplicate_of'),
  ) as ReturnType<RowColumns>;

function orderRow(order: ListedOrder): OrderRow {
  return {
    id: order.id,
    reference: order.reference,
    name: order.name,
    email: order.email,
    plan: order.plan,
    price: order.price,
    amountCents: order.amount_cents ?? 0,
    status: order.status,
    createdAt: order.created_at,
    createdLabel: formatCreatedAt(order.created_at),
    licenseKey: order.license_key,
    expiresLabel: order.license_key ? licenseExpiryText(order.license_expires_at) : null,
    cancelReason: order.cancel_reason,
    licenseRevokedBy: licenseRevokedBy(order),
    refundDefault: fullRefundAmount(order),
    refundAmount: order.refund_amount_cents === null ? null : formatUsd(order.refund_amount_cents),
    duplicateOf: order.duplicate_of ? { reference: order.duplicate_of, href: adminOrderPath(order.duplicate_of) } : null,
  };
}

/** The Orders screen: one page of orders as the URL's filters and cursor ask for it. */
export async function readOrdersList(search: URLSearchParams): Promise<OrdersPage> {
  const list = await readFilteredList<ListedOrder, OrderStatus>('ach_orders', search, ORDER_STATUSES, '', withPossibleDuplicate);
  return { ...list, items: list.items.map(orderRow) };
}
