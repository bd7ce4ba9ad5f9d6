import { ADMIN_TOASTS, MAX_CANCEL_REASON } from '~/content/admin';
import type { DashboardActionInput } from './action-input.server';
import { answerRowAction, type SuccessToast } from './row-action.server';
import { formText } from '~/lib/forms/form-data';
import { cancelOrder, confirmOrder, resendLatestBuyerMail } from '~/features/orders/lifecycle.server';

// The Orders tab's forms: Confirm Payment, Cancel Order and Resend e-mail. Each answers with a redirect
// back to the list it came from (its filters and page kept), and a toast.

function orderId(form: FormData): number | null {
  const raw = formText(form, 'orderId').trim();
  return /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

function orderAction(input: DashboardActionInput, failedTitle: string, success: SuccessToast, run: (id: number) => Promise<string | null>) {
  return answerRowAction(input, 'orders', failedTitle, success, async () => {
    const id = orderId(input.form);
    return id === null ? 'The order number is not valid.' : run(id);
  });
}

export function confirmOrderAction(input: DashboardActionInput) {
  // Confirming an order that is already confirmed changes nothing and says so the same way.
  return orderAction(input, ADMIN_TOASTS.confirmFailed, ADMIN_TOASTS.confirmSuccess, async (id) => {
    const outcome = await confirmOrder(id, input.by);
    return outcome === 'not-found' ? `Order #${id} was not found.` : null;
  });
}

export function cancelOrderAction(input: DashboardActionInput) {
  return orderAction(input, ADMIN_TOASTS.cancelFailed, ADMIN_TOASTS.cancelSuccess, async (id) => {
    const reason = formText(input.form, 'reason').replace(/\s+/g, ' ').trim();
    if (!reason) return 'Please give the reason the buyer will read.';
    if (reason.length > MAX_CANCEL_REASON) return `Please keep the reason under ${MAX_CANCEL_REASON} characters.`;
    const outcome = await cancelOrder(id, reason, input.by);
    return outcome === 'not-found' ? `Order #${id} was not found.` : null;
  });
}

export function resendMailAction(input: DashboardActionInput) {
  return orderAction(input, ADMIN_TOASTS.resendFailed, ADMIN_TOASTS.resendSuccess, async (id) =>
    (await resendLatestBuyerMail(id, input.by)) ? null : `Order #${id} has no e-mail to send again.`,
  );
}

/** The Orders tab's forms, by intent. */
export const ORDER_ACTIONS = {
  'confirm-order': confirmOrderAction,
  'cancel-order': cancelOrderAction,
  'resend-mail': resendMailAction,
} as const;
