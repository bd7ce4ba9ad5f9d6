import { Link } from 'react-router';
import { adminRequestPath } from '~/lib/paths';
import { ADMIN_ORDER } from '~/content/admin-orders';
import type { AdminOrderView } from '~/features/dashboard/admin-order.server';
import { StatusBadge } from '../../order-status-badge';
import { RequestStatusBadge } from '../request-status-badge';

const LIST_NAMES = { support: 'Support request', help: 'Help request' } as const;

/** What else the same address (any case) bought or asked, each linking to where it is handled. */
export function RelatedActivity({ related }: { related: AdminOrderView['related'] }) {
  if (related.orders.length === 0 && related.requests.length === 0)
    return <p className="text-sm text-slate-600">{ADMIN_ORDER.noRelated}</p>;
  return (
    <ul className="grid gap-3 text-sm">
      {related.orders.map((order) => (
        <li key={`order-${order.id}`} className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0">
            <Link to={order.href} className="font-mono font-semibold text-brand-700 hover:underline">
              {order.reference}
            </Link>{' '}
            <span className="text-slate-700">
              {order.plan}, {order.price}
            </span>
            <span className="block text-xs text-slate-500">{order.createdLabel}</span>
          </span>
          <StatusBadge status={order.status} />
        </li>
      ))}
      {related.requests.map((request) => (
        <li key={request.reference} className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0">
            <Link to={adminRequestPath(request.reference)} className="font-mono font-semibold text-brand-700 hover:underline">
              {request.reference}
            </Link>{' '}
            <span className="break-words text-slate-700">
              {LIST_NAMES[request.list]}: {request.about}
            </span>
            {request.aboutThisOrder ? (
              <span
                className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
                data-testid="request-about-order"
              >
                {ADMIN_ORDER.aboutThisOrder}
              </span>
            ) : null}
            <span className="block text-xs text-slate-500">{request.createdLabel}</span>
          </span>
          <RequestStatusBadge status={request.status} />
        </li>
      ))}
    </ul>
  );
}
