import { ADMIN_ORDER } from '~/content/orders';
import type { TimelineStep } from '~/features/orders/order-page.server';

/** What happened to the order, oldest first, then what is still to come. */
export function OrderTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <section aria-labelledby="order-timeline" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="order-timeline" className="text-lg font-bold text-slate-900">
        {ADMIN_ORDER.timelineTitle}
      </h2>
      <ol className="mt-4 grid gap-3">
        {steps.map((step, index) => (
          <li key={`${step.label}-${index}`} className="flex items-baseline gap-3">
            <span
              aria-hidden="true"
              className={`size-3 shrink-0 translate-y-0.5 rounded-full ${step.at ? 'bg-brand-700' : 'border-2 border-slate-300 bg-white'}`}
            />
            {/* Label and date side by side; on a phone the date goes under its label. */}
            <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
              <span className={step.at ? 'font-medium text-slate-900' : 'text-slate-600'}>{step.label}</span>
              <span className="text-sm text-slate-600">
                {step.at ? <time dateTime={step.at}>{step.atLabel}</time> : ADMIN_ORDER.notYet}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
