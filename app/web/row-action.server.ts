import { redirectWithToast, type ToastInput } from '~/web/flash.server';
import { errorMessage } from '~/lib/toast';
import type { DashboardActionInput } from './admin-action.server';
import { dashboardPath, type DashboardTab } from '~/lib/paths';

/** The tab's list as the form's page showed it: the posted URL's query (filters, cursor), with the tab set. */
export function listPathFrom(requestUrl: URL, tab: DashboardTab): string {
  const query = new URLSearchParams(requestUrl.searchParams);
  query.delete('index');
  return dashboardPath(tab, query);
}

/**
 * A button on a list's row (Confirm Payment, Close…): runs it and answers with a redirect back to
 * the list it came from, scrolled to the row (`rowId`, the row element's id), and the toast its
 * outcome maps to, or `failedTitle` with the error it threw.
 */
export async function answerRowAction(
  { signedIn: { headers }, url }: DashboardActionInput,
  tab: DashboardTab,
  failedTitle: string,
  run: () => Promise<ToastInput>,
  rowId: string | null = null,
) {
  const back = `${listPathFrom(url, tab)}${rowId ? `#${rowId}` : ''}`;
  let toast: ToastInput;
  try {
    toast = await run();
  } catch (error) {
    console.error(`${failedTitle}:`, error);
    toast = { type: 'error', title: failedTitle, description: errorMessage(error) };
  }
  return redirectWithToast(back, toast, { headers });
}
