import { Icon } from '~/components/icons';
import { StatusBadge } from '~/components/order-status-badge';
import { ORDER_LOOKUP_PAGE } from '~/content/order-lookup';
import type { OrderStatusView } from '~/features/orders/order-page.server';
import { DetailRow } from './detail-row';

/** The lookup's answer: the order's status and dates, and whether the link to its page went (never said when it didn't), to `sentTo` when the visitor typed the address. */
export function OrderStatusCard({ order, linkSent, sentTo }: { order: OrderStatusView; linkSent: boolean; sentTo?: string }) {
  return (
    <section
      aria-labelledby="order-status-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8"
    >
      <h2 id="order-status-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {ORDER_LOOKUP_PAGE.foundTitle(order.reference)}
      </h2>
      {linkSent ? (
        <p role="status" className="mt-4 flex gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
          <Icon name="mail" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong className="font-semibold">{sentTo ? ORDER_LOOKUP_PAGE.linkSentTo(sentTo) : ORDER_LOOKUP_PAGE.linkSent}</strong>{' '}
            {ORDER_LOOKUP_PAGE.linkSentNote}
          </span>
        </p>
      ) : (
        <p role="status" className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <Icon name="mail" className="mt-0.5 size-5 shrink-0" />
          <span>
            <strong className="font-semibold">{ORDER_LOOKUP_PAGE.linksUsedUp}</strong> {ORDER_LOOKUP_PAGE.linksUsedUpNote}
          </span>
        </p>
      )}
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        <DetailRow label={ORDER_LOOKUP_PAGE.planLabel}>{order.plan}</DetailRow>
        <DetailRow label={ORDER_LOOKUP_PAGE.amountLabel}>{order.amount}</DetailRow>
        <DetailRow label={ORDER_LOOKUP_PAGE.statusLabel}>
          <StatusBadge status={order.status} />
        </DetailRow>
        {order.dates.map((date) => (
          <DetailRow key={date.label} label={date.label}>
            <time dateTime={date.at}>{date.atLabel}</time>
          </DetailRow>
        ))}
      </dl>
    </section>
  );
}
