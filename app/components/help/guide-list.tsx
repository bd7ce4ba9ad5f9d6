import { Link } from 'react-router';
import type { GuideSummary } from '~/features/content/public.server';
import { HELP_CENTER } from '~/content/help-center';
import { Icon } from '../icons';

/** The user guides, on the help centre: where its "User Guides" card leads. */
export function GuideList({ guides }: { guides: GuideSummary[] }) {
  return (
    <section id="guides" aria-labelledby="guides-heading" className="scroll-mt-24">
      <h2 id="guides-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {HELP_CENTER.guidesHeading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{HELP_CENTER.guidesIntro}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.href} className="min-w-0">
            <Link
              to={guide.href}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-600"
            >
              <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <Icon name="book" className="size-5 shrink-0 text-brand-700" />
                {guide.title}
              </span>
              <span className="mt-2 text-slate-600">{guide.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
