import { data, redirect } from 'react-router';
import type { OrderFormState, OrderIntent } from '~/components/order/order-forms';
import { ORDER_CHANGES, LINK_ENDED_PAGE, REFUND_ACCOUNT_FORM } from '~/content/orders';
import {
  correctOrderEmail,
  saveInvoiceDetails,
  type EmailCorrectionOutcome,
  type InvoiceDetailsOutcome,
} from '~/features/orders/buyer-changes.server';
import { EMAIL_CORRECTION_FIELDS, emailCorrectionSchema, INVOICE_DETAIL_FIELDS, invoiceDetailsSchema } from '~/features/orders/buyer-forms';
import { sendFreshLink } from '~/features/orders/order-page.server';
import { deactivateDeviceOnOrderPage } from '~/features/orders/order-devices.server';
import { LICENSE_DEVICES } from '~/content/license-devices';
import { refundAccountFormSchema, refundAccountOf } from '~/features/orders/refund-account-form.server';
import { saveRefundAccount } from '~/features/orders/refund-account.server';
import { fieldErrors, formText, keptValues, rawFields, readFormData } from '~/lib/forms/form-data';
import { parseForm } from '~/lib/forms/parse-form';
import { orderPagePath } from '~/lib/paths';
import type { ToastMessage } from '~/lib/toast';
import { redirectWithToast, type ToastInput } from '~/web/flash.server';
import { hitFormLimit, retryAfterHeaders } from '~/web/rate-limit.server';

// The order page's forms, each a plain POST carrying the page's token: correct the e-mail
// address, save the invoice details, or (from a link that ended) send a fresh link. Each calls one
// service and answers with Post/Redirect/Get and a toast; a refused entry re-renders with the values.

const NO_STORE = { 'Cache-Control': 'no-store' };

type Toast = { type?: ToastInput['type']; title: string; description: string };

function back(pagePath: string, form: OrderIntent, toast: Toast) {
  return redirectWithToast(
    pagePath,
    { type: toast.type ?? 'success', title: toast.title, description: toast.description, form },
    { headers: NO_STORE },
  );
}

function refused(
  intent: OrderIntent,
  status: number,
  toast: Toast,
  values: Partial<Record<string, string>>,
  errors: Partial<Record<string, string>> = {},
  headers: HeadersInit = {},
) {
  const message: ToastMessage = { id: crypto.randomUUID(), type: 'error', title: toast.title, description: toast.description };
  const body: OrderFormState = { intent, toast: message, errors, values };
  return data(body, { status, headers: { ...NO_STORE, ...Object.fromEntries(new Headers(headers)) } });
}

const T = ORDER_CHANGES.toasts;

function emailToast(outcome: Exclude<EmailCorrectionOutcome, { kind: 'link-invalid' }>): Toast {
  switch (outcome.kind) {
    case 'corrected':
      return T.emailCorrected(outcome.order.email);
    case 'unchanged':
      return { type: 'info', ...T.emailUnchanged };
    case 'too-late':
      return { type: 'error', ...T.emailTooLate };
    case 'too-many':
      return { type: 'error', ...T.emailTooMany };
    case 'not-pending':
      return { type: 'error', ...T.notPending };
  }
}

function invoiceToast(outcome: Exclude<InvoiceDetailsOutcome, { kind: 'link-invalid' }>): Toast {
  switch (outcome.kind) {
    case 'saved':
      return T.invoiceSaved;
    case 'unchanged':
      return { type: 'info', ...T.invoiceUnchanged };
    case 'not-pending':
      return { type: 'error', ...T.notPending };
  }
}

