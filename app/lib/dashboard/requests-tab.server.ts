import { ADMIN_TOASTS } from '~/content/admin';
import { parsePageNumber } from '../pagination';
import { listHelpRequests, listSupportRequests } from '../requests.server';
import type { ToastMessage } from '../toast';
import { withCreatedLabel } from './created-label';
import { readOrToast } from './read-or-toast.server';

/** The Requests tab: the spec's two lists, each paged on its own, read side by side. */
export async function loadRequestsTab(search: URLSearchParams, toasts: ToastMessage[]) {
  const [support, help] = await Promise.all([
    readOrToast(
      async () => withCreatedLabel(await listSupportRequests(parsePageNumber(search.get('supportPage')))),
      ADMIN_TOASTS.fetchSupportFailed,
      toasts,
    ),
    readOrToast(
      async () => withCreatedLabel(await listHelpRequests(parsePageNumber(search.get('helpPage')))),
      ADMIN_TOASTS.fetchHelpFailed,
      toasts,
    ),
  ]);
  return { support, help };
}
