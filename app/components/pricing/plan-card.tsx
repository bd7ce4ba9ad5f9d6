import { Link } from 'react-router';
import { PRICING_PAGE, type PlanCard as PlanCardContent } from '~/content/plans';
import { planNamed } from '~/features/catalogue/plans';
import type { YearlySaving } from '~/features/catalogue/prices';
import { buttonClasses } from '../button';
import { Icon } from '../icons';
import { checkoutPath } from '~/lib/paths';

/** One plan: its price (and Yearly's saving) come from the loader ('...' when prices could not be read). */
export function PlanCard({ plan, price, saving = null }: { plan: PlanCardContent; price: string | null; saving?: YearlySaving | null }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  const popular = plan.isPopular;
  const terms = planNamed(plan.name);
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex min-w-0 flex-col rounded-2xl border bg-white p-6 transition sm:p-8 duration-200 hover:-translate-y-1 ${
        popular ? 'border-brand-600 shadow-xl ring-2 ring-brand-600 lg:scale-105' : 'border-slate-200 shadow-sm hover:shadow-xl'
      }`}
    >
      {popular ? (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1 text-sm font-semibold whitespace-nowrap text-white shadow">
          Most Popular
        </p>
      ) : null}
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{plan.summary}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl" data-testid="plan-price">
          {price ?? '...'}
        </span>
        <span className="text-base font-medium text-slate-600">{terms.periodLabel}</span>
      </p>
      {saving ? (
        <p
          data-testid="plan-saving"
          className="mt-3 inline-flex self-start rounded-lg bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
        >
          {`Save ${saving.amount}${saving.percent >= 1 ? ` (${saving.percent}%)` : ''} ${PRICING_PAGE.savingAgainst}`}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">{plan.renewal}</p>
      <ul className="mt-6 flex-1 space-y-3 border-t border-slate-100 pt-6 text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
              <Icon name="check" className="size-3.5" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Link to={checkoutPath(plan.name, price)} className={buttonClasses(popular ? 'primary' : 'secondary', 'mt-8 w-full py-3 text-base')}>
        Choose {plan.name}
      </Link>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-sm text-slate-600">
        <Icon name="shield-check" className="size-4 text-emerald-600" />
        {terms.refundDays}-day money-back guarantee
      </p>
    </article>
  );
}
