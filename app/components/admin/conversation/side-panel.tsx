import { Link } from 'react-router';
import { CONVERSATION } from '~/content/help-desk';
import type { ConversationView } from '~/features/requests/conversation.server';
import { StatusBadge } from '../../order-status-badge';
import { EmailLink } from '~/components/email-address';
import { RequestStatusBadge } from '../request-status-badge';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

/** The person behind the request, found by e-mail address: their other requests and their orders. */
export function SidePanel({ view }: { view: ConversationView }) {
  const { customer, related, aboutOrder } = view;
  return (
    <aside className="grid content-start gap-4" aria-label={CONVERSATION.side.person}>
      {aboutOrder ? (
        <Section id="side-about-order" title={CONVERSATION.side.aboutOrder}>
          <p className="flex flex-wrap items-center justify-between gap-2">
            <Link to={aboutOrder.href} className="font-mono font-semibold text-brand-700 hover:underline" data-testid="about-order">
              {aboutOrder.reference}
            </Link>
            <StatusBadge status={aboutOrder.status} />
          </p>
          <p className="text-slate-700">
            {aboutOrder.plan}, {aboutOrder.price}
          </p>
          <p className="text-xs text-slate-500">{CONVERSATION.side.aboutOrderHint}</p>
        </Section>
      ) : null}
      <Section id="side-person" title={CONVERSATION.side.person}>
        <p className="font-semibold break-words text-slate-900">{customer.name}</p>
        <p className="break-all">
          <EmailLink address={customer.email} />
        </p>
      </Section>
      <Section id="side-requests" title={CONVERSATION.side.requests}>
        {related.requests.length === 0 ? (
          <p className="text-slate-600">{CONVERSATION.side.noRequests}</p>
        ) : (
          <ul className="grid gap-2">
            {related.requests.map((request) => (
              <li key={request.reference} className="grid gap-1">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={request.href} className="font-mono font-semibold text-brand-700 hover:underline">
                    {request.reference}
                  </Link>
                  <RequestStatusBadge status={request.status} />
                </span>
                <span className="break-words text-slate-700">{request.subject}</span>
                <span className="text-xs text-slate-500">{request.createdLabel}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="side-orders" title={CONVERSATION.side.orders}>
        {related.orders.length === 0 ? (
          <p className="text-slate-600">{CONVERSATION.side.noOrders}</p>
        ) : (
          <ul className="grid gap-2">
            {related.orders.map((order) => (
              <li key={order.reference} className="grid gap-1">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={order.href} className="font-mono font-semibold text-brand-700 hover:underline">
                    {order.reference}
                  </Link>
                  <StatusBadge status={order.status} />
                </span>
                <span className="text-slate-700">
                  {order.plan}, {order.price}
                </span>
                <span className="text-xs text-slate-500">{order.createdLabel}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </aside>
  );
}
