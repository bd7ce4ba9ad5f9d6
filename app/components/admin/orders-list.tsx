import { Form, Link, useNavigation } from 'react-router';
import { adminOrderPath, PATHS } from '~/lib/paths';
import { BULK_CONFIRM, ADMIN_ORDER } from '~/content/admin-orders';
import { STATEMENT_UPLOAD } from '~/content/statements';
import { buttonClasses } from '../button';
import { countLabel, filterQuery, isFiltered } from '~/features/dashboard/list-filters';
import { canChangeStatus, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '~/features/orders/status';
import { StatusBadge } from '../order-status-badge';
import { EmailLink } from '~/components/email-address';
import { KeysetLinks } from './keyset-links';
import { LicenseKeyText } from './license-key';
import { ListFiltersBar, NoMatches } from './list-filters-bar';
import { OrderActionButtons } from './order-actions';
import { Panel } from './panel';
import type { OrderRow, OrdersPage } from '~/features/dashboard/orders-tab.server';

// Cell styles live once in app.css (.orders-table): fifty rows of repeated class lists made the
// page twice as heavy to render and send. On phones a labelled cell is one line of the card.
const labelledCell = 'labelled';
const mobileLabel = 'cell-label';

/** The form Confirm Selected submits (in the list's heading, its hint below the rows); each pending row's checkbox belongs to it (form="…"), wherever it sits. */
const BULK_FORM = 'confirm-selected';

/** ACH Orders: filters, then a table on wide screens; on phones every row becomes a stacked card. */
export function OrdersList({ orders }: { orders: OrdersPage | null }) {
  const query = orders ? filterQuery(orders.filters).toString() : '';
  const shown = orders?.counts?.[(orders.filters.status as OrderStatus | null) ?? 'all'];
  const description =
    shown === undefined ? 'Newest first' : `${countLabel(shown)} ${isFiltered(orders!.filters) ? 'matching' : 'total'}, newest first`;
  const anyPending = orders?.items.some((order) => canChangeStatus(order.status, 'confirmed')) ?? false;
  return (
    <Panel
      id="orders-heading"
      title="ACH Orders"
      description={description}
      actions={
        <div className="flex flex-wrap gap-2">
          {anyPending ? <BulkConfirm /> : null}
          <Link to={PATHS.statements} className={buttonClasses('secondary', 'px-3 py-1.5')}>
            {STATEMENT_UPLOAD.ordersLink}
          </Link>
        </div>
      }
    >
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
          <table className="orders-table w-full table-fixed text-left text-sm max-md:block">
            <colgroup className="max-md:hidden">
              <col className="w-16" />
              <col />
              <col className="w-32" />
              <col className="w-32" />
              <col className="w-40" />
              <col className="w-44" />
            </colgroup>
            <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase max-md:hidden">
              <tr>
                <th scope="col" className="px-2 py-2 font-medium">
                  <span className="sr-only">Select</span>
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Order
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Plan
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Created
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Status
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 max-md:block max-md:space-y-3 max-md:divide-y-0">
              {orders.items.map((order) => (
                <OrderTableRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
          {anyPending ? <p className="mt-3 text-xs text-slate-600">{BULK_CONFIRM.hint}</p> : null}
          <KeysetLinks newer={orders.newer} older={orders.older} label="Orders" />
        </>
      )}
    </Panel>
  );
}

function OrderTableRow({ order }: { order: OrderRow }) {
  const selectable = canChangeStatus(order.status, 'confirmed');
  return (
    <tr
      id={`order-${order.id}`}
      className="scroll-mt-4 target:bg-amber-50 max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:px-4 max-md:py-3"
    >
      <td className="max-md:block max-md:pb-1 max-md:empty:hidden">
        {selectable ? (
          <label className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <input type="checkbox" name="orderIds" value={order.id} form={BULK_FORM} className="size-4 rounded border-slate-300" />
            {BULK_CONFIRM.select}
            <span className="sr-only"> order {order.reference}</span>
          </label>
        ) : null}
      </td>
      <td className="min-w-0 max-md:block max-md:pb-2">
        <Link
          to={adminOrderPath(order.reference)}
          className="block font-mono text-xs font-semibold whitespace-nowrap text-brand-700 hover:underline"
        >
          {order.reference}
        </Link>
        <span className="block font-semibold break-words text-slate-900">{order.name}</span>
        <EmailLink address={order.email} className="break-words" />
      </td>
      <td className={labelledCell}>
        <span className={mobileLabel}>Plan</span>
        <span className="text-slate-800">
          {order.plan} <span className="font-medium whitespace-nowrap text-slate-900">{order.price}</span>
        </span>
      </td>
      <td className={labelledCell}>
        <span className={mobileLabel}>Created</span>
        <time dateTime={order.createdAt} className="text-slate-700">
          {order.createdLabel}
        </time>
      </td>
      <td className={labelledCell}>
        <span className={mobileLabel}>Status</span>
        <span className="min-w-0 text-right md:text-left">
          <StatusBadge status={order.status} />
          {order.licenseKey ? (
            <span className="mt-1 block text-xs text-slate-700">
              License{' '}
              <span className={order.licenseRevokedBy ? 'text-slate-500 line-through' : ''}>
                <LicenseKeyText value={order.licenseKey} />
              </span>
              <span className="block">
                {order.licenseRevokedBy ? ADMIN_ORDER.revokedShort(order.licenseRevokedBy === 'refund') : `Expires: ${order.expiresLabel}`}
              </span>
            </span>
          ) : null}
          {order.cancelReason ? <span className="mt-1 block text-xs break-words text-slate-700">Reason: {order.cancelReason}</span> : null}
          {order.duplicateOf ? (
            <span className="mt-1 block text-xs font-medium text-amber-900" data-testid="possible-duplicate">
              {ADMIN_ORDER.possibleDuplicate}{' '}
              <Link to={order.duplicateOf.href} className="font-mono font-semibold whitespace-nowrap text-brand-700 underline">
                {order.duplicateOf.reference}
              </Link>
            </span>
          ) : null}
        </span>
      </td>
      <td className="max-md:block max-md:pt-3">
        <OrderActionButtons
          order={{
            id: order.id,
            reference: order.reference,
            price: order.price,
            refundDefault: order.refundDefault,
            refundAmount: order.refundAmount,
          }}
          status={order.status}
          className="md:flex-col md:items-stretch"
        />
      </td>
    </tr>
  );
}

/** Confirm Selected: confirms the ticked pending orders, each in its own transaction. */
function BulkConfirm() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'confirm-selected';
  return (
    <Form id={BULK_FORM} method="post">
      <input type="hidden" name="intent" value="confirm-selected" />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-emerald-800 disabled:opacity-60"
      >
        {busy ? 'Confirming...' : BULK_CONFIRM.button}
      </button>
    </Form>
  );
}
