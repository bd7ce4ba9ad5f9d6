import { Link } from 'react-router';
import { buttonClasses, ButtonLink } from '~/components/button';
import { Icon } from '~/components/icons';
import { GUIDE_PAGE } from '~/content/guides';
import { PATHS } from '~/lib/paths';

import type { GuidePlanOffer } from '~/features/content/public.server';

/** A guide's end: the free download first (see the files before paying), then the plan that fits. Plain links. */
export function GuideNextSteps({ plan }: { plan: GuidePlanOffer }) {
  return (
    <section aria-labelledby="next-heading" className="mt-10 grid gap-4" data-testid="guide-next-steps">
      <h2 id="next-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {GUIDE_PAGE.nextHeading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Icon name="download" className="size-5 text-brand-700" />
            {GUIDE_PAGE.downloadTitle}
          </h3>
          <p className="text-slate-700">{GUIDE_PAGE.downloadText}</p>
          <ButtonLink to={PATHS.download} className="mt-auto self-start px-5 py-3">
            {GUIDE_PAGE.downloadLink}
          </ButtonLink>
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-slate-900">{GUIDE_PAGE.planTitle(plan.name)}</h3>
          <p className="text-2xl font-extrabold text-brand-700">{plan.priceLabel}</p>
          <p className="text-slate-700">{plan.why}</p>
          <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link to={plan.href} className={buttonClasses('secondary', 'px-5 py-3')}>
              {GUIDE_PAGE.planLink(plan.name)}
            </Link>
            <Link to={PATHS.pricing} className="font-semibold text-brand-700 underline underline-offset-2">
              {GUIDE_PAGE.comparePlans}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
