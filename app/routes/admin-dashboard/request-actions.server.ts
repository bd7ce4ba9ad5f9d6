import { cleanMultiLine } from '~/lib/text-safety';
import { ADMIN_TOASTS, MAX_REQUEST_NOTE } from '~/content/admin';
import type { DashboardActionInput } from './action-input.server';
import { answerRowAction, type SuccessToast } from './row-action.server';
import { formText } from '~/lib/forms/form-data';
import {
  closeRequest,
  reopenRequest,
  REQUEST_TABLES,
  saveRequestNote,
  type RequestList,
  type TicketOutcome,
} from '~/features/requests/tickets.server';

// The Requests tab's forms: Close, Reopen and Save note. Each answers with a redirect back to the
// filtered list it came from, and a toast.

function target(form: FormData): { list: RequestList; id: number } | null {
  const list = formText(form, 'list');
  const raw = formText(form, 'requestId').trim();
  if (!Object.hasOwn(REQUEST_TABLES, list) || !/^\d{1,15}$/.test(raw) || Number(raw) < 1) return null;
  return { list: list as RequestList, id: Number(raw) };
}

/** The note as it is kept: control characters (but line breaks) removed, trimmed; null when too long. */
export function cleanNote(raw: string): string | null {
  const note = cleanMultiLine(raw);
  return note.length > MAX_REQUEST_NOTE ? null : note;
}

function requestAction(
  input: DashboardActionInput,
  failedTitle: string,
  success: SuccessToast,
  run: (list: RequestList, id: number) => Promise<TicketOutcome | string>,
) {
  return answerRowAction(input, 'requests', failedTitle, success, async () => {
    const which = target(input.form);
    if (!which) return 'The request was not found.';
    const outcome = await run(which.list, which.id);
    if (outcome === 'not-found') return `Request #${which.id} was not found.`;
    return outcome === 'changed' || outcome === 'unchanged' ? null : outcome;
  });
}

export const REQUEST_ACTIONS = {
  'close-request': (input: DashboardActionInput) =>
    requestAction(input, ADMIN_TOASTS.closeRequestFailed, ADMIN_TOASTS.closeRequestSuccess, (list, id) => closeRequest(list, id, input.by)),
  'reopen-request': (input: DashboardActionInput) =>
    requestAction(input, ADMIN_TOASTS.reopenRequestFailed, ADMIN_TOASTS.reopenRequestSuccess, (list, id) =>
      reopenRequest(list, id, input.by),
    ),
  'save-request-note': (input: DashboardActionInput) =>
    requestAction(input, ADMIN_TOASTS.noteFailed, ADMIN_TOASTS.noteSuccess, async (list, id) => {
      const note = cleanNote(formText(input.form, 'note'));
      if (note === null) return `Please keep the note under ${MAX_REQUEST_NOTE} characters.`;
      return saveRequestNote(list, id, note, input.by);
    }),
} as const;
