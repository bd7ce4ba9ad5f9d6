import { OUTBOX_STATUSES } from '~/features/outbox/status';
import { Form, Link, useNavigation } from 'react-router';
import { dashboardPath, PATHS } from '~/lib/paths';
import type { EmailFilter, EmailScreen } from '~/features/dashboard/email-page.server';
import { formatDay } from '~/features/dashboard/overview-format';
import { EMAIL_SCREEN } from '~/content/admin';
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

/** "Secrets redacted on Dec 21, 2026": the message's order-page links and license keys are [redacted] in the stored copy. */
function RedactedNote({ at }: { at: string }) {
  const date = new Date(at);
  return (
    <span className="block text-slate-600">
      Secrets redacted on <time dateTime={at}>{Number.isNaN(date.getTime()) ? at : day.format(date)}</time>
    </span>
  );
}

const FILTERS: { status: EmailFilter['status']; label: string }[] = [
  { status: null, label: 'All' },
  ...OUTBOX_STATUSES.map((status) => ({ status, label: STATUS_LABEL[status] })),
  { status: 'unsent', label: EMAIL_SCREEN.unsentFilter },
];

/** All / Queued / Sent / Failed / Not sent / Failed or not sent as links: the URL holds the filter (works without JavaScript, bookmarkable). */
function StatusFilter({ active }: { active: EmailFilter['status'] }) {
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

/** Send again, on a message that wasn't sent: a plain form, so it works without JavaScript. */
function SendAgain({ id, recipient }: { id: number; recipient: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'send-again' && navigation.formData.get('id') === String(id);
  return (
    <Form method="post" className="mt-1 sm:mt-2">
      <input type="hidden" name="intent" value="send-again" />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center justify-center rounded-md bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
      >
        {busy ? EMAIL_SCREEN.sendingAgain : EMAIL_SCREEN.sendAgain}
        <span className="sr-only"> to {recipient}</span>
      </button>
    </Form>
  );
}

/** The outbox: what was sent, what waits, what failed and why; newest first. */
export function EmailList({ email }: { email: EmailScreen | null }) {
  const page = email?.page;
  const status = email?.filter.status ?? null;
  const from = email?.filter.from ?? null;
  const filtered = status === 'unsent' ? EMAIL_SCREEN.unsentFilter.toLowerCase() : status ? STATUS_LABEL[status].toLowerCase() : null;
  const description = from ? `Newest first, since ${formatDay(from)}` : 'Newest first';
  return (
    <Panel id="email-heading" title="E-mail" description={description} actions={<StatusFilter active={status} />}>
      {!page ? (
        <p className="text-sm text-slate-600">The e-mail could not be loaded. Please reload the page.</p>
      ) : page.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {filtered || from ? (
            <>
              No {filtered ? `${filtered} ` : ''}e-mail{from ? ` since ${formatDay(from)}` : ''}.{' '}
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
              <li
                key={message.id}
                id={`email-${message.id}`}
                className="grid scroll-mt-4 gap-1 py-3 text-sm target:bg-amber-50 sm:grid-cols-[7rem_minmax(0,1fr)_auto] sm:gap-4"
              >
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
                  {message.canSendAgain ? <SendAgain id={message.id} recipient={message.recipient} /> : null}
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
