import { Form, useNavigation } from 'react-router';
import { MAX_REQUEST_NOTE } from '~/features/requests/status';

// A request's ticket controls: its Open/Closed badge, Close/Reopen, and the internal note. Plain POSTs
// to the dashboard's own URL (its filters kept): they work without JavaScript.

export type RequestListName = 'support' | 'help';

export function RequestStatusBadge({ status }: { status: 'open' | 'closed' }) {
  const open = status === 'open';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
        open ? 'bg-sky-100 text-sky-900 ring-sky-300' : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${open ? 'bg-sky-600' : 'bg-slate-500'}`} />
      {open ? 'Open' : 'Closed'}
    </span>
  );
}

function useBusy(intent: string, requestId: number, list: RequestListName) {
  const navigation = useNavigation();
  const form = navigation.formData;
  return (
    navigation.state !== 'idle' &&
    form?.get('intent') === intent &&
    form.get('requestId') === String(requestId) &&
    form.get('list') === list
  );
}

const quiet = 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50';
const button = 'rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap shadow-sm disabled:opacity-60';

export function TicketControls({
  list,
  row,
}: {
  list: RequestListName;
  row: { id: number; reference: string | null; status: 'open' | 'closed'; note: string | null };
}) {
  const intent = row.status === 'open' ? 'close-request' : 'reopen-request';
  const busy = useBusy(intent, row.id, list);
  const savingNote = useBusy('save-request-note', row.id, list);
  const field = `${list}-note-${row.id}`;
  const statusForm = `${list}-status-${row.id}`;
  const hidden = (
    <>
      <input type="hidden" name="list" value={list} />
      <input type="hidden" name="requestId" value={row.id} />
    </>
  );
  return (
    <div className="mt-3 grid gap-2 border-t border-slate-100 pt-3">
      <Form method="post" className="grid gap-1">
        {hidden}
        <input type="hidden" name="intent" value="save-request-note" />
        <label htmlFor={field} className="text-xs font-medium text-slate-600">
          Internal note<span className="sr-only"> on request {row.reference}</span>
        </label>
        <textarea
          id={field}
          name="note"
          rows={2}
          maxLength={MAX_REQUEST_NOTE}
          defaultValue={row.note ?? ''}
          aria-describedby={`${field}-hint`}
          className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
        />
        <p id={`${field}-hint`} className="text-xs text-slate-500">
          Only you can see this note; it is never sent to the visitor.
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={savingNote} className={`${button} ${quiet}`}>
            {savingNote ? 'Saving...' : 'Save note'}
            <span className="sr-only"> on request {row.reference}</span>
          </button>
          {/* Beside Save note, but submitting its own form (forms cannot nest). */}
          <button
            type="submit"
            form={statusForm}
            disabled={busy}
            className={`${button} ${row.status === 'open' ? 'bg-slate-800 text-white hover:bg-slate-900' : quiet}`}
          >
            {row.status === 'open' ? 'Close' : 'Reopen'}
            <span className="sr-only"> request {row.reference}</span>
          </button>
        </div>
      </Form>
      <Form method="post" id={statusForm} hidden>
        {hidden}
        <input type="hidden" name="intent" value={intent} />
      </Form>
    </div>
  );
}
