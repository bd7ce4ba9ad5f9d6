import type { MouseEvent } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { TextField } from '~/components/field';
import { useFocusRefusedField } from '~/components/forms/use-focus-refused-field';
import { ToastStatus } from '~/components/toast-status';
import { ORDER_CONFIRMATIONS, type ConfirmableAction } from '~/content/admin-orders';
import { MAX_REVOKE_REASON } from '~/features/licenses/revoke-limits';
import { MAX_BANK_REFERENCE, MAX_REFUND_REASON } from '~/features/orders/reason';
import { MAX_CANCEL_REASON } from '~/features/orders/status';
import type { ToastMessage } from '~/lib/toast';

// The second step of an order change that can't be taken back lightly: what it does, the fields it
// needs (a reason, an amount), and the button that does it. Shown in a dialog with JavaScript and on
// the order's confirmation page without; either way a plain POST.

export interface ConfirmableOrder {
  id: number;
  reference: string;
  /** The price as the buyer saw it ('$79.99'). */
  price: string;
  /** The refund field's starting value: the whole price paid, in dollars ('79.99'). */
  refundDefault?: string;
  /** The recorded refund's amount ('$79.99'), for Mark Refund Sent. */
  refundAmount?: string | null;
}

/** An order form sent back refused (status 400): its toast, the message beside each field it is about, the text as typed. */
export interface OrderFormRefusal {
  intent: string;
  toast: ToastMessage;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
}

/** The refusal the page's action just answered, when it is about this order's `action` form. */
export function useOrderRefusal(action: ConfirmableAction, orderId: number): OrderFormRefusal | undefined {
  const answer: unknown = useActionData();
  if (!answer || typeof answer !== 'object' || !('intent' in answer) || !('errors' in answer) || !('values' in answer)) return undefined;
  const refusal = answer as OrderFormRefusal;
  return refusal.intent === INTENT_OF[action] && refusal.values.orderId === String(orderId) ? refusal : undefined;
}

export const INTENT_OF: Readonly<Record<ConfirmableAction, string>> = {
  confirm: 'confirm-order',
  cancel: 'cancel-order',
  refund: 'refund-order',
  refundSent: 'mark-refund-sent',
  reopen: 'reopen-order',
  revoke: 'revoke-license',
};

const BUSY: Readonly<Record<ConfirmableAction, string>> = {
  confirm: 'Confirming...',
  cancel: 'Cancelling...',
  refund: 'Recording...',
  refundSent: 'Marking...',
  reopen: 'Reopening...',
  revoke: 'Revoking...',
};

const SUBMIT_STYLE: Readonly<Record<ConfirmableAction, string>> = {
  confirm: 'bg-emerald-700 text-white hover:bg-emerald-800',
  cancel: 'bg-red-700 text-white hover:bg-red-800',
  refund: 'bg-red-700 text-white hover:bg-red-800',
  refundSent: 'bg-emerald-700 text-white hover:bg-emerald-800',
  reopen: 'bg-brand-700 text-white hover:bg-brand-800',
  revoke: 'bg-red-700 text-white hover:bg-red-800',
};

/** The changes that need a reason (the buyer reads a cancellation's and a refund's; a revocation's stays with us). */
const REASON: Readonly<Partial<Record<ConfirmableAction, { label: string; hint: string; max: number }>>> = {
  cancel: { label: ORDER_CONFIRMATIONS.cancel.reasonLabel, hint: ORDER_CONFIRMATIONS.cancel.reasonHint, max: MAX_CANCEL_REASON },
  refund: { label: ORDER_CONFIRMATIONS.refund.reasonLabel, hint: ORDER_CONFIRMATIONS.refund.reasonHint, max: MAX_REFUND_REASON },
  revoke: { label: ORDER_CONFIRMATIONS.revoke.reasonLabel, hint: ORDER_CONFIRMATIONS.revoke.reasonHint, max: MAX_REVOKE_REASON },
};

const button =
  'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap shadow-sm disabled:opacity-60';
const quiet = `${button} bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50`;

/** Whether this order's `action` is in flight (its button says so and can't be pressed twice). */
export function useOrderBusy(action: ConfirmableAction | 'resend', orderId: number): boolean {
  const navigation = useNavigation();
  const intent = action === 'resend' ? 'resend-mail' : INTENT_OF[action];
  return (
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent && navigation.formData?.get('orderId') === String(orderId)
  );
}

