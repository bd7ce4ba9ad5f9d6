import { Link } from 'react-router';
import { HELP_CENTER } from '~/content/help-center';
import type { MarkedText, SearchResult } from '~/features/help-center/help-search';
import { PATHS } from '~/lib/paths';

/** Plain and marked pieces alternate: every odd piece is a matched word. */
function Marked({ parts }: { parts: MarkedText }) {
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The server's ranked answers to ?q=: title, where it is from, an excerpt with the words marked; none found offers the contact form. */
export function SearchResults({ query, results }: { query: string; results: SearchResult[] }) {
  const copy = HELP_CENTER.results;
  return (
    <section id="results" aria-labelledby="results-heading" className="scroll-mt-24">
      <h2 id="results-heading" className="text-2xl font-bold tracking-tight break-words text-slate-900">
        {copy.heading(query)}
      </h2>
      {results.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 sm:p-8">
          <p className="font-semibold text-slate-900">{copy.none}</p>
          <p className="mt-2 text-slate-600">{copy.noneHelp}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={PATHS.contact}
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {copy.contact}
            </Link>
            <a
              href="#help-form-title"
              className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-900 hover:bg-slate-50"
            >
              {copy.helpForm}
            </a>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{copy.count(results.length)}</p>
          <ol className="mt-6 grid gap-4" data-testid="search-results">
            {results.map((result) => (
              <li key={result.href} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{result.source}</p>
                <h3 className="mt-1 text-lg font-bold text-slate-900">
                  <Link to={result.href} className="hover:underline">
                    <Marked parts={result.title} />
                  </Link>
                </h3>
                <p className="mt-1 break-words text-slate-700">
                  <Marked parts={result.excerpt} />
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
