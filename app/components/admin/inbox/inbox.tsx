import { Form, Link } from 'react-router';
import { INBOX } from '~/content/help-desk';
import type { InboxScreen } from '~/features/requests/inbox/screen.server';
import { inboxQuery, MAX_INBOX_QUERY, type InboxFilter } from '~/features/requests/inbox/inbox-filters';
import { dashboardPath, PATHS, HELP_DESK_PATHS } from '~/lib/paths';
import { MailboxLine } from './mailbox-line';
import { MailboxProblems } from './mailbox-problems';
import { InboxRows } from './inbox-rows';

const linkButton = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const disabled = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-500';

export interface InboxProps {
  screen: InboxScreen | null;
}

/** Support, help and contact requests in one list, filtered by status, searched, paged. Plain links and GET forms: no JavaScript needed. */
export function Inbox({ screen }: InboxProps) {
  if (!screen) return <p className="text-sm text-slate-600">{INBOX.failed}</p>;
  const { page, mailbox, mailboxProblems } = screen;
  const { filters, counts } = page;
  const path = dashboardPath('requests');
  const href = (query: URLSearchParams) => dashboardPath('requests', query);
  const here = href(inboxQuery(filters));
  return (
    <section aria-labelledby="inbox-heading" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="inbox-heading" className="text-lg font-semibold text-slate-900">
            {INBOX.title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{INBOX.description}</p>
        </div>
        <Link to={HELP_DESK_PATHS.savedReplies} className="text-sm font-semibold text-brand-700 hover:underline">
          {INBOX.savedReplies}
        </Link>
      </div>
      <MailboxLine mailbox={mailbox} back={here} />
      <MailboxProblems problems={mailboxProblems} />
      <nav aria-label={INBOX.filtersLabel}>
        <ul className="flex flex-wrap gap-2">
          {INBOX.filters.map((filter) => {
            const current = filters.status === filter.value;
            const count = filter.value === 'all' || !counts ? null : counts[filter.value];
            return (
              <li key={filter.value}>
                <Link
                  to={href(inboxQuery({ status: filter.value as InboxFilter, q: filters.q }))}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${
                    current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
                  }`}
                >
                  {filter.label}
                  {count === null ? null : <span className="tabular-nums">({count.toLocaleString('en-US')})</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form
        key={`${filters.status}|${filters.q}`}
        method="get"
        action={path}
        className="flex flex-wrap items-end gap-2 sm:items-center"
        role="search"
      >
        <input type="hidden" name="status" value={filters.status} />
        <div className="grid min-w-0 flex-[1_1_16rem] gap-1 sm:flex sm:items-center sm:gap-2">
          <label htmlFor="inbox-q" className="text-xs font-medium whitespace-nowrap text-slate-600">
            {INBOX.searchLabel}
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={MAX_INBOX_QUERY}
            placeholder={INBOX.searchHint}
            className="min-w-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm sm:flex-1"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
          {INBOX.search}
        </button>
        {filters.q ? (
          <Link to={href(inboxQuery({ status: filters.status, q: '' }))} className={linkButton}>
            {INBOX.clear}
          </Link>
        ) : null}
      </Form>
      {counts === null ? <p className="text-xs text-slate-500">{INBOX.countsHidden}</p> : null}
      {page.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {filters.q ? INBOX.noMatches : INBOX.empty[filters.status]}
        </p>
      ) : (
        <InboxRows rows={page.rows} />
      )}
      {page.next || page.previous ? (
        <nav aria-label={INBOX.pages} className="flex items-center justify-between gap-3">
          {page.previous ? (
            <Link to={href(inboxQuery(filters, { before: page.previous }))} rel="prev" className={linkButton}>
              {INBOX.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {INBOX.previous}
            </span>
          )}
          {page.next ? (
            <Link to={href(inboxQuery(filters, { after: page.next }))} rel="next" className={linkButton}>
              {INBOX.next}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {INBOX.next}
            </span>
          )}
        </nav>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm">
        <span className="font-medium text-slate-700">{INBOX.exportTitle}:</span>
        {INBOX.exports.map((item) => {
          const query = new URLSearchParams({ list: item.list });
          if (filters.status !== 'all') query.set('status', filters.status);
          if (filters.q) query.set('q', filters.q);
          return (
            // A plain link: the file is a download, not a page the router should render.
            <a
              key={item.list}
              href={`${PATHS.requestsCsv}?${query.toString()}`}
              download
              className="font-semibold text-brand-700 hover:underline"
            >
              {item.label}
            </a>
          );
        })}
      </p>
    </section>
  );
}
