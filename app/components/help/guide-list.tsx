import { Link } from 'react-router';
import { GUIDES, GUIDES_HEADING, GUIDES_INTRO, guidePath } from '~/content/guides';
import { Icon } from '../icons';

/** The user guides, on the help centre: where its "User Guides" card leads. */
export function GuideList() {
  return (
    <section id="guides" aria-labelledby="guides-heading" className="scroll-mt-24">
      <h2 id="guides-heading" className="text-center text-3xl font-bold tracking-tight text-slate-900">
        {GUIDES_HEADING}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{GUIDES_INTRO}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {GUIDES.map((guide) => (
          <li key={guide.slug} className="min-w-0">
            <Link
              to={guidePath(guide.slug)}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-600"
            >
              <span className="flex items-center gap-2 text-lg font-bold text-slate-900">
                <Icon name="book" className="size-5 shrink-0 text-brand-700" />
                {guide.title}
              </span>
              <span className="mt-2 text-slate-600">{guide.description}</span>
              <span className="mt-3 text-sm font-semibold text-brand-700">{guide.duration}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
