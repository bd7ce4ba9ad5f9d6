import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ConversationPage } from '~/components/admin/conversation/conversation-page';
import type { ConversationFormState, ConversationIntent } from '~/components/admin/conversation/conversation-forms';
import { CONVERSATION_TOASTS } from '~/content/help-desk';
import { insertSavedReply, markConversationOpened, readConversation, requestReferenceOf } from '~/features/requests/conversation.server';
import { addRequestNote, sendReply } from '~/features/requests/replies.server';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES } from '~/features/requests/status';
import { setRequestStatus } from '~/features/requests/status-changes.server';
import { formText, readFormData } from '~/lib/forms/form-data';
import { dashboardPath, adminRequestPath } from '~/lib/paths';
import type { ToastMessage } from '~/lib/toast';
import type { AuditActor } from '~/features/audit/record.server';
import { requireAdmin, type SignedInAdmin } from '~/web/auth.server';
import { redirectWithToast } from '~/web/flash.server';
import { auditActorOf } from '~/web/admin-action.server';
import type { Route } from './+types/route';

// /admin/requests/REQ-XXXX-XXXX: one request as a conversation. A saved reply is inserted in the
// browser with JavaScript; without it, Insert posts the reply form (the draft in the body, never in
// the address) and the page comes back with the saved reply added to what was typed.

const INBOX_PATH = dashboardPath('requests');

export async function loader({ request, params }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const view = await readConversation(params.reference);
  if (!view) throw data(null, { status: 404, statusText: 'Not Found', headers: signedIn.headers });
  const url = new URL(request.url);
  // A reference pasted in another form ('req-0b4fzx81') lands on the canonical address.
  if (params.reference !== view.reference)
    throw redirect(`${adminRequestPath(view.reference)}${url.search}`, { headers: signedIn.headers });
  await markConversationOpened(view.reference);
  return data({ view, draft: '', inboxPath: INBOX_PATH }, { headers: signedIn.headers });
}

