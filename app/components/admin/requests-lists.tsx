import { PATHS } from '~/lib/paths';
import type { ReactNode } from 'react';
import { countLabel, filterQuery, isFiltered } from '~/features/dashboard/list-filters';
import { KeysetLinks } from './keyset-links';
import { ListFiltersBar, NoMatches } from './list-filters-bar';
import { Panel } from './panel';
import { EmailLink } from './email-address';
import { RequestStatusBadge, TicketControls, type RequestListName } from './request-ticket';
import type { HelpRow, RequestsPage, SupportRow } from '~/features/dashboard/requests-tab.server';

/** A request row's element id: a row's buttons bring the list back scrolled to it (#support-request-12). */
export function requestRowId(list: RequestListName, id: number): string {
  return `${list}-request-${id}`;
}

/**
 * Support Requests and Help Center Requests side by side, each scrolling on its own, under one filter
 * form (search, status, dates apply to both; the status tabs count both lists together).
 */
export function RequestsLists({ support, help }: { support: RequestsPage<SupportRow> | null; help: RequestsPage<HelpRow> | null }) {
  const filters = (support ?? help)?.filters;
  const both = (key: 'all' | 'open' | 'closed') => (support?.counts && help?.counts ? support.counts[key] + help.counts[key] : null);
  return (
    <div className="grid gap-4">
      {filters ? (
        <ListFiltersBar
          tab="requests"
          idPrefix="requests"
          filters={filters}
          searchHint="Reference, name or e-mail"
          statusTabs={[
            { value: null, label: 'All', count: both('all') },
            { value: 'open', label: 'Open', count: both('open') },
            { value: 'closed', label: 'Closed', count: both('closed') },
          ]}
          exportLinks={[]}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <RequestList id="support-requests" list="support" title="Support Requests" page={support} empty="No support requests yet.">
          {(row: SupportRow) => (
            <Entry row={row} list="support">
              <EmailDetail email={row.email} />
              <Detail label="Phone" value={row.phone} />
              <Detail label="Product" value={row.product} />
              {row.problem ? <LongDetail label="Problem" value={row.problem} /> : null}
            </Entry>
          )}
        </RequestList>
        <RequestList id="help-requests" list="help" title="Help Center Requests" page={help} empty="No help requests yet.">
          {(row: HelpRow) => (
            <Entry row={row} list="help">
              <EmailDetail email={row.email} />
              <Detail label="Subject" value={row.subject} />
              <LongDetail label="Message" value={row.message} />
            </Entry>
          )}
        </RequestList>
      </div>
    </div>
  );
}

function RequestList<T extends SupportRow | HelpRow>({
  id,
  list,
  title,
  page,
  empty,
  children,
}: {
  id: string;
  list: RequestListName;
  title: string;
  page: RequestsPage<T> | null;
  empty: string;
  children: (row: T) => ReactNode;
}) {
  const filtered = page ? isFiltered(page.filters) : false;
  const shown = page?.counts?.[(page.filters.status as 'open' | 'closed' | null) ?? 'all'];
  const query = page ? filterQuery(page.filters) : new URLSearchParams();
  query.set('list', list);
  return (
    <Panel
      id={`${id}-heading`}
      title={title}
      description={shown === undefined ? undefined : `${countLabel(shown)} ${filtered ? 'matching' : 'total'}`}
    >
      {page ? (
        <p className="-mt-2 mb-3">
          {/* A plain link: the file is a download, not a page the router should render. */}
          <a href={`${PATHS.requestsCsv}?${query.toString()}`} download className="text-sm font-semibold text-brand-700 hover:underline">
            Export CSV<span className="sr-only"> of {title}</span>
          </a>
        </p>
      ) : null}
      {!page ? (
        <p className="text-sm text-slate-600">This list could not be loaded. Please reload the page.</p>
      ) : page.items.length === 0 ? (
        filtered ? (
          <NoMatches tab="requests" what="requests" />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">{empty}</p>
        )
      ) : (
        <>
          {/* Focusable so keyboard users can scroll it; named so screen readers know which list it is. */}
          <div
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
            tabIndex={0}
            role="region"
            aria-label={`${title}, newest first`}
            className="max-h-[600px] overflow-y-auto rounded-lg border border-slate-200"
          >
            <ul className="divide-y divide-slate-200">
              {page.items.map((row) => (
                <li key={row.id} id={requestRowId(list, row.id)} className="scroll-mt-2 px-4 py-3 target:bg-amber-50">
                  {children(row)}
                </li>
              ))}
            </ul>
          </div>
          <KeysetLinks newer={page.newer} older={page.older} label={title} prefix={list} />
        </>
      )}
    </Panel>
  );
}

function Entry({ row, list, children }: { row: SupportRow | HelpRow; list: RequestListName; children: ReactNode }) {
  return (
    <article>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold break-words text-slate-900">{row.name}</h3>
        {row.reference ? <span className="font-mono text-xs font-semibold whitespace-nowrap text-slate-600">{row.reference}</span> : null}
        <RequestStatusBadge status={row.status} />
        <time dateTime={row.createdAt} className="text-xs whitespace-nowrap text-slate-500">
          {row.createdLabel}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
      <TicketControls list={list} row={row} />
    </article>
  );
}

/** The visitor's address, ready to answer; it wraps only after its '@' and dots. */
function EmailDetail({ email }: { email: string }) {
  return <Detail label="Email" value={<EmailLink email={email} />} />;
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-800">{value}</dd>
    </div>
  );
}

/** A visitor's own words, across the row, line breaks kept. */
function LongDetail({ label, value }: { label: string; value: string }) {
  return (
    <div className="sm:col-span-2">
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-800">{value}</dd>
    </div>
  );
}
