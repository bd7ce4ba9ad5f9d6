import { data, redirect } from 'react-router';
import { AdminOrder } from '~/components/admin/admin-order/admin-order';
import type { OrderNoteFormState } from '~/components/admin/admin-order/order-notes';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ORDER_CONFIRMATIONS, ORDER_TOASTS, type ConfirmableAction } from '~/content/admin-orders';
import { readAdminOrder, type AdminOrderView } from '~/features/dashboard/admin-order.server';
import { canChangeStatus } from '~/features/orders/status';
import { formText, readFormData } from '~/lib/forms/form-data';
import { parseForm } from '~/lib/forms/parse-form';
import { adminOrderPath, dashboardPath } from '~/lib/paths';
import { errorMessage } from '~/lib/toast';
import { requireAdmin } from '~/web/auth.server';
import { redirectWithToast, type ToastInput } from '~/web/flash.server';
import { orderOfReference } from '~/web/document-download.server';
import { auditActorOf } from '~/web/admin-action.server';
import { ORDER_INTENTS, runOrderIntent } from './intents.server';
import { revealRefundAccountAction } from './refund-account-reveal.server';
import { orderNoteSchema } from './form-schema.server';
import type { Route } from './+types/route';

// /admin/orders/ORD-XXXX-XXXX: one order for the administrator, with everything it needs to be handled
// (its buyer, license, documents, timeline, notes, the buyer's other orders and requests, and its
// buttons). ?ask=confirm|cancel|refund|reopen|revoke makes it the confirmation page of that change (the
// buttons' way without JavaScript); &back= carries the Orders list's query, so the answer goes back there.

/** The change a confirmation page asks about, when the order (its status, its license) allows it. */
function askedAction(value: string | null, order: AdminOrderView): ConfirmableAction | null {
  const { status } = order;
  const allowed: Record<ConfirmableAction, boolean> = {
    confirm: canChangeStatus(status, 'confirmed'),
    cancel: canChangeStatus(status, 'cancelled'),
    refund: canChangeStatus(status, 'refund-due'),
    refundSent: canChangeStatus(status, 'refunded'),
    reopen: status === 'cancelled' && canChangeStatus(status, 'pending'),
    revoke: order.license !== null && order.license.revokedLabel === null,
  };
  return value && Object.hasOwn(allowed, value) && allowed[value as ConfirmableAction] ? (value as ConfirmableAction) : null;
}

/** The Orders list's query a confirmation came from (only the list's own parameters are kept by dashboardPath). */
function listQuery(back: string | null): URLSearchParams | null {
  if (back === null) return null;
  const query = new URLSearchParams(back);
  query.delete('tab');
  query.delete('index');
  return query;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const order = await readAdminOrder(params.reference);
  if (!order) throw data(null, { status: 404, statusText: 'Not Found', headers: signedIn.headers });
  const url = new URL(request.url);
  // A reference pasted in another form ('ord-7k3m9qa2') lands on the canonical address.
  if (params.reference !== order.reference)
    throw redirect(`${adminOrderPath(order.reference)}${url.search}`, { headers: signedIn.headers });
  const asked = url.searchParams.get('ask');
  const ask = askedAction(asked, order);
  const back = listQuery(url.searchParams.get('back'));
  const listPath = dashboardPath('orders', back ?? {});
  return data(
    {
      order,
      ask,
      // A confirmation asked for from a page loaded before the order changed: say why there is none.
      unavailable: asked === null || ask !== null ? null : asked === 'revoke' ? ('license' as const) : ('status' as const),
      listPath,
      postTo: back ? listPath : undefined,
      keepHref: back ? `${listPath}#order-${order.id}` : adminOrderPath(order.reference),
      twoFactor: signedIn.admin.totp_enabled_at !== null,
    },
    { headers: signedIn.headers },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const order = await orderOfReference(params.reference);
  if (!order) {
    const toast: ToastInput = { type: 'error', title: 'Order not found', description: `No order has the reference ${params.reference}.` };
    return redirectWithToast(dashboardPath('orders'), toast, { headers: signedIn.headers });
  }
  const name = form.get('intent');
  // Reveal answers with the account in this response only: no redirect, no flash.
  if (name === 'reveal-refund-account') return revealRefundAccountAction(form, order.id, signedIn, context.clientAddress);
  const intent = typeof name === 'string' && Object.hasOwn(ORDER_INTENTS, name) ? ORDER_INTENTS[name]! : null;
  const here = adminOrderPath(order.reference);
  if (!intent) {
    const toast: ToastInput = {
      type: 'error',
      title: 'Request Failed',
      description: 'This form was not recognised. Please reload the page and try again.',
    };
    return redirectWithToast(here, toast, { headers: signedIn.headers });
  }
  // This page acts on its own order, whatever the form says.
  form.set('orderId', String(order.id));
  if (name === 'add-note') {
    const note = parseForm(form, orderNoteSchema);
    if (!note.ok) {
      const body: OrderNoteFormState = {
        intent: 'add-note',
        toast: { id: crypto.randomUUID(), type: 'error', title: ORDER_TOASTS.noteFailed, description: note.errors.note ?? '' },
        errors: note.errors,
        values: { note: formText(form, 'note') },
      };
      return data(body, { status: 400, headers: signedIn.headers });
    }
  }
  let toast: ToastInput;
  try {
    toast = await runOrderIntent(intent, form, auditActorOf(signedIn, context.clientAddress));
  } catch (error) {
    console.error(`${intent.failedTitle}:`, error);
    toast = { type: 'error', title: intent.failedTitle, description: errorMessage(error) };
  }
  const anchor = name === 'add-note' ? '#notes' : name === 'deactivate-device' || name === 'revoke-license' ? '#devices' : '';
  return redirectWithToast(`${here}${anchor}`, toast, { headers: signedIn.headers });
}

export default function AdminOrderScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { order, ask } = loaderData;
  const reveal = actionData && typeof actionData === 'object' && 'reveal' in actionData ? actionData : undefined;
  const noteState = actionData && typeof actionData === 'object' && 'intent' in actionData ? (actionData as OrderNoteFormState) : undefined;
  return (
    <AdminPage title={ask ? `${ORDER_CONFIRMATIONS[ask].title} ${order.reference}` : `Order ${order.reference}`}>
      <AdminOrder
        order={order}
        ask={ask}
        unavailable={loaderData.unavailable}
        listPath={loaderData.listPath}
        postTo={loaderData.postTo}
        keepHref={loaderData.keepHref}
        twoFactor={loaderData.twoFactor}
        reveal={reveal}
        noteState={noteState}
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
