import type { ReactNode } from 'react';
import type { Page } from '~/lib/pagination';
import { PaginationLinks } from './pagination-links';
import { Panel } from './panel';

interface Created {
  id: number;
  /** 'REQ-0B4F-ZX81', quoted in the visitor's acknowledgement e-mail (null only for rows older than issue 12's migration). */
  reference: string | null;
  created_at: string;
  createdLabel: string;
}
export type SupportRow = Created & { name: string; email: string; phone: string; product: string; problem: string | null };
export type HelpRow = Created & { name: string; email: string; subject: string; message: string };

/** Support Requests and Help Center Requests side by side, each scrolling on its own. */
export function RequestsLists({ support, help }: { support: Page<SupportRow> | null; help: Page<HelpRow> | null }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RequestList id="support-requests" title="Support Requests" page={support} param="supportPage" empty="No support requests yet.">
        {(row: SupportRow) => (
          <Entry row={row}>
            <Detail
              label="Email"
              value={
                <a className="text-brand-700 hover:underline" href={`mailto:${row.email}`}>
                  {row.email}
                </a>
              }
            />
            <Detail label="Phone" value={row.phone} />
            <Detail label="Product" value={row.product} />
            {row.problem ? <LongDetail label="Problem" value={row.problem} /> : null}
          </Entry>
        )}
      </RequestList>
      <RequestList id="help-requests" title="Help Center Requests" page={help} param="helpPage" empty="No help requests yet.">
        {(row: HelpRow) => (
          <Entry row={row}>
            <Detail
              label="Email"
              value={
                <a className="text-brand-700 hover:underline" href={`mailto:${row.email}`}>
                  {row.email}
                </a>
              }
            />
            <Detail label="Subject" value={row.subject} />
            <LongDetail label="Message" value={row.message} />
          </Entry>
        )}
      </RequestList>
    </div>
  );
}

function RequestList<T extends Created>({
  id,
  title,
  page,
  param,
  empty,
  children,
}: {
  id: string;
  title: string;
  page: Page<T> | null;
  param: string;
  empty: string;
  children: (row: T) => ReactNode;
}) {
  const count = page ? `${page.total} total` : undefined;
  return (
    <Panel id={`${id}-heading`} title={title} description={count}>
      {!page ? (
        <p className="text-sm text-slate-600">This list could not be loaded. Please reload the page.</p>
      ) : page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">{empty}</p>
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
                <li key={row.id} className="px-4 py-3">
                  {children(row)}
                </li>
              ))}
            </ul>
          </div>
          <PaginationLinks page={page.page} pageCount={page.pageCount} param={param} label={title} />
        </>
      )}
    </Panel>
  );
}

function Entry({ row, children }: { row: Created & { name: string }; children: ReactNode }) {
  return (
    <article>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold break-words text-slate-900">{row.name}</h3>
        {row.reference ? <span className="font-mono text-xs font-semibold whitespace-nowrap text-slate-600">{row.reference}</span> : null}
        <time dateTime={row.created_at} className="text-xs whitespace-nowrap text-slate-500">
          {row.createdLabel}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>
    </article>
  );
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
