import { Form, useNavigation } from 'react-router';
import { ORDER_STATUS_LABELS } from '~/content/admin';
import type { Page } from '~/lib/pagination';
import { PaginationLinks } from './pagination-links';
import { Panel } from './panel';

export interface OrderRow {
  id: number;
  name: string;
  email: string;
  plan: string;
  price: string;
  status: string;
  created_at: string;
  createdLabel: string;
}

export function StatusBadge({ status }: { status: string }) {
  const pending = status === ORDER_STATUS_LABELS.pending;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        pending ? 'bg-amber-100 text-amber-900 ring-amber-300' : 'bg-emerald-100 text-emerald-900 ring-emerald-300'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${pending ? 'bg-amber-500' : 'bg-emerald-600'}`} />
      {status}
    </span>
  );
}

function ConfirmPayment({ order }: { order: OrderRow }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('orderId') === String(order.id);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="confirm-order" />
      <input type="hidden" name="orderId" value={order.id} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-emerald-800 disabled:opacity-60 max-md:w-full"
      >
        {busy ? 'Confirming...' : 'Confirm Payment'}
        <span className="sr-only"> for order #{order.id}</span>
      </button>
    </Form>
  );
}

// Cell styles live once in app.css (.orders-table): fifty rows of repeated class lists made the
// page twice as heavy to render and send. On phones a labelled cell is one line of the card.
const labelledCell = 'labelled';
const mobileLabel = 'cell-label';

/** ACH Orders: a table on wide screens; on phones every row becomes a stacked card. */
export function OrdersList({ orders }: { orders: Page<OrderRow> | null }) {
  return (
    <Panel id="orders-heading" title="ACH Orders" description={orders ? `${orders.total} total, newest first` : undefined}>
      {!orders ? (
        <p className="text-sm text-slate-600">The orders could not be loaded. Please reload the page.</p>
      ) : orders.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">No orders yet.</p>
      ) : (
        <>
          <table className="orders-table w-full text-left text-sm max-md:block">
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase max-md:hidden">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Customer
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
                  </td>
                  <td className="max-md:block max-md:pt-3 max-md:empty:hidden md:text-right">
                    {order.status === ORDER_STATUS_LABELS.pending ? <ConfirmPayment order={order} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <PaginationLinks page={orders.page} pageCount={orders.pageCount} param="page" label="Orders" />
        </>
      )}
    </Panel>
  );
}
