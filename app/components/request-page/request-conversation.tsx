import { REQUEST_PAGE } from '~/content/request-page';
import type { RequestPageEntry, RequestPageView } from '~/features/requests/request-page.server';

function labelOf(entry: RequestPageEntry): string {
  return entry.from === 'us' ? REQUEST_PAGE.us : REQUEST_PAGE.from[entry.from][entry.channel];
}

/**
 * The conversation as the buyer sees it: their messages and our replies, never our internal notes.
 * What a sender typed is shown as text under a label saying whose words they are: never a link, never a
 * headline, never in our voice.
 */
export function RequestConversation({ view }: { view: RequestPageView }) {
  return (
    <section aria-labelledby="request-conversation" className="grid gap-3">
      <h2 id="request-conversation" className="text-lg font-bold text-slate-900">
        {REQUEST_PAGE.conversation}
      </h2>
      <ol className="grid gap-3">
        {view.entries.map((entry) => (
          <li
            key={entry.id}
            className={`rounded-2xl border p-4 shadow-sm ${entry.from === 'us' ? 'border-brand-100 bg-brand-50 sm:ml-8' : 'border-slate-200 bg-white sm:mr-8'}`}
          >
            <article aria-labelledby={`entry-${entry.id}`}>
              <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={`entry-${entry.id}`} className="text-sm font-semibold text-slate-900">
                  {labelOf(entry)}
                </h3>
                <time dateTime={entry.at} className="text-xs text-slate-600">
                  {entry.atLabel}
                </time>
              </div>
              {entry.subject ? (
                <p className="mb-1 text-sm break-words text-slate-700">
                  {REQUEST_PAGE.subjectLabel}: {entry.subject}
                </p>
              ) : null}
              <p className="break-words whitespace-pre-wrap text-slate-800">{entry.text}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
