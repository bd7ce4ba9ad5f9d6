import { Link } from 'react-router';
import type { PlanCard as PlanCardContent } from '~/content/plans';
import { buttonClasses } from '../button';
import { Icon } from '../icons';

/** Where choosing a plan leads: checkout with the plan and its price ('$' kept readable), or just the plan. */
export function checkoutHref(plan: string, price: string | null): string {
  const query = new URLSearchParams({ plan });
  if (price) query.set('price', price);
  return `/checkout?${query.toString().replaceAll('%24', '$')}`;
}

/** One plan: its price comes from the loader ('...' when prices could not be read). */
export function PlanCard({ plan, price }: { plan: PlanCardContent; price: string | null }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  const popular = plan.isPopular;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-2xl border bg-white p-8 transition duration-200 hover:-translate-y-1 ${
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
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900" data-testid="plan-price">
          {price ?? '...'}
        </span>
        <span className="text-base font-medium text-slate-600">{plan.periodLabel}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3 text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
              <Icon name="check" className="size-3.5" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <Link to={checkoutHref(plan.name, price)} className={buttonClasses(popular ? 'primary' : 'secondary', 'mt-8 w-full py-3 text-base')}>
        Choose {plan.name}
      </Link>
    </article>
  );
}
