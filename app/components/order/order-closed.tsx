import { ADMIN_ORDER } from '~/content/orders';
import type { OrderPageView } from '~/features/orders/order-page.server';

/** A cancelled order (with the reason the buyer was given) or a refunded one (the license revoked). */
export function OrderClosed({ order }: { order: OrderPageView }) {
  if (order.status === 'cancelled') {
    return (
      <section aria-labelledby="order-cancelled" className="rounded-2xl border border-slate-300 bg-white p-6 shadow-sm">
        <h2 id="order-cancelled" className="text-lg font-bold text-slate-900">
          {ADMIN_ORDER.cancelledTitle}
        </h2>
        {order.cancelReason ? (
          <p className="mt-2 text-slate-800">
            {ADMIN_ORDER.reasonLabel}: {order.cancelReason}
          </p>
        ) : null}
      </section>
    );
  }
  if (order.status === 'refunded' && order.refund) {
    return (
      <section aria-labelledby="order-refunded" className="grid gap-2 rounded-2xl border-2 border-violet-500 bg-white p-6 shadow-sm">
        <h2 id="order-refunded" className="text-lg font-bold text-slate-900">
          {ADMIN_ORDER.refundedTitle}
        </h2>
        {order.refund.amount ? <p className="text-slate-800">{ADMIN_ORDER.refundedAmount(order.refund.amount)}</p> : null}
        {order.refund.reason ? (
          <p className="text-slate-800">
            {ADMIN_ORDER.reasonLabel}: {order.refund.reason}
          </p>
        ) : null}
        <p className="font-medium text-slate-900">{ADMIN_ORDER.revoked(order.refund.revokedLabel)}</p>
      </section>
    );
  }
  return null;
}
