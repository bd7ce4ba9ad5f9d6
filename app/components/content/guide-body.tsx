import { Link } from 'react-router';
import { ButtonLink } from '~/components/button';
import { PageHeader } from '~/components/page-header';
import { GuideNextSteps } from '~/components/help/guide-next-steps';
import { GUIDE_PAGE } from '~/content/guides';
import type { GuidePlanOffer, GuideView } from '~/features/content/public.server';
import { PATHS } from '~/lib/paths';

/**
 * A guide as its page shows it, and as the dashboard previews it: the intro in the header, the steps
 * (each a heading and the server's safe HTML of its Markdown), the tip, the other guides and the plan.
 */
export function GuideBody({ guide, plan }: { guide: GuideView; plan: GuidePlanOffer }) {
  return (
    <>
      <PageHeader title={guide.title} eyebrow={GUIDE_PAGE.eyebrow}>
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
                key={`${index}-${step.title}`}
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
                  {/* The server's rendering of the owner's Markdown (features/content/markdown.server.ts). */}
                  <div className="written written-compact mt-1 text-slate-700" dangerouslySetInnerHTML={{ __html: step.html }} />
                </div>
              </li>
            ))}
          </ol>
          {guide.tip ? (
            <aside aria-labelledby="tip-heading" className="mt-8 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
              <h2 id="tip-heading" className="font-semibold">
                {GUIDE_PAGE.tipHeading}
              </h2>
              <p className="mt-1">{guide.tip}</p>
            </aside>
          ) : null}
          {guide.others.length ? (
            <nav aria-label={GUIDE_PAGE.moreGuides} className="mt-10">
              <ul className="grid gap-3 sm:grid-cols-2">
                {guide.others.map((other) => (
                  <li key={other.href}>
                    <Link
                      to={other.href}
                      className="flex min-h-12 items-center rounded-xl border border-slate-200 bg-white px-5 py-3 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:text-brand-800"
                    >
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium text-slate-900">{GUIDE_PAGE.moreHelp}</p>
            <ButtonLink to={PATHS.support} className="px-5 py-3">
              {GUIDE_PAGE.moreHelpLink}
            </ButtonLink>
          </div>
          <GuideNextSteps plan={plan} />
        </article>
      </div>
    </>
  );
}