/**
 * A reply refused over a newer message (409) must bring that message onto the page: read the thread
 * again, where React Router would skip it after a 4xx.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

type Toast = Omit<ToastMessage, 'id'>;

interface IntentInput {
  form: FormData;
  reference: string;
  by: AuditActor;
  signedIn: SignedInAdmin;
}

function refused(intent: ConversationIntent, status: number, toast: Toast, draft: string, extra: Partial<ConversationFormState> = {}) {
  const body: ConversationFormState = {
    intent,
    toast: { id: crypto.randomUUID(), ...toast },
    draft,
    newerThan: null,
    error: null,
    ...extra,
  };
  return data(body, { status });
}

const replyForm = z.object({
  body: z.string(),
  lastSeen: z.coerce.number().int().min(0),
  close: z.enum(['', '1']).default(''),
});

// Each form of the page by intent: parse, one service call, its outcome in words.
const INTENTS: Record<ConversationIntent, (input: IntentInput) => Promise<Response | ReturnType<typeof refused>>> = {
  async insert({ form, reference }) {
    const draft = formText(form, 'body');
    const view = await readConversation(reference);
    const id = Number(formText(form, 'insert'));
    const outcome = view && Number.isSafeInteger(id) ? await insertSavedReply(view, id, draft) : ({ kind: 'not-found' } as const);
    switch (outcome.kind) {
      case 'inserted':
        return data({ intent: 'insert', toast: null, draft: outcome.draft, newerThan: null, error: null } satisfies ConversationFormState);
      case 'too-long':
        return refused('insert', 400, CONVERSATION_TOASTS.insertTooLong(outcome.max), draft, {
          error: CONVERSATION_TOASTS.insertTooLong(outcome.max).description,
        });
      case 'not-found':
        return refused('insert', 400, CONVERSATION_TOASTS.savedReplyGone, draft, { error: CONVERSATION_TOASTS.savedReplyGone.description });
    }
  },
  async reply({ form, reference, by, signedIn }) {
    const parsed = replyForm.safeParse({
      body: formText(form, 'body'),
      lastSeen: formText(form, 'lastSeen') || '-1',
      close: formText(form, 'close'),
    });
    const draft = formText(form, 'body');
    if (!parsed.success) return refused('reply', 400, CONVERSATION_TOASTS.unknownForm, draft);
    const close = parsed.data.close === '1';
    const outcome = await sendReply({ reference, body: parsed.data.body, lastSeen: parsed.data.lastSeen, close, by });
    switch (outcome.kind) {
      case 'sent':
        return redirectWithToast(adminRequestPath(reference), close ? CONVERSATION_TOASTS.sentAndClosed : CONVERSATION_TOASTS.sent, {
          headers: signedIn.headers,
        });
      case 'newer-message':
        return refused('reply', 409, CONVERSATION_TOASTS.newerMessage, draft, { newerThan: parsed.data.lastSeen });
      case 'empty':
        return refused('reply', 400, CONVERSATION_TOASTS.empty, draft, { error: CONVERSATION_TOASTS.empty.description });
      case 'too-long':
        return refused('reply', 400, CONVERSATION_TOASTS.tooLong(outcome.max), draft, {
          error: CONVERSATION_TOASTS.tooLong(outcome.max).description,
        });
      case 'not-found':
        return redirectWithToast(INBOX_PATH, CONVERSATION_TOASTS.notFound, { headers: signedIn.headers });
    }
  },
  async note({ form, reference, by, signedIn }) {
    const draft = formText(form, 'body');
    const outcome = await addRequestNote({ reference, body: draft, by });
    switch (outcome.kind) {
      case 'added':
        return redirectWithToast(`${adminRequestPath(reference)}#notes`, CONVERSATION_TOASTS.noteAdded, { headers: signedIn.headers });
      case 'empty':
        return refused('note', 400, CONVERSATION_TOASTS.noteEmpty, draft, { error: CONVERSATION_TOASTS.noteEmpty.description });
      case 'too-long':
        return refused('note', 400, CONVERSATION_TOASTS.noteTooLong(outcome.max), draft, {
          error: CONVERSATION_TOASTS.noteTooLong(outcome.max).description,
        });
      case 'not-found':
        return redirectWithToast(INBOX_PATH, CONVERSATION_TOASTS.notFound, { headers: signedIn.headers });
    }
  },
  async status({ form, reference, by, signedIn }) {
    const status = z.enum(REQUEST_STATUSES).safeParse(formText(form, 'status'));
    if (!status.success)
      return redirectWithToast(adminRequestPath(reference), CONVERSATION_TOASTS.unknownForm, { headers: signedIn.headers });
    const outcome = await setRequestStatus(reference, status.data, by);
    if (outcome.kind === 'not-found') return redirectWithToast(INBOX_PATH, CONVERSATION_TOASTS.notFound, { headers: signedIn.headers });
    const label = REQUEST_STATUS_LABELS[outcome.status];
    const toast = outcome.kind === 'changed' ? CONVERSATION_TOASTS.statusChanged(label) : CONVERSATION_TOASTS.statusAlready(label);
    return redirectWithToast(adminRequestPath(reference), toast, { headers: signedIn.headers });
  },
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const reference = await requestReferenceOf(params.reference);
  if (!reference) return redirectWithToast(INBOX_PATH, CONVERSATION_TOASTS.notFound, { headers: signedIn.headers });
  // The reply form's Insert button posts the same form as Send: its own field says which was pressed.
  const intent = formText(form, 'insert-saved') === '1' ? 'insert' : formText(form, 'intent');
  if (!Object.hasOwn(INTENTS, intent))
    return redirectWithToast(adminRequestPath(reference), CONVERSATION_TOASTS.unknownForm, { headers: signedIn.headers });
  return INTENTS[intent as ConversationIntent]({ form, reference, by: auditActorOf(signedIn, context.clientAddress), signedIn });
}

export default function AdminRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <AdminPage title={`Request ${view.reference}`}>
      <ConversationPage
        view={view}
        draft={loaderData.draft}
        state={actionData as ConversationFormState | undefined}
        inboxPath={loaderData.inboxPath}
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
