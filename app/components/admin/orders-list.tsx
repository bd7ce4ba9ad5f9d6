import { PATHS } from '~/lib/paths';
import { ORDER_STATUSES } from '~/features/orders/status';
import { countLabel, filterQuery, isFiltered, type ListFilters } from '~/features/dashboard/list-filters';
import { canChangeStatus, ORDER_STATUS_LABELS, type OrderStatus } from '~/features/orders/status';
import { StatusBadge } from '../order-status-badge';
import { KeysetLinks } from './keyset-links';
import { ListFiltersBar, NoMatches } from './list-filters-bar';
import { CancelOrder, ConfirmPayment, ResendMail } from './order-actions';
import { Panel } from './panel';

export interface OrderRow {
  id: number;
  reference: string;
  name: string;
  email: string;
  plan: string;
  price: string;
  status: OrderStatus;
  created_at: string;
  createdLabel: string;
  license_key: string | null;
  /** 'Dec 21, 2026 (UTC)' or 'Never expires'; null while not confirmed. */
  expiresLabel: string | null;
  cancel_reason: string | null;
}

// Cell styles live once in app.css (.orders-table): fifty rows of repeated class lists made the
// page twice as heavy to render and send. On phones a labelled cell is one line of the card.
const labelledCell = 'labelled';
const mobileLabel = 'cell-label';

export interface OrdersPage {
  items: OrderRow[];
  older: string | null;
  newer: string | null;
  filters: ListFilters<string>;
  counts: Record<'all' | OrderStatus, number> | null;
}

/** ACH Orders: filters, then a table on wide screens; on phones every row becomes a stacked card. */
export function OrdersList({ orders }: { orders: OrdersPage | null }) {
  const query = orders ? filterQuery(orders.filters).toString() : '';
  const shown = orders?.counts?.[(orders.filters.status as OrderStatus | null) ?? 'all'];
  const description =
    shown === undefined ? 'Newest first' : `${countLabel(shown)} ${isFiltered(orders!.filters) ? 'matching' : 'total'}, newest first`;
  return (
    <Panel id="orders-heading" title="ACH Orders" description={description}>
      {orders ? (
        <ListFiltersBar
          tab="orders"
          idPrefix="orders"
          filters={orders.filters}
          searchHint="Reference, name or e-mail"
          statusTabs={[
            { value: null, label: 'All', count: orders.counts?.all ?? null },
            ...ORDER_STATUSES.map((status) => ({
              value: status,
              label: ORDER_STATUS_LABELS[status],
              count: orders.counts?.[status] ?? null,
            })),
          ]}
          exportLinks={[{ href: `${PATHS.ordersCsv}${query ? `?${query}` : ''}`, label: 'Export CSV' }]}
        />
      ) : null}
      {!orders ? (
        <p className="text-sm text-slate-600">The orders could not be loaded. Please reload the page.</p>
      ) : orders.items.length === 0 ? (
        isFiltered(orders.filters) ? (
          <NoMatches tab="orders" what="orders" />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">No orders yet.</p>
        )
      ) : (
        <>
          <table className="orders-table w-full text-left text-sm max-md:block">
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase max-md:hidden">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Order
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Plan
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Price
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Created
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 max-md:block max-md:space-y-3 max-md:divide-y-0">
              {orders.items.map((order) => (
                <tr key={order.id} className="max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:px-4 max-md:py-3">
                  <td className="max-md:block max-md:pb-2">
                    <span className="block font-mono text-xs font-semibold whitespace-nowrap text-slate-600">{order.reference}</span>
                    <span className="block font-semibold break-words text-slate-900">{order.name}</span>
                    <a href={`mailto:${order.email}`} className="break-all text-brand-700 hover:underline">
                      {order.email}
                    </a>
                  </td>
                  <td className={labelledCell}>
                    <span className={mobileLabel}>Plan</span>
                    <span className="text-slate-800">{order.plan}</span>
                  </td>
                  <td className={labelledCell}>
                    <span className={mobileLabel}>Price</span>
                    <span className="font-medium text-slate-900">{order.price}</span>
                  </td>
                  <td className={labelledCell}>
                    <span className={mobileLabel}>Created</span>
                    <time dateTime={order.created_at} className="whitespace-nowrap text-slate-700">
                      {order.createdLabel}
                    </time>
                  </td>
                  <td className={labelledCell}>
                    <span className={mobileLabel}>Status</span>
                    <StatusBadge status={order.status} />
                    {order.license_key ? (
                      <span className="mt-1 block text-xs text-slate-700">
                        License <span className="font-mono font-semibold whitespace-nowrap">{order.license_key}</span>
                        <span className="block">Expires: {order.expiresLabel}</span>
                      </span>
                    ) : null}
                    {order.cancel_reason ? <span className="mt-1 block text-xs text-slate-700">Reason: {order.cancel_reason}</span> : null}
                  </td>
                  <td className="max-md:block max-md:pt-3 max-md:empty:hidden md:text-right">
                    {canChangeStatus(order.status, 'confirmed') ? <ConfirmPayment orderId={order.id} reference={order.reference} /> : null}
                    {canChangeStatus(order.status, 'cancelled') ? <CancelOrder orderId={order.id} reference={order.reference} /> : null}
                    <ResendMail orderId={order.id} reference={order.reference} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <KeysetLinks newer={orders.newer} older={orders.older} label="Orders" />
        </>
      )}
    </Panel>
  );
}
