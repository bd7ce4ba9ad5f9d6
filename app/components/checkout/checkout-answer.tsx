import { CHECKOUT_DUPLICATE } from '~/content/checkout';
import type { OrderStatusView } from '~/features/orders/order-page.server';
import { OrderStatusCard } from '~/components/order/order-status-card';
import { DuplicateQuestion, type EarlierOrder } from './duplicate-question';

/** What a checkout post may answer instead of recording an order: the question first, or the earlier order's status once the buyer says it is theirs. */
export type CheckoutAnswerView =
  { kind: 'question'; earlier: EarlierOrder } | { kind: 'linked'; order: OrderStatusView; linkSent: boolean; sentTo: string };

/**
 * Checkout's answer to a post that may be a second payment: the question, or the earlier order once
 * the buyer says it is theirs. Only a few buyers ever see it, so the checkout route loads it when it
 * is needed (React.lazy) rather than on every first visit; the server renders it whole either way.
 */
export function CheckoutAnswer({
  answer,
  plan,
  values,
}: {
  answer: CheckoutAnswerView;
  plan: string;
  values: Parameters<typeof DuplicateQuestion>[0]['values'];
}) {
  if (answer.kind === 'question') return <DuplicateQuestion earlier={answer.earlier} plan={plan} values={values} />;
  return (
    <div className="grid gap-4">
      <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
        <h2 className="font-bold">{CHECKOUT_DUPLICATE.linkedTitle}</h2>
        <p className="mt-1">{CHECKOUT_DUPLICATE.linkedNote}</p>
      </div>
      <OrderStatusCard order={answer.order} linkSent={answer.linkSent} sentTo={answer.sentTo} />
    </div>
  );
}
