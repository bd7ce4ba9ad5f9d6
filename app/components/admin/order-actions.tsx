import { useState, type ReactNode } from 'react';
import { Form, useLocation } from 'react-router';
import { ORDER_CONFIRMATIONS, type ConfirmableAction } from '~/content/admin-orders';
import { canChangeStatus, type OrderStatus } from '~/features/orders/status';
import { adminOrderPath, PATHS } from '~/lib/paths';
import { ConfirmForm, ConfirmText, useOrderBusy, useOrderRefusal, type ConfirmableOrder } from './order-confirm-form';
import { AskFirst, closeOwnDialog } from './ask-first';

// An order's buttons. Confirm Payment, Cancel Order, Refund, Reopen and (in the devices card) Revoke
// License each ask first: with JavaScript a native <dialog> opens in place; without it, the button is
// a GET form that opens the order's confirmation page (?ask=…), carrying the list's query (back=…) so
// the answer returns to the same list. Resend e-mail acts at once. Plain forms throughout: no inline
// script (CSP).

const button =
  'inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap shadow-sm disabled:opacity-60 max-md:w-full';

const STYLE: Readonly<Record<ConfirmableAction, string>> = {
  confirm: 'bg-emerald-700 text-white hover:bg-emerald-800',
  cancel: 'bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50',
  refund: 'bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50',
  refundSent: 'bg-emerald-700 text-white hover:bg-emerald-800',
  reopen: 'bg-white text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50',
  revoke: 'bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50',
};

/** The button's words; the hidden part names the order for screen readers (and tests). */
const LABEL: Readonly<Record<ConfirmableAction, (reference: string) => ReactNode>> = {
  confirm: (reference) => (
    <>
      Confirm Payment<span className="sr-only"> for order {reference}</span>
    </>
  ),
  cancel: (reference) => (
    <>
      Cancel Order<span className="sr-only"> {reference}</span>
    </>
  ),
  refund: (reference) => (
    <>
      Refund<span className="sr-only"> order {reference}</span>
    </>
  ),
  refundSent: (reference) => (
    <>
      Mark Refund Sent<span className="sr-only"> for order {reference}</span>
    </>
  ),
  reopen: (reference) => (
    <>
      Reopen<span className="sr-only"> order {reference}</span>
    </>
  ),
  revoke: (reference) => (
    <>
      {ORDER_CONFIRMATIONS.revoke.submit}
      <span className="sr-only"> of order {reference}</span>
    </>
  ),
};

/** Where the list's buttons send their answer back to: the list's own query, or null on the admin order. */
export function useListQuery(): string | null {
  const location = useLocation();
  return location.pathname === PATHS.adminOrders ? location.search.replace(/^\?/, '') : null;
}

/**
 * One asking button and, once pressed with JavaScript, its dialog, closed once the answer has come;
 * a refusal stays in the dialog, beside its field. From the list, the dialog's form posts to the
 * order's confirmation page (as the button does without JavaScript): done, it comes back to the list;
 * refused, that page shows the message beside the field, with the text kept.
 */
export function ConfirmStep({ action, order }: { action: ConfirmableAction; order: ConfirmableOrder }) {
  const back = useListQuery();
  const busy = useOrderBusy(action, order.id);
  // A refusal shows in the dialog until it is closed: opened again, the form starts afresh.
  const refusal = useOrderRefusal(action, order.id);
  const [closedAfter, setClosedAfter] = useState<string>();
  const refused = refusal !== undefined && refusal.toast.id !== closedAfter;
  const headingId = `${action}-dialog-${order.id}`;
  const fields: Record<string, string> = back !== null ? { ask: action, back } : { ask: action };
  return (
    <AskFirst
      action={adminOrderPath(order.reference)}
      fields={fields}
      label={LABEL[action](order.reference)}
      buttonClassName={`${button} ${STYLE[action]}`}
      headingId={headingId}
      busy={busy}
      refused={refused}
      onClosed={() => setClosedAfter(refusal?.toast.id)}
    >
      <ConfirmText action={action} order={order} headingId={headingId} />
      <ConfirmForm
        action={action}
        order={order}
        postTo={back !== null ? `${adminOrderPath(order.reference)}?${new URLSearchParams(fields)}` : undefined}
        showRefusal={refused}
        onKeep={closeOwnDialog}
      />
    </AskFirst>
  );
}

export function ResendMail({ orderId, reference }: { orderId: number; reference: string }) {
  const busy = useOrderBusy('resend', orderId);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="resend-mail" />
      <input type="hidden" name="orderId" value={orderId} />
      <button type="submit" disabled={busy} className={`${button} bg-white text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50`}>
        {busy ? 'Queuing...' : 'Resend e-mail'}
        <span className="sr-only"> for order {reference}</span>
      </button>
    </Form>
  );
}

/** The changes an order's status allows, each asking first, and Resend e-mail. */
export function OrderActionButtons({
  order,
  status,
  className = '',
}: {
  order: ConfirmableOrder;
  status: OrderStatus;
  className?: string;
}) {
  const steps: ConfirmableAction[] = [];
  if (canChangeStatus(status, 'confirmed')) steps.push('confirm');
  if (canChangeStatus(status, 'cancelled')) steps.push('cancel');
  if (canChangeStatus(status, 'refund-due')) steps.push('refund');
  if (canChangeStatus(status, 'refunded')) steps.push('refundSent');
  if (status === 'cancelled' && canChangeStatus(status, 'pending')) steps.push('reopen');
  return (
    <div className={`flex flex-wrap gap-2 max-md:flex-col ${className}`}>
      {steps.map((action) => (
        <ConfirmStep key={action} action={action} order={order} />
      ))}
      <ResendMail orderId={order.id} reference={order.reference} />
    </div>
  );
}
