import { ADMIN_TOASTS, MAX_CANCEL_REASON } from '~/content/admin';
import { DASHBOARD_PATH } from './auth.server';
import type { DashboardActionInput } from './dashboard/action-input.server';
import { redirectWithToast } from './flash.server';
import { formText } from './form-data.server';
import { cancelOrder, confirmOrder, resendLatestBuyerMail } from './order-lifecycle.server';
import { errorMessage } from './toast';

// The Orders tab's forms: Confirm Payment, Cancel Order and Resend e-mail. Each answers with a redirect
// back to the list it came from (its filters and page kept), and a toast.

/** The Orders tab as the form's page showed it: the posted URL's query, with tab=orders. */
export function ordersListPath(requestUrl: URL): string {
  const query = new URLSearchParams(requestUrl.searchParams);
  query.set('tab', 'orders');
  query.delete('index');
  return `${DASHBOARD_PATH}?${query.toString()}`;
}

function orderId(form: FormData): number | null {
  const raw = formText(form, 'orderId').trim();
  return /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

type Toast = { title: string; description: string };

async function orderAction(
  { form, signedIn: { headers }, url }: DashboardActionInput,
  failedTitle: string,
  success: Toast,
  run: (id: number) => Promise<string | null>,
) {
  const back = ordersListPath(url);
  const fail = (description: string) => redirectWithToast(back, { type: 'error', title: failedTitle, description }, { headers });
  const id = orderId(form);
  if (id === null) return fail('The order number is not valid.');
  try {
    const refusal = await run(id);
    if (refusal) return fail(refusal);
  } catch (error) {
    console.error(`${failedTitle}:`, error);
    return fail(errorMessage(error));
  }
  return redirectWithToast(back, { type: 'success', ...success }, { headers });
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
