import { CHECKOUT_PAGE } from '~/content/checkout';

interface Plan {
  name: string;
  price: string;
  known: boolean;
}

/** What is being bought and what it costs (the server's price), with the secure-payment note. */
export function OrderSummary({ plan }: { plan: Plan }) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-slate-900">
        {CHECKOUT_PAGE.summaryTitle}
      </h2>
      <dl className="mt-4 divide-y divide-slate-200">
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="text-slate-600">{CHECKOUT_PAGE.planLabel}</dt>
          <dd className="font-semibold text-slate-900">{plan.name}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 py-3">
          <dt className="font-semibold text-slate-900">{CHECKOUT_PAGE.totalLabel}</dt>
          <dd className="text-3xl font-extrabold tracking-tight text-brand-700">{plan.price}</dd>
        </div>
      </dl>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 text-emerald-600"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
        {CHECKOUT_PAGE.secureNote}
      </p>
    </section>
  );
}
