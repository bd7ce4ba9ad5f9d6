import { Link } from 'react-router';
import { CONVERSATION, INBOX } from '~/content/help-desk';
import type { ConversationView } from '~/features/requests/conversation.server';
import { RequestStatusBadge } from '../request-status-badge';
import type { ConversationFormState } from './conversation-forms';
import { ReplyForm } from './reply-form';
import { NoteForm, StatusForm } from './side-forms';
import { SidePanel } from './side-panel';
import { Thread } from './thread';

/** The administrator's page of one request: its thread, the reply, notes and status, and the person beside it. */
export function ConversationPage({
  view,
  draft,
  state,
  inboxPath,
}: {
  view: ConversationView;
  draft: string;
  state: ConversationFormState | undefined;
  inboxPath: string;
}) {
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to={inboxPath} className="font-semibold text-brand-700 hover:underline">
          ← {CONVERSATION.back}
        </Link>
      </p>
      <div className="mb-6 grid gap-2">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="font-mono text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{view.reference}</h1>
          <RequestStatusBadge status={view.status} />
          {view.overdue ? (
            <span
              title={INBOX.overdueHint}
              className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-300 ring-inset"
            >
              {INBOX.overdue}
            </span>
          ) : null}
        </div>
        <p className="text-lg font-semibold break-words text-slate-800">{view.subject}</p>
        <p className="text-sm text-slate-600">
          {CONVERSATION.kinds[view.kind]}
          {view.waitLabel ? ` · ${view.waitLabel}` : ''}
          {view.follows ? (
            <>
              {' · '}
              {CONVERSATION.follows}{' '}
              <Link to={view.follows.href} className="font-mono font-semibold text-brand-700 hover:underline">
                {view.follows.reference}
              </Link>
            </>
          ) : null}
        </p>
        <StatusForm view={view} state={state} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 content-start gap-6">
          <section aria-labelledby="thread-heading">
            <h2 id="thread-heading" className="mb-3 text-base font-semibold text-slate-900">
              {CONVERSATION.thread}
            </h2>
            <Thread view={view} newerThan={state?.intent === 'reply' ? state.newerThan : null} />
          </section>
          <ReplyForm view={view} draft={draft} state={state} />
          <NoteForm state={state} />
        </div>
        <SidePanel view={view} />
      </div>
    </>
  );
}
