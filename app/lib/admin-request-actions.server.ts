import { ADMIN_TOASTS, MAX_REQUEST_NOTE } from '~/content/admin';
import { DASHBOARD_PATH } from './auth.server';
import type { DashboardActionInput } from './dashboard/action-input.server';
import { redirectWithToast } from './flash.server';
import { formText } from './form-data.server';
import {
  closeRequest,
  reopenRequest,
  REQUEST_TABLES,
  saveRequestNote,
  type RequestList,
  type TicketOutcome,
} from './request-tickets.server';
import { errorMessage } from './toast';

// The Requests tab's forms: Close, Reopen and Save note. Each answers with a redirect back to the
// filtered list it came from, and a toast.

/** The Requests tab as the form's page showed it: the posted URL's query, with tab=requests. */
export function requestsListPath(requestUrl: URL): string {
  const query = new URLSearchParams(requestUrl.searchParams);
  query.set('tab', 'requests');
  query.delete('index');
  return `${DASHBOARD_PATH}?${query.toString()}`;
}

function target(form: FormData): { list: RequestList; id: number } | null {
  const list = formText(form, 'list');
  const raw = formText(form, 'requestId').trim();
  if (!Object.hasOwn(REQUEST_TABLES, list) || !/^\d{1,15}$/.test(raw) || Number(raw) < 1) return null;
  return { list: list as RequestList, id: Number(raw) };
}

// eslint-disable-next-line no-control-regex -- control characters (but the line feed) are what it removes
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** The note as it is kept: control characters (but line breaks) removed, trimmed; null when too long. */
export function cleanNote(raw: string): string | null {
  const note = raw.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_NEWLINE, '').trim();
  return note.length > MAX_REQUEST_NOTE ? null : note;
}

type Toast = { title: string; description: string };

async function requestAction(
  { form, signedIn: { headers }, url }: DashboardActionInput,
  failedTitle: string,
  success: Toast,
  run: (list: RequestList, id: number) => Promise<TicketOutcome | string>,
) {
  const back = requestsListPath(url);
  const fail = (description: string) => redirectWithToast(back, { type: 'error', title: failedTitle, description }, { headers });
  const which = target(form);
  if (!which) return fail('The request was not found.');
  try {
    const outcome = await run(which.list, which.id);
    if (outcome === 'not-found') return fail(`Request #${which.id} was not found.`);
    if (outcome !== 'changed' && outcome !== 'unchanged') return fail(outcome);
  } catch (error) {
    console.error(`${failedTitle}:`, error);
    return fail(errorMessage(error));
  }
  return redirectWithToast(back, { type: 'success', ...success }, { headers });
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
