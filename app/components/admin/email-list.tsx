import { OUTBOX_STATUSES } from '~/features/outbox/status';
import { Link } from 'react-router';
import { dashboardPath, PATHS } from '~/lib/paths';
import type { EmailTab } from '~/features/dashboard/email-tab.server';
import type { OutboxListItem } from '~/features/outbox/list.server';
import { KeysetLinks } from './keyset-links';
import { Panel } from './panel';

const STATUS_STYLE: Record<OutboxListItem['status'], string> = {
  queued: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  skipped: 'bg-slate-100 text-slate-700 ring-slate-300',
};
const STATUS_LABEL: Record<OutboxListItem['status'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed', skipped: 'Not sent' };
// Fixed locale and zone, so the server's text and the browser's match.
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Secrets redacted on Dec 21, 2026": the message's order-page links and licence keys are [redacted] in the stored copy. */
function RedactedNote({ at }: { at: string }) {
  const date = new Date(at);
  return (
    <span className="block text-slate-600">
      Secrets redacted on <time dateTime={at}>{Number.isNaN(date.getTime()) ? at : day.format(date)}</time>
    </span>
  );
}

const FILTERS = [{ status: null, label: 'All' }, ...OUTBOX_STATUSES.map((status) => ({ status, label: STATUS_LABEL[status] }))];

/** All / Queued / Sent / Failed as links: the URL holds the filter (works without JavaScript, bookmarkable). */
function StatusFilter({ active }: { active: OutboxListItem['status'] | null }) {
  return (
    <nav aria-label="E-mail status">
      <ul className="flex flex-wrap gap-1">
        {FILTERS.map(({ status, label }) => {
          const current = status === active;
          return (
            <li key={label}>
              <Link
                to={dashboardPath('email', status ? { status } : {})}
                aria-current={current ? 'page' : undefined}
                className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${
                  current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The outbox: what was sent, what waits, what failed and why; newest first. */
export function EmailList({ email }: { email: EmailTab | null }) {
  const page = email?.page;
  const filtered = email?.status ? STATUS_LABEL[email.status].toLowerCase() : null;
  return (
    <Panel id="email-heading" title="E-mail" description="Newest first" actions={<StatusFilter active={email?.status ?? null} />}>
      {!page ? (
        <p className="text-sm text-slate-600">The e-mail could not be loaded. Please reload the page.</p>
      ) : page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {filtered ? (
            <>
              No {filtered} e-mail.{' '}
              <Link to={PATHS.adminEmail} className="font-semibold text-brand-700 underline">
                Show all e-mail
              </Link>
            </>
          ) : (
            'No e-mail yet.'
          )}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {page.items.map((message) => (
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
                  {message.lastError ? <span className="block break-words text-red-800">Last error: {message.lastError}</span> : null}
                  {message.redactedAt ? <RedactedNote at={message.redactedAt} /> : null}
                </span>
                <span className="text-slate-600 sm:text-right">
                  <time dateTime={message.createdAt} className="block whitespace-nowrap">
                    {message.createdLabel}
                  </time>
                  <span className="block">Attempts: {message.attempts}</span>
                </span>
              </li>
            ))}
          </ul>
          <KeysetLinks newer={page.newer} older={page.older} label="E-mail" />
        </>
      )}
    </Panel>
  );
}
