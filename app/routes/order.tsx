import { data, Link } from 'react-router';
import { AchPanel } from '~/components/ach-panel';
import { CopyButton } from '~/components/copy-button';
import { PageHeader } from '~/components/page-header';
import { PrivatePageMeta } from '~/components/page-meta';
import { StatusBadge } from '~/components/order-status-badge';
import { ORDER_PAGE } from '~/content/orders';
import { orderPage } from '~/features/orders/order-page.server';
import type { Route } from './+types/order';
import { PATHS } from '~/lib/paths';

export function headers() {
  // The address carries the key to the page: no cache may keep it, no search engine list it.
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const view = await orderPage(params.reference, new URL(request.url).searchParams.get('token'));
  // An unknown reference and a wrong or missing token answer alike, so the page tells nobody which references exist.
  if (!view) throw data('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return data(view, { headers: { 'Cache-Control': 'no-store' } });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export default function Order({ loaderData: order }: Route.ComponentProps) {
  return (
    <>
      <PrivatePageMeta title={`${ORDER_PAGE.title} ${order.reference}`} />
      <PageHeader title={ORDER_PAGE.title} size="compact">
        {order.reference}
      </PageHeader>
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
          <section aria-labelledby="order-summary" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <h2 id="order-summary" className="sr-only">
              Order summary
            </h2>
            <dl className="divide-y divide-slate-200">
              <Row label={ORDER_PAGE.referenceLabel}>
                <span className="font-mono">{order.reference}</span>
              </Row>
              <Row label={ORDER_PAGE.planLabel}>{order.plan}</Row>
              <Row label={ORDER_PAGE.amountLabel}>{order.amount}</Row>
              <Row label={ORDER_PAGE.statusLabel}>
                <StatusBadge status={order.status} />
              </Row>
            </dl>
          </section>

          <section aria-labelledby="order-timeline" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="order-timeline" className="text-lg font-bold text-slate-900">
              Timeline
            </h2>
            <ol className="mt-4 grid gap-3">
              {order.timeline.map((step) => (
                <li key={step.label} className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`size-3 shrink-0 rounded-full ${step.at ? 'bg-brand-700' : 'border-2 border-slate-300 bg-white'}`}
                  />
                  <span className={step.at ? 'font-medium text-slate-900' : 'text-slate-600'}>{step.label}</span>
                  <span className="ml-auto text-sm text-slate-600">
                    {step.at ? <time dateTime={step.at}>{step.atLabel}</time> : 'Not yet'}
                  </span>
                </li>
              ))}
            </ol>
          </section>

          {order.bank ? (
            <div className="grid gap-2">
              <p className="font-medium text-slate-800">{ORDER_PAGE.payIntro(order.amount, order.reference)}</p>
              <AchPanel details={order.bank} reference={order.reference} amount={order.amount} />
            </div>
          ) : null}

          {order.license ? (
            <section aria-labelledby="order-license" className="rounded-2xl border-2 border-emerald-600 bg-white p-6 shadow-sm">
              <h2 id="order-license" className="text-lg font-bold text-slate-900">
                {ORDER_PAGE.licenseTitle}
              </h2>
              <dl className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
                <Row label={ORDER_PAGE.licenseKeyLabel}>
                  <span className="flex items-center gap-2">
                    <span data-testid="license-key" className="font-mono text-lg break-all select-all">
                      {order.license.key}
                    </span>
                    <CopyButton value={order.license.key} label={ORDER_PAGE.licenseKeyLabel} />
                  </span>
                </Row>
                <Row label={ORDER_PAGE.devicesLabel}>{order.license.devices}</Row>
                <Row label={ORDER_PAGE.expiresLabel}>{order.license.expires}</Row>
              </dl>
            </section>
          ) : null}

          {order.status === 'cancelled' ? (
            <section aria-labelledby="order-cancelled" className="rounded-2xl border border-slate-300 bg-white p-6 shadow-sm">
              <h2 id="order-cancelled" className="text-lg font-bold text-slate-900">
                {ORDER_PAGE.cancelledTitle}
              </h2>
              {order.cancelReason ? (
                <p className="mt-2 text-slate-800">
                  {ORDER_PAGE.reasonLabel}: {order.cancelReason}
                </p>
              ) : null}
            </section>
          ) : null}

          <p className="text-sm text-slate-600">
            <Link to={PATHS.contact} className="font-medium text-brand-700 hover:underline">
              {ORDER_PAGE.contact}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
