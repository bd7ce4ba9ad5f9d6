import { EmailAddress } from '~/components/email-address';
import { StatusBadge } from '~/components/order-status-badge';
import { ADMIN_ORDER } from '~/content/orders';
import type { OrderPageView } from '~/features/orders/order-page.server';
import { DetailRow } from './detail-row';

/** The order at a glance: reference, plan, amount, status, and the address its e-mails go to. */
export function OrderOverview({ order }: { order: OrderPageView }) {
  return (
    <section aria-labelledby="order-summary" className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id="order-summary" className="sr-only">
        Order summary
      </h2>
      <dl className="divide-y divide-slate-200">
        <DetailRow label={ADMIN_ORDER.referenceLabel}>
          <span className="font-mono whitespace-nowrap">{order.reference}</span>
        </DetailRow>
        <DetailRow label={ADMIN_ORDER.planLabel}>{order.plan}</DetailRow>
        {order.renewalOf ? (
          <DetailRow label={ADMIN_ORDER.renewalOfLabel}>
            {ADMIN_ORDER.renewalOf(order.renewalOf.keyEnding, order.renewalOf.reference, order.renewalOf.expires)}
          </DetailRow>
        ) : null}
        <DetailRow label={ADMIN_ORDER.amountLabel}>{order.amount}</DetailRow>
        <DetailRow label={ADMIN_ORDER.statusLabel}>
          <StatusBadge status={order.status} />
        </DetailRow>
        <DetailRow label={ADMIN_ORDER.emailLabel}>
          <EmailAddress address={order.email} testId="order-email" />
        </DetailRow>
      </dl>
    </section>
  );
}
