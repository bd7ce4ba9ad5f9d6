import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSubmit } from 'react-router';
import { adminOrderPath, PATHS } from '~/lib/paths';
import { BULK_CONFIRM, ADMIN_ORDER, ORDER_TOASTS } from '~/content/admin-orders';
import { formatUsd } from '~/lib/money';
import { STATEMENT_UPLOAD } from '~/content/statements';
import { buttonClasses } from '../button';
import { QuestionAnswer, QuestionDialog, QuestionOnPage } from './ask-first';
import { countLabel, filterQuery, isFiltered } from '~/features/dashboard/list-filters';
import { canChangeStatus, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '~/features/orders/status';
import { StatusBadge } from '../order-status-badge';
import { EmailLink } from '~/components/email-address';
import { KeysetLinks } from './keyset-links';
import { LicenseKeyText } from './license-key';
import { ListFiltersBar, NoMatches } from './list-filters-bar';
import { OrderActionButtons } from './order-actions';
import { Panel } from './panel';
import type { OrderRow, OrdersPage } from '~/features/dashboard/orders-list.server';

// Cell styles live once in app.css (.orders-table): fifty rows of repeated class lists made the
// page twice as heavy to render and send. On phones a labelled cell is one line of the card.
const labelledCell = 'labelled';
const mobileLabel = 'cell-label';

/** The form Confirm Selected submits (in the list's heading, its hint below the rows); each pending row's checkbox belongs to it (form="…"), wherever it sits. */
const BULK_FORM = 'confirm-selected';

/** What Confirm Selected asks first: the ticked orders, how many of them are pending and what they come to. */
export interface BulkQuestion {
  ids: number[];
  count: number;
  totalCents: number;
}

/** ACH Orders: filters, then a table on wide screens; on phones every row becomes a stacked card. */
export function OrdersList({ orders, bulkQuestion = null }: { orders: OrdersPage | null; bulkQuestion?: BulkQuestion | null }) {
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
      {bulkQuestion ? <BulkConfirmQuestion question={bulkQuestion} /> : null}
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
                <OrderTableRow key={order.id} order={order} ticked={bulkQuestion?.ids.includes(order.id) ?? false} />
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

/** `ticked`: the row was ticked when Confirm Selected asked (the question's page), so it stays ticked. */
function OrderTableRow({ order, ticked }: { order: OrderRow; ticked: boolean }) {
  const selectable = canChangeStatus(order.status, 'confirmed');
  return (
    <tr
      id={`order-${order.id}`}
      className="scroll-mt-4 target:bg-amber-50 max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:px-4 max-md:py-3"
    >
      <td className="max-md:block max-md:pb-1 max-md:empty:hidden">
        {selectable ? (
          <label className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <input
              type="checkbox"
              name="orderIds"
              value={order.id}
              form={BULK_FORM}
              defaultChecked={ticked}
              data-cents={order.amountCents}
              className="size-4 rounded border-slate-300"
            />
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

/** The list's own query (filters, page) without the question's: where the question's answer and Keep go back to. */
function listQuery(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => name !== 'ask' && name !== 'orderIds' && name !== 'index');
}

function BulkQuestionText({ question, headingId }: { question: BulkQuestion; headingId: string }) {
  const body =
    question.ids.length === 0
      ? ORDER_TOASTS.noneSelected().description
      : question.count === 0
        ? BULK_CONFIRM.ask.none
        : BULK_CONFIRM.ask.body(question.count, formatUsd(question.totalCents));
  return (
    <>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {BULK_CONFIRM.ask.title(question.count)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{body}</p>
    </>
  );
}

/** The answer: a plain POST of the ticked orders with the count and total asked about; on the question's page it goes back to the list. */
function BulkAnswerForm({ question, toList = false }: { question: BulkQuestion; toList?: boolean }) {
  const { search } = useLocation();
  const query = new URLSearchParams(listQuery(search)).toString();
  const listHref = `${PATHS.adminOrders}${query ? `?${query}` : ''}`;
  return (
    <QuestionAnswer
      action={toList ? listHref : undefined}
      fields={[
        ['intent', 'confirm-selected'],
        ...question.ids.map((id): [string, string] => ['orderIds', String(id)]),
        ['count', String(question.count)],
        ['totalCents', String(question.totalCents)],
      ]}
      keep={BULK_CONFIRM.ask.keep}
      keepHref={toList ? listHref : undefined}
      answer={question.count > 0 ? BULK_CONFIRM.ask.submit(question.count) : null}
      busyLabel="Confirming..."
    />
  );
}

/** The question as a page of its own (no JavaScript): ?ask=confirm-selected with the ticked orders, at the top of the list. */
function BulkConfirmQuestion({ question }: { question: BulkQuestion }) {
  return (
    <QuestionOnPage headingId="bulk-question" className="mb-4">
      <BulkQuestionText question={question} headingId="bulk-question" />
      <BulkAnswerForm question={question} toList />
    </QuestionOnPage>
  );
}

/**
 * Confirm Selected asks first, as a single Confirm Payment does: how many orders and how much in all.
 * With JavaScript the question is a <dialog> in place, added up from the ticked rows; without it the
 * button is a GET form (the rows' checkboxes belong to it) to the list with ?ask=confirm-selected,
 * which shows the same question at the top. The action confirms only when the answer's count and
 * total are still what the ticked orders come to.
 */
function BulkConfirm() {
  const { search } = useLocation();
  const [question, setQuestion] = useState<BulkQuestion | null>(null);
  const submit = useSubmit();
  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ticked = [...document.querySelectorAll<HTMLInputElement>(`input[name="orderIds"][form="${BULK_FORM}"]:checked`)];
    // Nothing ticked: the action says so, as it does without JavaScript.
    if (ticked.length === 0) return void submit({ intent: 'confirm-selected' }, { method: 'post' });
    setQuestion({
      ids: ticked.map((box) => Number(box.value)),
      count: ticked.length,
      totalCents: ticked.reduce((sum, box) => sum + Number(box.dataset.cents ?? 0), 0),
    });
  };
  return (
    <>
      <form id={BULK_FORM} method="get" onSubmit={ask}>
        {listQuery(search).map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="ask" value="confirm-selected" />
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-emerald-800 disabled:opacity-60"
        >
          {BULK_CONFIRM.button}
        </button>
      </form>
      {question ? (
        <QuestionDialog headingId="bulk-dialog" onClose={() => setQuestion(null)}>
          <BulkQuestionText question={question} headingId="bulk-dialog" />
          <BulkAnswerForm question={question} />
        </QuestionDialog>
      ) : null}
    </>
  );
}
