import { data, Link } from 'react-router';
import { PageHeader } from '~/components/page-header';
import { PrivatePageMeta } from '~/components/page-meta';
import { AwaitingTransfer } from '~/components/order/awaiting-transfer';
import { EmailCorrectionForm } from '~/components/order/email-correction-form';
import { InvoiceDetailsForm, InvoiceDetailsSaved } from '~/components/order/invoice-details-form';
import { LicensePanel } from '~/components/order/license-panel';
import { LicenseDevices } from '~/components/license-devices';
import { LICENSE_DEVICES } from '~/content/license-devices';
import { FormStatus } from '~/components/toast-status';
import { ORDER_INTENTS, type OrderFormState } from '~/components/order/order-forms';
import { LinkEnded } from '~/components/order/link-ended';
import { OrderClosed } from '~/components/order/order-closed';
import { OrderDocuments } from '~/components/order/order-documents';
import { OrderOverview } from '~/components/order/order-overview';
import { OrderTimeline } from '~/components/order/order-timeline';
import { RefundAccountForm } from '~/components/order/refund-account-form';
import { ORDER_LOOKUP_PAGE } from '~/content/order-lookup';
import { LINK_ENDED_PAGE, ADMIN_ORDER } from '~/content/orders';
import { FormPage } from '~/components/forms/form-page';
import { OrderLookupForm } from '~/components/order/order-lookup-form';
import { orderPage } from '~/features/orders/order-page.server';
import { PATHS } from '~/lib/paths';
import { orderPageAction } from './order-page/actions.server';
import type { Route } from './+types/order';
import { routeHeaders } from '~/web/route-headers';

// The address carries the key to the page: no cache may keep it, no search engine list it (the
// document and its client-side data requests alike).
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders(PRIVATE);

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const outcome = await orderPage(params.reference, token);
  // An unknown reference and a wrong or missing token answer alike: 404, with the Find My Order form
  // and the reference as the address gave it, so neither the status nor the page tells anybody which
  // references exist, and a lost buyer still has a way on.
  if (outcome.kind === 'not-found') {
    return data({ kind: 'incomplete' as const, reference: params.reference.slice(0, 64) }, { status: 404, headers: PRIVATE });
  }
  if (outcome.kind === 'link-ended') {
    return data({ kind: 'link-ended' as const, reference: outcome.reference, token: token ?? '' }, { headers: PRIVATE });
  }
  return data({ kind: 'open' as const, view: outcome.view }, { headers: PRIVATE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return orderPageAction(request, params.reference, context.clientAddress);
}

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'incomplete') {
    return (
      <>
        <PrivatePageMeta title={ORDER_LOOKUP_PAGE.title} description={ORDER_LOOKUP_PAGE.intro} />
        <FormPage title={ORDER_LOOKUP_PAGE.title} intro={ORDER_LOOKUP_PAGE.intro} columns="justify-center lg:grid-cols-[minmax(0,36rem)]">
          <OrderLookupForm values={{ reference: loaderData.reference, email: '' }} notice={ORDER_LOOKUP_PAGE.incompleteLink} />
        </FormPage>
      </>
    );
  }
  if (loaderData.kind === 'link-ended') {
    return (
      <>
        <PrivatePageMeta title={LINK_ENDED_PAGE.title} />
        <PageHeader title={ADMIN_ORDER.title} size="compact">
          {loaderData.reference}
        </PageHeader>
        <div className="bg-slate-50">
          <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
            <LinkEnded token={loaderData.token} />
          </div>
        </div>
      </>
    );
  }
  const order = loaderData.view;
  const revoked = order.license !== null && order.license.revokedLabel !== null;
  const state = actionData as OrderFormState | undefined;
  return (
    <>
      <PrivatePageMeta title={`${ADMIN_ORDER.title} ${order.reference}`} />
      <PageHeader title={ADMIN_ORDER.title} size="compact">
        {order.reference}
      </PageHeader>
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
          <OrderOverview order={order} />
          {order.awaiting ? <AwaitingTransfer order={order} awaiting={order.awaiting} /> : null}
          {order.license ? <LicensePanel license={order.license} /> : null}
          {order.devices ? (
            <section
              id="devices"
              aria-labelledby="order-devices"
              className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id="order-devices" className="text-lg font-bold text-slate-900">
                {LICENSE_DEVICES.title}
              </h2>
              <FormStatus form={ORDER_INTENTS.deactivateDevice} failure={undefined} />
              {revoked ? null : <p className="text-slate-700">{LICENSE_DEVICES.intro}</p>}
              <LicenseDevices
                view={order.devices}
                revoked={revoked}
                headingId="order-devices"
                fields={{ intent: ORDER_INTENTS.deactivateDevice, token: order.token }}
              />
            </section>
          ) : null}
          <OrderClosed order={order} />
          {order.refund?.state === 'due' ? <RefundAccountForm token={order.token} given={order.refundAccount} state={state} /> : null}
          <OrderDocuments documents={order.documents} />
          <OrderTimeline steps={order.timeline} />
          {order.emailCorrectableUntil ? (
            <EmailCorrectionForm token={order.token} until={order.emailCorrectableUntil} state={state} />
          ) : null}
          {order.invoiceDetails.editable ? (
            <InvoiceDetailsForm token={order.token} saved={order.invoiceDetails} state={state} />
          ) : (
            <InvoiceDetailsSaved saved={order.invoiceDetails} />
          )}
          <p className="text-sm text-slate-600">
            <Link to={PATHS.contact} className="font-medium text-brand-700 hover:underline">
              {ADMIN_ORDER.contact}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
