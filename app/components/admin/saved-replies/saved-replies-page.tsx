import { Form, Link, useLocation, useNavigation } from 'react-router';
import { HELP_DESK_PATHS } from '~/lib/paths';
import { SAVED_REPLIES } from '~/content/help-desk';
import { MAX_REPLY } from '~/features/requests/status';
import type { ToastMessage } from '~/lib/toast';
import { ReplyField } from '~/components/field';
import { FormStatus } from '../../toast-status';

export interface SavedReplyRow {
  id: number;
  name: string;
  body: string;
}

/** A save the server refused: what was typed (kept) and why. */
export interface SavedReplyFormState {
  toast: ToastMessage;
  values: { id: string; name: string; body: string };
  errors: { name?: string; body?: string };
}

const quiet = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const input = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm';

function EditorForm({ editing, state }: { editing: SavedReplyRow | null; state: SavedReplyFormState | undefined }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const values = state?.values ?? { id: editing ? String(editing.id) : '', name: editing?.name ?? '', body: editing?.body ?? '' };
  const title = editing ? SAVED_REPLIES.editTitle(editing.name) : SAVED_REPLIES.newTitle;
  return (
    <section aria-labelledby="saved-reply-editor" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="saved-reply-editor" className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{SAVED_REPLIES.placeholders}</p>
      <FormStatus form="saved-reply" failure={state?.toast} />
      <Form method="post" className="mt-3 grid gap-3" key={location.key}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={values.id} />
        <div className="grid gap-1.5">
          <label htmlFor="saved-reply-name" className="text-sm font-medium text-slate-800">
            {SAVED_REPLIES.name}
          </label>
          <input
            id="saved-reply-name"
            name="name"
            defaultValue={values.name}
            maxLength={120}
            aria-invalid={state?.errors.name ? true : undefined}
            aria-describedby={state?.errors.name ? 'saved-reply-name-error' : undefined}
            className={input}
          />
          {state?.errors.name ? (
            <p id="saved-reply-name-error" className="text-sm font-medium text-red-700">
              {state.errors.name}
            </p>
          ) : null}
        </div>
        <ReplyField
          id="saved-reply-body"
          name="body"
          label={SAVED_REPLIES.body}
          error={state?.errors.body}
          rows={8}
          maxLength={MAX_REPLY}
          draft={values.body}
          className="text-sm"
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={busy}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {values.id ? SAVED_REPLIES.save : SAVED_REPLIES.create}
          </button>
          {values.id ? (
            <Link to={HELP_DESK_PATHS.savedReplies} className={quiet}>
              {SAVED_REPLIES.cancel}
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** Admin › Saved Replies: the list (edit, delete) and the form that adds or edits one. Plain forms and links. */
export function SavedRepliesPage({
  replies,
  editing,
  state,
  inboxPath,
}: {
  replies: SavedReplyRow[];
  editing: SavedReplyRow | null;
  state: SavedReplyFormState | undefined;
  inboxPath: string;
}) {
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to={inboxPath} className="font-semibold text-brand-700 hover:underline">
          ← {SAVED_REPLIES.back}
        </Link>
      </p>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{SAVED_REPLIES.title}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{SAVED_REPLIES.description}</p>
      <div className="grid gap-6">
        {replies.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
            {SAVED_REPLIES.empty}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label={SAVED_REPLIES.title}>
            {replies.map((reply) => (
              <li key={reply.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <h2 className="font-semibold break-words text-slate-900">{reply.name}</h2>
                <p className="mt-1 line-clamp-4 text-sm break-words whitespace-pre-wrap text-slate-700">{reply.body}</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link to={`${HELP_DESK_PATHS.savedReplies}?edit=${reply.id}`} className={quiet}>
                    {SAVED_REPLIES.edit}
                    <span className="sr-only"> {reply.name}</span>
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={reply.id} />
                    <button type="submit" className={`${quiet} text-red-800`}>
                      {SAVED_REPLIES.delete}
                      <span className="sr-only"> {reply.name}</span>
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        <EditorForm editing={editing} state={state} />
      </div>
    </>
  );
}
