import type { OutboxListItem } from '~/lib/outbox/list.server';
import type { Page } from '~/lib/pagination';
import { PaginationLinks } from './pagination-links';
import { Panel } from './panel';

type EmailRow = OutboxListItem & { createdLabel: string };

const STATUS_STYLE: Record<OutboxListItem['status'], string> = {
  queued: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
};
const STATUS_LABEL: Record<OutboxListItem['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };

/** The outbox: what was sent, what waits, what failed and why; newest first. */
export function EmailList({ email }: { email: Page<EmailRow> | null }) {
  return (
    <Panel id="email-heading" title="E-mail" description={email ? `${email.total} messages, newest first` : undefined}>
      {!email ? (
        <p className="text-sm text-slate-600">The e-mail could not be loaded. Please reload the page.</p>
      ) : email.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">No e-mail yet.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {email.items.map((message) => (
              <li key={message.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:gap-4">
                <span>
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLE[message.status]}`}
                  >
                    {STATUS_LABEL[message.status]}
                  </span>
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-slate-900">{message.subject}</span>
                  <span className="block break-all text-slate-700">To: {message.recipient}</span>
                  {message.last_error ? <span className="block break-words text-red-800">Last error: {message.last_error}</span> : null}
                </span>
                <span className="text-slate-600 sm:text-right">
                  <time dateTime={message.created_at} className="block whitespace-nowrap">
                    {message.createdLabel}
                  </time>
                  <span className="block">Attempts: {message.attempts}</span>
                </span>
              </li>
            ))}
          </ul>
          <PaginationLinks page={email.page} pageCount={email.pageCount} param="page" label="E-mail" />
        </>
      )}
    </Panel>
  );
}
