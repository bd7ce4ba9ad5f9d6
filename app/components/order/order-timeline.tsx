import { ORDER_PAGE } from '~/content/orders';
import type { TimelineStep } from '~/features/orders/order-page.server';

/** What happened to the order, oldest first, then what is still to come. */
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <section aria-labelledby="order-timeline" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="order-timeline" className="text-lg font-bold text-slate-900">
        {ORDER_PAGE.timelineTitle}
      </h2>
      <ol className="mt-4 grid gap-3">
        {steps.map((step, index) => (
          <li key={`${step.label}-${index}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span
              aria-hidden="true"
              className={`size-3 shrink-0 rounded-full ${step.at ? 'bg-brand-700' : 'border-2 border-slate-300 bg-white'}`}
            />
            <span className={step.at ? 'font-medium text-slate-900' : 'text-slate-600'}>{step.label}</span>
            <span className="ml-auto text-sm text-slate-600">
              {step.at ? <time dateTime={step.at}>{step.atLabel}</time> : ORDER_PAGE.notYet}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
