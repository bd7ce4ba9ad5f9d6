import { data, Link, redirect } from 'react-router';
import { ButtonLink } from '~/components/button';
import { JsonLd } from '~/components/json-ld';
import { PageHeader } from '~/components/page-header';
import { PageMeta } from '~/components/page-meta';
import { useSiteUrl } from '~/components/use-site-url';
import { findGuide, GUIDE_PAGE, GUIDES, guidePath, movedGuidePath } from '~/content/guides';
import { howToLd } from '~/features/seo/how-to';
import { checkoutPath, PATHS } from '~/lib/paths';
import { GuideNextSteps, type GuidePlanOffer } from '~/components/help/guide-next-steps';
import { planNamed } from '~/features/catalogue/plans';
import { formatPrice } from '~/features/catalogue/prices';
import { getPrices } from '~/features/settings/settings.server';
import type { Route } from './+types/help-guide';
import type { ClientHandle } from '~/lib/page-scripts';

// Nothing on this page needs a script: it ships none.
export const handle: ClientHandle = { hydrate: false };

/**
 * One user guide, and the plan it ends with at today's price; a guide that moved redirects for good;
 * an unknown guide is the site's 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const moved = movedGuidePath(params.slug);
  if (moved) throw redirect(moved, 301);
  const guide = findGuide(params.slug);
  if (!guide) throw data('Not Found', { status: 404 });
  const plan = planNamed(guide.plan.name);
  const price = formatPrice((await getPrices())[plan.priceKey]);
  const offer: GuidePlanOffer = {
    name: plan.name,
    priceLabel: `${price} ${plan.periodLabel}`,
    why: guide.plan.why,
    href: checkoutPath(plan.name),
  };
  return { slug: guide.slug, plan: offer };
}

export default function HelpGuide({ loaderData }: Route.ComponentProps) {
  const guide = findGuide(loaderData.slug)!;
  const site = useSiteUrl();
  const path = guidePath(guide.slug);
  const others = GUIDES.filter((other) => other.slug !== guide.slug);
  return (
    <>
      <PageMeta title={`${guide.title} | User Guide`} description={guide.description} />
      {site ? <JsonLd data={howToLd(site, guide, path)} /> : null}
      <PageHeader title={guide.title} eyebrow="User Guide">
        <p>{guide.intro}</p>
        <p className="mt-2 text-base text-brand-100">{guide.duration}</p>
      </PageHeader>
      <div className="bg-slate-50">
        <article aria-labelledby="steps-heading" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
          <p>
            <Link
              to={PATHS.helpCenter}
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <span aria-hidden="true">←&nbsp;</span>
              {GUIDE_PAGE.back}
            </Link>
          </p>
          <h2 id="steps-heading" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            {GUIDE_PAGE.stepsHeading}
          </h2>
          <ol className="mt-6 grid gap-4">
            {guide.steps.map((step, index) => (
              <li
                key={step.title}
                id={`step-${index + 1}`}
                className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
              >
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="text-lg font-bold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <aside aria-labelledby="tip-heading" className="mt-8 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
            <h2 id="tip-heading" className="font-semibold">
              {GUIDE_PAGE.tipHeading}
            </h2>
            <p className="mt-1">{guide.tip}</p>
          </aside>
          <nav aria-label="More guides" className="mt-10">
            <ul className="grid gap-3 sm:grid-cols-2">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={guidePath(other.slug)}
                    className="flex min-h-12 items-center rounded-xl border border-slate-200 bg-white px-5 py-3 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:text-brand-800"
                  >
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium text-slate-900">{GUIDE_PAGE.moreHelp}</p>
            <ButtonLink to={PATHS.support} className="px-5 py-3">
              {GUIDE_PAGE.moreHelpLink}
            </ButtonLink>
          </div>
          <GuideNextSteps plan={loaderData.plan} />
        </article>
      </div>
    </>
  );
}
