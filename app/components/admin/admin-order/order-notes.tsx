import { Form, useNavigation } from 'react-router';
import { TextAreaField } from '~/components/field';
import { ADMIN_ORDER } from '~/content/admin-orders';
import type { AdminOrderView } from '~/features/dashboard/admin-order.server';
import { MAX_ORDER_NOTE } from '~/features/orders/note-limits';
import type { ToastMessage } from '~/lib/toast';
import { FormStatus } from '../../toast-status';

/** Add Note sent back refused: what to say, the message beside the box, and the note as typed. */
export interface OrderNoteFormState {
  intent: 'add-note';
  toast: ToastMessage;
  errors: { note?: string };
  values: { note: string };
}

/** The order's internal notes, newest first, and Add Note (a plain POST). */
export function OrderNotes({ orderId, notes, state }: { orderId: number; notes: AdminOrderView['notes']; state?: OrderNoteFormState }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'add-note';
  return (
    <div className="grid gap-4">
      <FormStatus form="add-note" failure={state?.toast} />
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="add-note" />
        <input type="hidden" name="orderId" value={orderId} />
        <TextAreaField
          id="order-note"
          name="note"
          label={ADMIN_ORDER.noteLabel}
          hint={ADMIN_ORDER.noteHint}
          rows={3}
          required
          maxLength={MAX_ORDER_NOTE}
          error={state?.errors.note}
          defaultValue={state?.values.note ?? ''}
          // A new form each time a note is added, so it starts empty again; a refused one keeps its text.
          key={state ? state.toast.id : (notes[0]?.id ?? 0)}
        />
        <div>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60"
          >
            {busy ? 'Adding...' : ADMIN_ORDER.addNote}
          </button>
        </div>
      </Form>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{ADMIN_ORDER.noNotes}</p>
      ) : (
        <ul className="grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
              <p className="break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
              <p className="mt-1 text-xs break-words text-slate-600">
                {note.author} · <time dateTime={note.createdAt}>{note.createdLabel}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
