import { ACH_FIELDS, CHECKOUT_PAGE } from '~/content/checkout';
import type { AchDetails } from '~/lib/settings';
import { CopyButton } from './copy-button';

/** The bank details a buyer types into their bank's transfer form, each copyable with JavaScript. */
export function AchPanel({ details, reference, amount }: { details: AchDetails; reference: string | null; amount: string }) {
  return (
    <section aria-labelledby="ach-title" className="rounded-xl border-2 border-brand-600 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
            <path d="M3 10 12 4l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
          </svg>
        </span>
        <div>
          <h2 id="ach-title" className="text-lg font-bold text-slate-900">
            {CHECKOUT_PAGE.achTitle}
          </h2>
          <p className="text-sm text-slate-600">{CHECKOUT_PAGE.achIntro}</p>
        </div>
      </div>
      <dl className="mt-5 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50">
        <div className="px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{CHECKOUT_PAGE.amountLabel}</dt>
          <dd className="mt-0.5 flex items-center justify-between gap-3">
            <span data-testid="transfer-amount" className="min-w-0 font-mono text-lg font-bold text-slate-900 select-all">
              {amount}
            </span>
            <CopyButton value={amount} label={CHECKOUT_PAGE.amountLabel} />
          </dd>
        </div>
        {reference ? (
          <div className="bg-brand-50 px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-brand-800 uppercase">{CHECKOUT_PAGE.referenceLabel}</dt>
            <dd className="mt-0.5 flex items-center justify-between gap-3">
              <span data-testid="payment-reference" className="min-w-0 font-mono text-lg font-bold break-all text-brand-900 select-all">
                {reference}
              </span>
              <CopyButton value={reference} label={CHECKOUT_PAGE.referenceLabel} />
            </dd>
          </div>
        ) : null}
        {ACH_FIELDS.map((field) => (
          <div key={field.key} className="px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{field.label}</dt>
            <dd className="mt-0.5 flex items-center justify-between gap-3">
              <span className="min-w-0 font-mono text-base font-semibold break-all text-slate-900 select-all">{details[field.key]}</span>
              <CopyButton value={details[field.key]} label={field.label} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
