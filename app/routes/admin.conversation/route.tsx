import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { ConversationPage } from '~/components/admin/conversation/conversation-page';
import type { ConversationFormState, ConversationIntent } from '~/components/admin/conversation/conversation-forms';
import { CONVERSATION_TOASTS } from '~/content/help-desk';
import { insertSavedReply, markConversationOpened, readConversation, requestReferenceOf } from '~/features/requests/conversation.server';
import { addRequestNote, sendReply } from '~/features/requests/replies.server';
import { REQUEST_STATUS_LABELS } from '~/features/requests/status';
import { setRequestStatus } from '~/features/requests/status-changes.server';
import { formText, readFormData } from '~/lib/forms/form-data';
import { parseForm } from '~/lib/forms/parse-form';
import { dashboardPath, adminRequestPath } from '~/lib/paths';
import type { ToastMessage } from '~/lib/toast';
import type { AuditActor } from '~/features/audit/record.server';
import { requireAdmin, type SignedInAdmin } from '~/web/auth.server';
import { redirectWithToast } from '~/web/flash.server';
import { auditActorOf } from '~/web/admin-action.server';
import { insertFormSchema, noteFormSchema, replyFormSchema, statusFormSchema } from './form-schema.server';
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
type Errors = ConversationFormState['errors'];

interface IntentInput {
  form: FormData;
  reference: string;
  by: AuditActor;
  signedIn: SignedInAdmin;
}

/** A form sent back instead of a redirect: the toast, the text as typed, and each error beside its field. */
function refused(intent: ConversationIntent, status: number, toast: Toast, draft: string, extra: Partial<ConversationFormState> = {}) {
  const body: ConversationFormState = {
    intent,
    toast: { id: crypto.randomUUID(), ...toast },
    draft,
    newerThan: null,
    errors: {},
    ...extra,
  };
  return data(body, { status });
}

/** A form its schema refused: the text's own message as the toast (a forged hidden field: the form is not ours). */
function refusedByField(intent: ConversationIntent, title: string, fields: Partial<Record<string, string>>, draft: string) {
  const errors: Errors = {};
  if (fields.body) errors.body = fields.body;
  if (fields.status) errors.status = fields.status;
  const toast: Toast = errors.body ? { type: 'error', title, description: errors.body } : CONVERSATION_TOASTS.unknownForm;
  return refused(intent, 400, toast, draft, { errors });
}

// Each form of the page by intent: its schema, one service call, its outcome in words.
const INTENTS: Record<ConversationIntent, (input: IntentInput) => Promise<Response | ReturnType<typeof refused>>> = {
  async insert({ form, reference }) {
    const draft = formText(form, 'body');
    const parsed = parseForm(form, insertFormSchema);
    const view = await readConversation(reference);
    const outcome = view && parsed.ok ? await insertSavedReply(view, parsed.data.insert, draft) : ({ kind: 'not-found' } as const);
    switch (outcome.kind) {
      case 'inserted':
        return data({ intent: 'insert', toast: null, draft: outcome.draft, newerThan: null, errors: {} } satisfies ConversationFormState);
      case 'too-long':
        return refused('insert', 400, CONVERSATION_TOASTS.insertTooLong(outcome.max), draft, {
          errors: { body: CONVERSATION_TOASTS.insertTooLong(outcome.max).description },
        });
      case 'not-found':
        return refused('insert', 400, CONVERSATION_TOASTS.savedReplyGone, draft, {
          errors: { body: CONVERSATION_TOASTS.savedReplyGone.description },
        });
    }
  },
  async reply({ form, reference, by, signedIn }) {
    const draft = formText(form, 'body');
    const parsed = parseForm(form, replyFormSchema);
    if (!parsed.ok) return refusedByField('reply', CONVERSATION_TOASTS.empty.title, parsed.errors, draft);
    const { body, lastSeen, close } = parsed.data;
    const outcome = await sendReply({ reference, body, lastSeen, close, by });
    switch (outcome.kind) {
      case 'sent':
        return redirectWithToast(adminRequestPath(reference), close ? CONVERSATION_TOASTS.sentAndClosed : CONVERSATION_TOASTS.sent, {
          headers: signedIn.headers,
        });
      case 'newer-message':
        return refused('reply', 409, CONVERSATION_TOASTS.newerMessage, draft, { newerThan: lastSeen });
      case 'empty':
        return refused('reply', 400, CONVERSATION_TOASTS.empty, draft, { errors: { body: CONVERSATION_TOASTS.empty.description } });
      case 'too-long':
        return refused('reply', 400, CONVERSATION_TOASTS.tooLong(outcome.max), draft, {
          errors: { body: CONVERSATION_TOASTS.tooLong(outcome.max).description },
        });
      case 'not-found':
        return redirectWithToast(INBOX_PATH, CONVERSATION_TOASTS.notFound, { headers: signedIn.headers });
    }
  },
  async note({ form, reference, by, signedIn }) {
    const draft = formText(form, 'body');
    const parsed = parseForm(form, noteFormSchema);
    if (!parsed.ok) return refusedByField('note', CONVERSATION_TOASTS.noteEmpty.title, parsed.errors, draft);
    const outcome = await addRequestNote({ reference, body: parsed.data.body, by });
    switch (outcome.kind) {
      case 'added':
        return redirectWithToast(`${adminRequestPath(reference)}#notes`, CONVERSATION_TOASTS.noteAdded, { headers: signedIn.headers });
      case 'empty':
        return refused('note', 400, CONVERSATION_TOASTS.noteEmpty, draft, { errors: { body: CONVERSATION_TOASTS.noteEmpty.description } });
      case 'too-long':
        return refused('note', 400, CONVERSATION_TOASTS.noteTooLong(outcome.max), draft, {
          errors: { body: CONVERSATION_TOASTS.noteTooLong(outcome.max).description },
        });
      case 'not-found':
        return redirectWithToast(INBOX_PATH, CONVERSATION_TOASTS.notFound, { headers: signedIn.headers });
    }
  },
  async status({ form, reference, by, signedIn }) {
    const parsed = parseForm(form, statusFormSchema);
    if (!parsed.ok) return refusedByField('status', CONVERSATION_TOASTS.unknownForm.title, parsed.errors, '');
    const outcome = await setRequestStatus(reference, parsed.data.status, by);
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
