import { redirectWithToast } from '~/web/flash.server';
import { errorMessage } from '~/lib/toast';
import type { DashboardActionInput } from './action-input.server';
import { dashboardPath, type DashboardTab } from '~/lib/paths';

/** The tab's list as the form's page showed it: the posted URL's query (filters, cursor), with the tab set. */
export function listPathFrom(requestUrl: URL, tab: DashboardTab): string {
  const query = new URLSearchParams(requestUrl.searchParams);
  query.delete('index');
  return dashboardPath(tab, query);
}

export type SuccessToast = { title: string; description: string };

/**
 * A button on a list's row (Confirm Payment, Close…): runs it and answers with a redirect back to
 * the list it came from and a toast, `success`, or `failedTitle` with the refusal `run` returned or
 * the error it threw.
 */
export async function answerRowAction(
  { signedIn: { headers }, url }: DashboardActionInput,
  tab: DashboardTab,
  failedTitle: string,
  success: SuccessToast,
  run: () => Promise<string | null>,
) {
  const back = listPathFrom(url, tab);
  const fail = (description: string) => redirectWithToast(back, { type: 'error', title: failedTitle, description }, { headers });
  try {
    const refusal = await run();
    if (refusal) return fail(refusal);
  } catch (error) {
    console.error(`${failedTitle}:`, error);
    return fail(errorMessage(error));
  }
  return redirectWithToast(back, { type: 'success', ...success }, { headers });
}
