import { ADMIN_TOASTS, OUTCOME_TOASTS } from '~/content/admin';
import { cancelOrder, confirmOrder, resendLatestBuyerMail } from '~/features/orders/lifecycle.server';
import { formText } from '~/lib/forms/form-data';
import type { ToastInput } from '~/web/flash.server';
import type { DashboardActionInput } from './action-input.server';
import { answerRowAction } from './row-action.server';

// The Orders tab's forms: Confirm Payment, Cancel Order and Resend e-mail. Each answers with a redirect
// back to the list it came from (its filters and page kept), and the toast of its outcome.

function orderId(form: FormData): number | null {
  const raw = formText(form, 'orderId').trim();
  return /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

function orderAction(input: DashboardActionInput, failedTitle: string, run: (id: number) => Promise<ToastInput>) {
  return answerRowAction(input, 'orders', failedTitle, async () => {
    const id = orderId(input.form);
    return id === null ? OUTCOME_TOASTS.invalidOrder(failedTitle) : run(id);
  });
}

export function confirmOrderAction(input: DashboardActionInput) {
  return orderAction(input, ADMIN_TOASTS.confirmFailed, async (id): Promise<ToastInput> => {
    const outcome = await confirmOrder(id, input.by);
    switch (outcome.kind) {
      case 'confirmed':
        return { type: 'success', ...ADMIN_TOASTS.confirmSuccess };
      case 'already-confirmed':
        return OUTCOME_TOASTS.alreadyConfirmed(outcome.order.reference);
      case 'is-cancelled':
        return OUTCOME_TOASTS.confirmCancelled(outcome.order.reference);
      case 'not-found':
        return OUTCOME_TOASTS.orderNotFound(id);
    }
  });
}

export function cancelOrderAction(input: DashboardActionInput) {
  return orderAction(input, ADMIN_TOASTS.cancelFailed, async (id): Promise<ToastInput> => {
    const outcome = await cancelOrder(id, formText(input.form, 'reason'), input.by);
    switch (outcome.kind) {
      case 'cancelled':
        return { type: 'success', ...ADMIN_TOASTS.cancelSuccess };
      case 'already-cancelled':
        return OUTCOME_TOASTS.alreadyCancelled(outcome.order.reference);
      case 'is-confirmed':
        return OUTCOME_TOASTS.cancelConfirmed(outcome.order.reference);
      case 'reason-missing':
        return OUTCOME_TOASTS.reasonMissing();
      case 'reason-too-long':
        return OUTCOME_TOASTS.reasonTooLong(outcome.max);
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: ADMIN_TOASTS.cancelFailed };
    }
  });
}

export function resendMailAction(input: DashboardActionInput) {
  return orderAction(input, ADMIN_TOASTS.resendFailed, async (id): Promise<ToastInput> => {
    const outcome = await resendLatestBuyerMail(id, input.by);
    switch (outcome.kind) {
      case 'queued':
        return { type: 'success', ...ADMIN_TOASTS.resendSuccess };
      case 'nothing-to-send':
        return OUTCOME_TOASTS.nothingToResend(outcome.order.reference);
      case 'not-found':
        return { ...OUTCOME_TOASTS.orderNotFound(id), title: ADMIN_TOASTS.resendFailed };
    }
  });
}

/** The Orders tab's forms, by intent. */
export const ORDER_ACTIONS = {
  'confirm-order': confirmOrderAction,
  'cancel-order': cancelOrderAction,
  'resend-mail': resendMailAction,
} as const;