export async function orderPageAction(
  request: Request,
  referenceParam: string,
  clientAddress: string,
): Promise<Response | ReturnType<typeof data>> {
  const form = await readFormData(request);
  const token = formText(form, 'token') || new URL(request.url).searchParams.get('token') || '';
  const intent = formText(form, 'intent');
  // Back to the page the form was on; a link that no longer opens it shows the "fresh link" page or a 404 there.
  const pagePath = orderPagePath(referenceParam, token);
  const limit = await hitFormLimit('order-page', clientAddress);
  if (!limit.allowed) {
    const headers = retryAfterHeaders(limit);
    return refused((intent || 'correct-email') as OrderIntent, 429, { title: T.notPending.title, description: T.tooMany }, {}, {}, headers);
  }

  if (intent === 'correct-email') {
    const raw = rawFields(form, EMAIL_CORRECTION_FIELDS);
    const parsed = emailCorrectionSchema.safeParse(raw);
    if (!parsed.success) return refused(intent, 400, T.invalid, keptValues(raw), fieldErrors(parsed.error));
    const outcome = await correctOrderEmail(referenceParam, token, parsed.data.email);
    if (outcome.kind === 'link-invalid') return redirect(pagePath, { headers: NO_STORE });
    return back(orderPagePath(outcome.order.reference, token), intent, emailToast(outcome));
  }

  if (intent === 'invoice-details') {
    const raw = rawFields(form, INVOICE_DETAIL_FIELDS);
    const parsed = invoiceDetailsSchema.safeParse(raw);
    if (!parsed.success) return refused(intent, 400, T.invalid, keptValues(raw), fieldErrors(parsed.error));
    const outcome = await saveInvoiceDetails(referenceParam, token, parsed.data);
    if (outcome.kind === 'link-invalid') return redirect(pagePath, { headers: NO_STORE });
    return back(orderPagePath(outcome.order.reference, token), intent, invoiceToast(outcome));
  }

  if (intent === 'fresh-link') {
    const outcome = await sendFreshLink(referenceParam, token);
    if (outcome.kind === 'not-found') throw data('Not Found', { status: 404, headers: NO_STORE });
    if (outcome.kind === 'still-valid') return redirect(orderPagePath(outcome.reference, token), { headers: NO_STORE });
    return back(pagePath, intent, outcome.kind === 'sent' ? LINK_ENDED_PAGE.sent : { type: 'info', ...LINK_ENDED_PAGE.usedUp });
  }

  if (intent === 'refund-account') {
    const parsed = parseForm(form, refundAccountFormSchema);
    if (!parsed.ok) {
      const first = Object.values(parsed.errors)[0] ?? REFUND_ACCOUNT_FORM.toasts.invalid.description;
      return refused(intent, 400, { title: REFUND_ACCOUNT_FORM.toasts.invalid.title, description: first }, parsed.values, parsed.errors);
    }
    const outcome = await saveRefundAccount(referenceParam, token, refundAccountOf(parsed.data));
    if (outcome.kind === 'link-invalid') return redirect(pagePath, { headers: NO_STORE });
    const toast: Toast =
      outcome.kind === 'saved' ? REFUND_ACCOUNT_FORM.toasts.saved : { type: 'error', ...REFUND_ACCOUNT_FORM.toasts.notDue };
    return back(`${orderPagePath(outcome.order.reference, token)}#refund-account`, intent, toast);
  }

  if (intent === 'deactivate-device') {
    const activationId = Number(formText(form, 'activationId'));
    if (!Number.isSafeInteger(activationId) || activationId < 1) throw data('Bad Request', { status: 400, headers: NO_STORE });
    const outcome = await deactivateDeviceOnOrderPage(referenceParam, token, activationId, clientAddress);
    if (outcome.kind === 'link-invalid') return redirect(pagePath, { headers: NO_STORE });
    const toast: Toast =
      outcome.kind === 'deactivated'
        ? LICENSE_DEVICES.toasts.deactivated(outcome.name)
        : { type: 'info', ...LICENSE_DEVICES.toasts.notFound };
    return back(`${orderPagePath(outcome.reference, token)}#devices`, intent, toast);
  }

  throw data('Bad Request', { status: 400, headers: NO_STORE });
}
