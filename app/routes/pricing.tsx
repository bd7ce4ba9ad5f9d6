import { data, Link } from 'react-router';
import { Icon } from '~/components/icons';
import { JsonLd } from '~/components/json-ld';
import { useSiteUrl } from '~/components/use-site-url';
import { PageHeader } from '~/components/page-header';
import { PlanCard } from '~/components/pricing/plan-card';
import { PlanComparison } from '~/components/pricing/plan-comparison';
import { Container } from '~/components/section-heading';
import { PLAN_CARDS, PRICING_PAGE } from '~/content/plans';
import { PLANS, type PlanName } from '~/features/catalogue/plans';
import { formatPrice, yearlySaving, type YearlySaving } from '~/features/catalogue/prices';
import { getPrices } from '~/features/settings/settings.server';
import { softwareApplicationLd } from '~/features/seo/software-application';
import type { Route } from './+types/pricing';
import { PageMeta } from '~/components/page-meta';
import { PATHS } from '~/lib/paths';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

export type PlanPrices = Record<PlanName, string> | null;

/**
 * Prices come from the prices_usd setting, rendered on the server (so there is no loading flash). If they
 * can't be read, the error is only logged and the page shows '...' (docs/spec/site-spec.md §4); the 503 keeps the server's
 * page cache from holding on to that failure.
 */
export async function loader() {
  try {
    const stored = await getPrices();
    const prices = Object.fromEntries(PLANS.map((plan) => [plan.name, formatPrice(stored[plan.priceKey])])) as Record<PlanName, string>;
    const saving = yearlySaving(stored.monthly, stored.yearly);
    return data({ prices: prices as PlanPrices, saving }, { status: 200 });
  } catch (error) {
    console.error('Could not read prices:', error);
    return data({ prices: null as PlanPrices, saving: null as YearlySaving | null }, { status: 503 });
  }
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { prices, saving } = loaderData;
  const { renewals } = PRICING_PAGE;
  const site = useSiteUrl();
  const software = site && prices ? softwareApplicationLd(site, prices) : null;
  return (
    <>
      <PageMeta title={PRICING_PAGE.title} description={PRICING_PAGE.description} />
      <PageHeader title={PRICING_PAGE.title}>{PRICING_PAGE.lead}</PageHeader>
      <section aria-label="Plans" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="mx-auto grid max-w-6xl items-stretch gap-8 pt-4 lg:grid-cols-3 lg:gap-6">
            {PLAN_CARDS.map((plan) => (
              <PlanCard key={plan.name} plan={plan} price={prices?.[plan.name] ?? null} saving={plan.name === 'Yearly' ? saving : null} />
            ))}
          </div>
          <p className="mt-14 text-center text-lg font-semibold text-slate-900">{PRICING_PAGE.allPlans}</p>
          <ul className="mx-auto mt-5 flex max-w-4xl flex-col items-center justify-center gap-3 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-8">
            {PRICING_PAGE.assurances.map((assurance) => (
              <li key={assurance} className="flex items-center gap-2">
                <Icon name="shield-check" className="size-5 text-brand-700" />
                {assurance}
              </li>
            ))}
          </ul>
          <PlanComparison />
        </Container>
      </section>
      {software ? <JsonLd data={software} /> : null}
      <section aria-labelledby="renewals-heading" className="bg-white py-16 sm:py-20">
        <Container>
          <h2 id="renewals-heading" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            {renewals.heading}
          </h2>
          <ul className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-3">
            {renewals.points.map((point) => (
              <li key={point.title} className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
                <h3 className="font-bold text-slate-900">{point.title}</h3>
                <p className="mt-2 text-slate-600">{point.text}</p>
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-10 max-w-3xl text-center text-slate-700">
            {renewals.refund}{' '}
            <Link to={PATHS.refundPolicy} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {renewals.refundLink}
            </Link>
          </p>
        </Container>
      </section>
    </>
  );
}
