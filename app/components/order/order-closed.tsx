import { ADMIN_ORDER } from '~/content/orders';
import type { OrderPageView } from '~/features/orders/order-page.server';

/** A cancelled order (with the reason the buyer was given), or one whose refund is due or sent (the license revoked). */
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
  const { refund } = order;
  if (refund) {
    const due = refund.state === 'due';
    const amount = refund.amount ?? '';
    return (
      <section
        aria-labelledby="order-refunded"
        className={`grid gap-2 rounded-2xl border-2 bg-white p-6 shadow-sm ${due ? 'border-orange-400' : 'border-violet-500'}`}
      >
        <h2 id="order-refunded" className="text-lg font-bold text-slate-900">
          {due ? ADMIN_ORDER.refundDueTitle : ADMIN_ORDER.refundedTitle}
        </h2>
        {refund.state === 'due' && refund.sendByLabel ? (
          <p className="text-slate-800">{ADMIN_ORDER.refundDue(amount, refund.sendByLabel)}</p>
        ) : refund.state === 'sent' && refund.sentOnLabel ? (
          <>
            <p className="text-slate-800">{ADMIN_ORDER.refundSent(amount, refund.sentOnLabel)}</p>
            {refund.bankReference ? (
              <p className="text-slate-800">
                {ADMIN_ORDER.refundBankReference}: <span className="font-mono">{refund.bankReference}</span>
              </p>
            ) : null}
          </>
        ) : refund.amount ? (
          <p className="text-slate-800">{ADMIN_ORDER.refundedAmount(refund.amount)}</p>
        ) : null}
        {refund.reason ? (
          <p className="text-slate-800">
            {ADMIN_ORDER.reasonLabel}: {refund.reason}
          </p>
        ) : null}
        <p className="font-medium text-slate-900">{ADMIN_ORDER.revoked(refund.revokedLabel)}</p>
      </section>
    );
  }
  return null;
}
