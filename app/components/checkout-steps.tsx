import { CHECKOUT_PAGE } from '~/content/checkout';

/** The checkout in three numbered steps: the amount and the reference where the buyer reads first. */
export function CheckoutSteps({ amount, reference }: { amount: string; reference: string }) {
  return (
    <section aria-labelledby="steps-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="steps-title" className="text-lg font-bold text-slate-900">
        {CHECKOUT_PAGE.stepsTitle}
      </h2>
      <ol className="mt-4 grid gap-4">
        {CHECKOUT_PAGE.steps(amount, reference).map((step, index) => (
          <li key={index} className="flex gap-3 text-slate-700">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
