import { AchPanel } from '~/components/ach-panel';
import { Icon } from '~/components/icons';
import { ADMIN_ORDER } from '~/content/orders';
import type { OrderPageView } from '~/features/orders/order-page.server';

/**
 * While pending: the buyer told us they paid, so the page says we are looking for their transfer and
 * how long it usually takes. The bank details follow, for one who pressed the button before sending.
 */
export function AwaitingTransfer({ order, awaiting }: { order: OrderPageView; awaiting: NonNullable<OrderPageView['awaiting']> }) {
  const words = ADMIN_ORDER.awaiting(order.amount, awaiting.reportedLabel);
  return (
    <>
      <section aria-labelledby="awaiting-title" className="rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-sm">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon name="search" className="size-6" />
          </span>
          <div className="grid gap-2">
            <h2 id="awaiting-title" className="text-lg font-bold text-slate-900">
              {ADMIN_ORDER.awaitingTitle}
            </h2>
            <p className="text-slate-800">
              {words.before}
              <strong className="font-mono font-semibold whitespace-nowrap">{order.reference}</strong>
              {words.after}
            </p>
            <p className="text-slate-700">{ADMIN_ORDER.awaitingWait}</p>
          </div>
        </div>
      </section>
      <section aria-labelledby="not-sent-title" className="grid gap-3">
        <h2 id="not-sent-title" className="text-lg font-bold text-slate-900">
          {ADMIN_ORDER.notSentTitle}
        </h2>
        <p className="text-slate-700">{ADMIN_ORDER.notSentIntro(order.amount, order.reference)}</p>
        <AchPanel details={awaiting.bank} reference={order.reference} amount={order.amount} />
      </section>
    </>
  );
}