export function ConfirmText({ action, order, headingId }: { action: ConfirmableAction; order: ConfirmableOrder; headingId: string }) {
  const words = ORDER_CONFIRMATIONS[action];
  return (
    <>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {words.body(order.reference, action === 'refundSent' ? (order.refundAmount ?? order.price) : order.price)}
      </p>
    </>
  );
}

/**
 * The confirming form. `postTo`: where it posts (the order's confirmation page, from the list), or
 * the current page when absent. `onKeep` closes a dialog; `keepHref` leaves a page. A refusal the
 * page's action answered for this form shows beside its field, with the text as typed.
 */
export function ConfirmForm({
  action,
  order,
  postTo,
  onKeep,
  keepHref,
  showRefusal = true,
}: {
  action: ConfirmableAction;
  order: ConfirmableOrder;
  postTo?: string;
  /** false: the refusal the page answered is not shown (its dialog was closed since). */
  showRefusal?: boolean;
  onKeep?: (event: MouseEvent<HTMLButtonElement>) => void;
  keepHref?: string;
}) {
  const busy = useOrderBusy(action, order.id);
  const answered = useOrderRefusal(action, order.id);
  const refusal = showRefusal ? answered : undefined;
  const refusedId = refusal?.toast.id;
  // A refusal draws the form anew, the button just pressed with it: focus goes to the field it is about.
  const formRef = useFocusRefusedField(refusedId);
  const field = (name: string) => `${action}-${name}-${order.id}`;
  const reason = REASON[action];
  return (
    // A refusal draws the fields anew (key), with the text as it was typed.
    <Form ref={formRef} method="post" action={postTo} className="mt-4 grid gap-4" key={refusedId}>
      <ToastStatus toast={refusal?.toast} className="" />
      <input type="hidden" name="intent" value={INTENT_OF[action]} />
      <input type="hidden" name="orderId" value={order.id} />
      {action === 'refund' ? (
        <TextField
          id={field('amount')}
          name="amount"
          label={ORDER_CONFIRMATIONS.refund.amountLabel}
          hint={ORDER_CONFIRMATIONS.refund.amountHint(order.price)}
          required
          inputMode="decimal"
          defaultValue={refusal?.values.amount ?? order.refundDefault ?? ''}
          error={refusal?.errors.amount}
          autoComplete="off"
        />
      ) : null}
      {action === 'refundSent' ? <RefundSentFields field={field} refusal={refusal} /> : null}
      {reason ? (
        <TextField
          id={field('reason')}
          name="reason"
          label={reason.label}
          hint={reason.hint}
          required
          maxLength={reason.max}
          defaultValue={refusal?.values.reason ?? ''}
          error={refusal?.errors.reason}
          autoComplete="off"
        />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onKeep ? (
          <button type="button" onClick={onKeep} className={quiet}>
            {ORDER_CONFIRMATIONS.keep}
          </button>
        ) : keepHref ? (
          <Link to={keepHref} className={quiet}>
            {ORDER_CONFIRMATIONS.keep}
          </Link>
        ) : null}
        <button type="submit" disabled={busy} className={`${button} ${SUBMIT_STYLE[action]}`}>
          {busy ? BUSY[action] : ORDER_CONFIRMATIONS[action].submit}
          <span className="sr-only"> {order.reference}</span>
        </button>
      </div>
    </Form>
  );
}

/** The day the money left (today to start with, as the browser's clock sees it when the page was made) and the bank's reference. */
function RefundSentFields({ field, refusal }: { field: (name: string) => string; refusal: OrderFormRefusal | undefined }) {
  const words = ORDER_CONFIRMATIONS.refundSent;
  return (
    <>
      <TextField
        id={field('sentOn')}
        name="sentOn"
        type="date"
        label={words.dateLabel}
        hint={words.dateHint}
        required
        defaultValue={refusal?.values.sentOn ?? new Date().toISOString().slice(0, 10)}
        error={refusal?.errors.sentOn}
        suppressHydrationWarning
      />
      <TextField
        id={field('bankReference')}
        name="bankReference"
        label={words.referenceLabel}
        hint={words.referenceHint}
        required
        maxLength={MAX_BANK_REFERENCE}
        defaultValue={refusal?.values.bankReference ?? ''}
        error={refusal?.errors.bankReference}
        autoComplete="off"
      />
    </>
  );
}
