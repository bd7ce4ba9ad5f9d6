import { Form, useNavigation } from 'react-router';
import { ReplyField } from '~/components/field';
import { CONVERSATION } from '~/content/help-desk';
import type { ConversationView } from '~/features/requests/conversation.server';
import { MAX_REQUEST_NOTE, REQUEST_STATUS_LABELS, REQUEST_STATUSES } from '~/features/requests/status';
import { FormStatus } from '../../toast-status';
import type { ConversationFormState } from './conversation-forms';

const quiet =
  'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

/** The request's status, set by hand: Open, Waiting on customer, Closed. */
export function StatusForm({ view, state }: { view: ConversationView; state: ConversationFormState | undefined }) {
  const busy = useBusy('status');
  const refused = state?.intent === 'status' ? state : undefined;
  const error = refused?.errors.status;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <FormStatus form="status" failure={refused?.toast ?? undefined} />
      <input type="hidden" name="intent" value="status" />
      <div className="grid gap-1">
        <label htmlFor="request-status" className="text-xs font-medium text-slate-600">
          {CONVERSATION.statusLabel}
        </label>
        <select
          id="request-status"
          name="status"
          defaultValue={view.status}
          key={view.status}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'request-status-error' : undefined}
          className={`rounded-md border bg-white px-2 py-1.5 text-sm ${error ? 'border-red-600' : 'border-slate-300'}`}
        >
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REQUEST_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={busy} className={quiet}>
        {CONVERSATION.setStatus}
      </button>
      {error ? (
        <p id="request-status-error" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** An internal note on the thread: never shown or sent to the customer. */
export function NoteForm({ state }: { state: ConversationFormState | undefined }) {
  const busy = useBusy('note');
  const refused = state?.intent === 'note' ? state : undefined;
  return (
    <section id="notes" aria-labelledby="note-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4 shadow-sm">
      <h2 id="note-heading" className="text-sm font-semibold text-slate-900">
        {CONVERSATION.note}
      </h2>
      <FormStatus form="note" failure={refused?.toast ?? undefined} />
      <Form method="post" className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="note" />
        <ReplyField
          id="note-body"
          name="body"
          label={CONVERSATION.noteLabel}
          hint={CONVERSATION.noteHint}
          error={refused?.errors.body}
          rows={3}
          maxLength={MAX_REQUEST_NOTE}
          draft={refused?.draft ?? ''}
          className="text-sm"
        />
        <div>
          <button type="submit" disabled={busy} className={quiet}>
            {CONVERSATION.addNote}
          </button>
        </div>
      </Form>
    </section>
  );
}
