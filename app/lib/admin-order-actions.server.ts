import { ADMIN_TOASTS, MAX_CANCEL_REASON } from '~/content/admin';
import { DASHBOARD_PATH, type SignedInAdmin } from './auth.server';
import { redirectWithToast } from './flash.server';
import { formText } from './form-data.server';
import { cancelOrder, confirmOrder, resendLatestBuyerMail } from './order-lifecycle.server';
import { parsePageNumber } from './pagination';
import { errorMessage } from './toast';

// The Orders tab's forms: Confirm Payment, Cancel Order and Resend e-mail. Each answers with a redirect
// back to the page of orders it came from, and a toast.

function ordersPage(requestUrl: URL): string {
  const page = parsePageNumber(requestUrl.searchParams.get('page'));
  return `${DASHBOARD_PATH}?tab=orders${page > 1 ? `&page=${page}` : ''}`;
}

function orderId(form: FormData): number | null {
  const raw = formText(form, 'orderId').trim();
  return /^\d{1,15}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

type Toast = { title: string; description: string };

async function orderAction(
  form: FormData,
  { headers }: SignedInAdmin,
  requestUrl: URL,
  failedTitle: string,
  success: Toast,
  run: (id: number) => Promise<string | null>,
) {
  const back = ordersPage(requestUrl);
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

export function confirmOrderAction(form: FormData, signedIn: SignedInAdmin, requestUrl: URL) {
  // Confirming an order that is already confirmed changes nothing and says so the same way.
  return orderAction(form, signedIn, requestUrl, ADMIN_TOASTS.confirmFailed, ADMIN_TOASTS.confirmSuccess, async (id) => {
    const outcome = await confirmOrder(id);
    return outcome === 'not-found' ? `Order #${id} was not found.` : null;
  });
}

export function cancelOrderAction(form: FormData, signedIn: SignedInAdmin, requestUrl: URL) {
  return orderAction(form, signedIn, requestUrl, ADMIN_TOASTS.cancelFailed, ADMIN_TOASTS.cancelSuccess, async (id) => {
    const reason = formText(form, 'reason').replace(/\s+/g, ' ').trim();
    if (!reason) return 'Please give the reason the buyer will read.';
    if (reason.length > MAX_CANCEL_REASON) return `Please keep the reason under ${MAX_CANCEL_REASON} characters.`;
    const outcome = await cancelOrder(id, reason);
    return outcome === 'not-found' ? `Order #${id} was not found.` : null;
  });
}

export function resendMailAction(form: FormData, signedIn: SignedInAdmin, requestUrl: URL) {
  return orderAction(form, signedIn, requestUrl, ADMIN_TOASTS.resendFailed, ADMIN_TOASTS.resendSuccess, async (id) =>
    (await resendLatestBuyerMail(id)) ? null : `Order #${id} has no e-mail to send again.`,
  );
}
