import { Icon } from './icons';
import { CHECKOUT_PAGE } from '~/content/checkout';
import { useSeller } from './use-seller';

interface Plan {
  name: string;
  price: string;
  known: boolean;
}

/**
 * What is being bought and what it costs (the server's price), with the note on how the transfer
 * travels and whose name to check: the seller's legal name, or the bank account's holder while no
 * company is set. `accountHolder` is null while the checkout takes no payment (then there is no note).
 */
export function OrderSummary({ plan, accountHolder }: { plan: Plan; accountHolder: string | null }) {
  const seller = useSeller();
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
      {accountHolder !== null ? (
        <p data-testid="payment-protection" className="mt-4 flex items-start gap-2 text-sm text-slate-600">
          <Icon name="bank" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {CHECKOUT_PAGE.secureNote(seller.named ? seller.name : accountHolder)}
        </p>
      ) : null}
    </section>
  );
}
