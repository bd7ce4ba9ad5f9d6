import { Link } from 'react-router';
import { faqRevealDelaySeconds } from '~/content/faq';
import type { FaqView } from '~/features/content/public.server';
import { HELP_CENTER } from '~/content/help-center';
import { PATHS } from '~/lib/paths';

/**
 * The FAQ (the owner's entries, in their order), each entry fading in 0.2 s + 0.1 s × its position after the page appears. Pure CSS: the
 * text is in the HTML (visible without JavaScript) and nothing moves for visitors who ask for
 * reduced motion. With a search, only the matching entries, and a status line saying how many.
 */
export function FaqList({ entries, total, query = '' }: { entries: readonly FaqView[]; total: number; query?: string }) {
  const searching = query.trim() !== '';
  return (
    <div id="faq-list">
      <p role="status" className={searching ? 'mb-6 text-center text-slate-700' : 'sr-only'}>
        {searching ? HELP_CENTER.resultCount(entries.length, total, query.trim()) : ''}
      </p>
      {entries.length === 0 ? (
        <div className="mx-auto max-w-xl rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">{HELP_CENTER.noResults}</p>
          <p className="mt-2 text-slate-600">
            {HELP_CENTER.noResultsHelp}{' '}
            <a href="#help-form-title" className="font-semibold text-brand-700 underline underline-offset-2">
              {HELP_CENTER.formTitle}
            </a>{' '}
            or{' '}
            <Link to={PATHS.support} className="font-semibold text-brand-700 underline underline-offset-2">
              get free support
            </Link>
            .
          </p>
        </div>
      ) : (
        <dl className="grid gap-4 md:grid-cols-2">
          {entries.map((entry, index) => (
            <FaqItem key={entry.id} entry={entry} index={index} />
          ))}
        </dl>
      )}
    </div>
  );
}

/** One question and its answer (the server's rendering of the owner's Markdown: features/content/markdown.server.ts). */
export function FaqItem({ entry, index }: { entry: FaqView; index: number }) {
  return (
    <div
      id={entry.id}
      data-faq-item
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm motion-safe:animate-[faq-reveal_0.5s_ease-out_backwards]"
      style={{ animationDelay: `${faqRevealDelaySeconds(index)}s` }}
    >
      <dt className="text-lg font-semibold text-slate-900">{entry.question}</dt>
      <dd className="written written-compact mt-2 text-slate-600" dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
    </div>
  );
}
