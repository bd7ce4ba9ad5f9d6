import { Link } from 'react-router';
import { INBOX } from '~/content/help-desk';
import type { InboxRow } from '~/features/requests/inbox/inbox.server';
import { RequestStatusBadge } from '../request-status-badge';

/** The inbox's rows: who, about what, how long they have waited, each opening its conversation. */
export function InboxRows({ rows }: { rows: InboxRow[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {rows.map((row) => (
        <li key={row.reference} className={`px-4 py-3 ${row.overdue ? 'border-l-4 border-l-red-600' : ''}`}>
          <article aria-labelledby={`inbox-${row.reference}`} className="grid gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 id={`inbox-${row.reference}`} className="min-w-0 font-semibold break-words text-slate-900">
                {row.isNew ? (
                  <span
                    title={INBOX.newHint}
                    data-testid="inbox-new"
                    className="mr-2 rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-semibold text-white"
                  >
                    {INBOX.newMark}
                  </span>
                ) : null}
                <Link to={row.href} className="hover:underline">
                  {row.name}
                  <span className="font-normal text-slate-600"> · {row.subject}</span>
                </Link>
              </h3>
              <span className="flex flex-wrap items-center gap-2">
                {row.overdue ? (
                  <span
                    title={INBOX.overdueHint}
                    className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-300 ring-inset"
                  >
                    {INBOX.overdue}
                  </span>
                ) : null}
                <RequestStatusBadge status={row.status} />
              </span>
            </div>
            <p className="text-sm break-words text-slate-700" data-testid="inbox-preview">
              <span className="font-semibold text-slate-900" data-testid="inbox-last-by">
                <span className="sr-only">{INBOX.lastByLabel} </span>
                {INBOX.lastBy[row.lastBy]}:
              </span>{' '}
              {row.preview}
            </p>
            <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
              <span className="font-mono font-semibold">{row.reference}</span>
              <span>{row.kindLabel}</span>
              <span className="break-all">{row.email}</span>
              <span className="font-semibold text-slate-800">{row.waitLabel}</span>
              <span>{INBOX.received(row.receivedLabel)}</span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
