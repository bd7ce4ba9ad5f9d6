import { data, redirect } from 'react-router';
import { AdminOrder } from '~/components/admin/admin-order/admin-order';
import type { OrderNoteFormState } from '~/components/admin/admin-order/order-notes';
import { INTENT_OF, type OrderFormRefusal } from '~/components/admin/order-confirm-form';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ToastStatus } from '~/components/toast-status';
import { ORDER_CONFIRMATIONS, type ConfirmableAction } from '~/content/admin-orders';
import { readAdminOrder, type AdminOrderView } from '~/features/dashboard/admin-order.server';
import { canChangeStatus } from '~/features/orders/status';
import { readFormData } from '~/lib/forms/form-data';
import { adminOrderPath, dashboardPath } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { redirectWithToast, type ToastInput } from '~/web/flash.server';
import { orderOfReference } from '~/web/document-download.server';
import { auditActorOf } from '~/web/admin-action.server';
import { ORDER_INTENTS } from './intents.server';
import { orderFormRefusal, runOrderIntent } from './order-intent';
import { revealRefundAccountAction } from './refund-account-reveal.server';
import type { Route } from './+types/route';

// /admin/orders/ORD-XXXX-XXXX: one order for the administrator, with everything it needs to be handled
// (its buyer, license, documents, timeline, notes, the buyer's other orders and requests, and its
// buttons). ?ask=confirm|cancel|refund|reopen|revoke makes it the confirmation page of that change (the
// buttons' way without JavaScript, and the list's dialogs' answer); &back= carries the Orders list's
// query, so a change made goes back there, and a form refused comes back to this page beside its field.

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
  const answer = await runOrderIntent(intent, form, auditActorOf(signedIn, context.clientAddress));
  if (answer.kind === 'refused') return orderFormRefusal(name as string, answer, signedIn.headers);
  // Asked from the Orders list (back=): the answer goes back to that list, at the order's row.
  const back = listQuery(new URL(request.url).searchParams.get('back'));
  const anchor = name === 'add-note' ? '#notes' : name === 'deactivate-device' || name === 'revoke-license' ? '#devices' : '';
  const to = back ? `${dashboardPath('orders', back)}#order-${order.id}` : `${here}${anchor}`;
  return redirectWithToast(to, answer.toast, { headers: signedIn.headers });
}

export default function AdminOrderScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { order, ask } = loaderData;
  const reveal = actionData && typeof actionData === 'object' && 'reveal' in actionData ? actionData : undefined;
  const noteState =
    actionData && typeof actionData === 'object' && 'intent' in actionData && actionData.intent === 'add-note'
      ? (actionData as OrderNoteFormState)
      : undefined;
  // A refused form that has no field here to show it beside (Deactivate names its device by a hidden id): its toast alone.
  const refusal = actionData && typeof actionData === 'object' && 'intent' in actionData ? (actionData as OrderFormRefusal) : undefined;
  const fieldless =
    refusal && refusal.intent !== 'add-note' && !Object.values(INTENT_OF).includes(refusal.intent) ? refusal.toast : undefined;
  return (
    <AdminPage title={ask ? `${ORDER_CONFIRMATIONS[ask].title} ${order.reference}` : `Order ${order.reference}`}>
      <ToastStatus toast={fieldless} />
      <AdminOrder
        order={order}
        ask={ask}
        unavailable={loaderData.unavailable}
        listPath={loaderData.listPath}
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
