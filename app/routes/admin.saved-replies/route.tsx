import { data } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { SavedRepliesPage, type SavedReplyFormState } from '~/components/admin/saved-replies/saved-replies-page';
import { SAVED_REPLIES } from '~/content/help-desk';
import { deleteSavedReply, listSavedReplies, saveSavedReply } from '~/features/requests/saved-replies.server';
import { formText, readFormData } from '~/lib/forms/form-data';
import { dashboardPath, HELP_DESK_PATHS } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { redirectWithToast } from '~/web/flash.server';
import { auditActorOf } from '~/web/admin-action.server';
import { parseForm } from '~/lib/forms/parse-form';
import { deleteSavedReplySchema, saveSavedReplySchema } from './form-schema.server';
import type { Route } from './+types/route';

// /admin/saved-replies: the administrator's saved replies; ?edit={id} opens one in the form.

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const replies = (await listSavedReplies()).map((reply) => ({ id: reply.id, name: reply.name, body: reply.body }));
  const edit = Number(new URL(request.url).searchParams.get('edit'));
  const editing = replies.find((reply) => reply.id === edit) ?? null;
  return data({ replies, editing, inboxPath: dashboardPath('requests') }, { headers: signedIn.headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const by = auditActorOf(signedIn, context.clientAddress);
  const back = (toast: (typeof SAVED_REPLIES.toasts)[keyof typeof SAVED_REPLIES.toasts]) =>
    redirectWithToast(HELP_DESK_PATHS.savedReplies, toast, { headers: signedIn.headers });
  if (formText(form, 'intent') === 'delete') {
    const which = parseForm(form, deleteSavedReplySchema);
    const outcome = which.ok ? await deleteSavedReply(which.data.id, by) : { kind: 'not-found' as const };
    return back(outcome.kind === 'deleted' ? SAVED_REPLIES.toasts.deleted : SAVED_REPLIES.toasts.notFound);
  }
  const parsed = parseForm(form, saveSavedReplySchema);
  // Every field is read as text, so the schema never refuses: an id not ours is -1, a saved reply gone.
  if (!parsed.ok) return back(SAVED_REPLIES.toasts.notFound);
  const { id, name, body } = parsed.data;
  const values = { id: formText(form, 'id'), name, body };
  const refuse = (toast: typeof SAVED_REPLIES.toasts.invalid, errors: SavedReplyFormState['errors'] = {}) =>
    data<SavedReplyFormState>({ toast: { id: crypto.randomUUID(), ...toast }, values, errors }, { status: 400 });
  const outcome = await saveSavedReply(id, name, body, by);
  switch (outcome.kind) {
    case 'created':
      return back(SAVED_REPLIES.toasts.created);
    case 'updated':
      return back(SAVED_REPLIES.toasts.updated);
    case 'unchanged':
      return back(SAVED_REPLIES.toasts.unchanged);
    case 'invalid':
      return refuse(SAVED_REPLIES.toasts.invalid, outcome.errors);
    case 'name-taken':
      return refuse(SAVED_REPLIES.toasts.nameTaken, { name: SAVED_REPLIES.toasts.nameTaken.description });
    case 'not-found':
      return back(SAVED_REPLIES.toasts.notFound);
  }
}

export default function AdminSavedReplies({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title={SAVED_REPLIES.title} width="narrow">
      <SavedRepliesPage
        replies={loaderData.replies}
        editing={loaderData.editing}
        state={actionData as SavedReplyFormState | undefined}
        inboxPath={loaderData.inboxPath}
      />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
