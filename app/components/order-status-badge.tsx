import { orderStatusLabel, type OrderStatus } from '~/features/orders/status';

const BADGE: Record<OrderStatus, { box: string; dot: string }> = {
  pending: { box: 'bg-amber-100 text-amber-900 ring-amber-300', dot: 'bg-amber-500' },
  confirmed: { box: 'bg-emerald-100 text-emerald-900 ring-emerald-300', dot: 'bg-emerald-600' },
  cancelled: { box: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-500' },
  'refund-due': { box: 'bg-orange-100 text-orange-900 ring-orange-300', dot: 'bg-orange-500' },
  refunded: { box: 'bg-violet-100 text-violet-900 ring-violet-300', dot: 'bg-violet-600' },
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${BADGE[status].box}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${BADGE[status].dot}`} />
      {orderStatusLabel(status)}
    </span>
  );
}
