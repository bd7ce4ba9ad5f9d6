import { ADMIN_TOASTS, OUTCOME_TOASTS } from '~/content/admin';
import {
  closeRequest,
  reopenRequest,
  REQUEST_TABLES,
  saveRequestNote,
  type RequestList,
  type StatusOutcome,
} from '~/features/requests/tickets.server';
import { formText } from '~/lib/forms/form-data';
import type { ToastInput } from '~/web/flash.server';
import type { DashboardActionInput } from './action-input.server';
import { answerRowAction } from './row-action.server';

// The Requests tab's forms: Close, Reopen and Save note. Each answers with a redirect back to the
// filtered list it came from, and the toast of its outcome.

function target(form: FormData): { list: RequestList; id: number } | null {
  const list = formText(form, 'list');
  const raw = formText(form, 'requestId').trim();
  if (!Object.hasOwn(REQUEST_TABLES, list) || !/^\d{1,15}$/.test(raw) || Number(raw) < 1) return null;
  return { list: list as RequestList, id: Number(raw) };
}

function requestAction(input: DashboardActionInput, failedTitle: string, run: (list: RequestList, id: number) => Promise<ToastInput>) {
  const which = target(input.form);
  // Back to the same row (requests-lists.tsx's requestRowId).
  const rowId = which ? `${which.list}-request-${which.id}` : null;
  return answerRowAction(
    input,
    'requests',
    failedTitle,
    async () => (which ? run(which.list, which.id) : OUTCOME_TOASTS.requestNotFound(failedTitle)),
    rowId,
  );
}

function statusToast(outcome: StatusOutcome, failedTitle: string, done: { title: string; description: string }): ToastInput {
  switch (outcome.kind) {
    case 'changed':
      return { type: 'success', ...done };
    case 'already':
      return outcome.status === 'closed' ? OUTCOME_TOASTS.alreadyClosed(outcome.reference) : OUTCOME_TOASTS.alreadyOpen(outcome.reference);
    case 'not-found':
      return OUTCOME_TOASTS.requestNotFound(failedTitle);
  }
}

export const REQUEST_ACTIONS = {
  'close-request': (input: DashboardActionInput) =>
    requestAction(input, ADMIN_TOASTS.closeRequestFailed, async (list, id) =>
      statusToast(await closeRequest(list, id, input.by), ADMIN_TOASTS.closeRequestFailed, ADMIN_TOASTS.closeRequestSuccess),
    ),
  'reopen-request': (input: DashboardActionInput) =>
    requestAction(input, ADMIN_TOASTS.reopenRequestFailed, async (list, id) =>
      statusToast(await reopenRequest(list, id, input.by), ADMIN_TOASTS.reopenRequestFailed, ADMIN_TOASTS.reopenRequestSuccess),
    ),
  'save-request-note': (input: DashboardActionInput) =>
    requestAction(input, ADMIN_TOASTS.noteFailed, async (list, id): Promise<ToastInput> => {
      const outcome = await saveRequestNote(list, id, formText(input.form, 'note'), input.by);
      switch (outcome.kind) {
        case 'saved':
          return { type: 'success', ...ADMIN_TOASTS.noteSuccess };
        case 'unchanged':
          return OUTCOME_TOASTS.noteUnchanged(outcome.reference);
        case 'too-long':
          return OUTCOME_TOASTS.noteTooLong(outcome.max);
        case 'not-found':
          return OUTCOME_TOASTS.requestNotFound(ADMIN_TOASTS.noteFailed);
      }
    }),
} as const;
