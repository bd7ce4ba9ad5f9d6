import { ADMIN_TOASTS } from '~/content/admin';
import type { HelpRequest, SupportRequest } from '~/lib/db/db.server';
import type { ToastMessage } from '~/lib/toast';
import { withCreatedLabels } from './created-label';
import { readFilteredList } from './filtered-list.server';
import { REQUEST_FILTER_STATUSES } from './list-filters';
import { readOrToast } from '~/routes/admin-dashboard/read-or-toast.server';

type RequestStatusFilter = (typeof REQUEST_FILTER_STATUSES)[number];

/**
 * The Requests tab: the spec's two lists, under one filter form (?q=&status=&from=&to= apply to both),
 * each paged on its own (?supportBefore=, ?helpAfter=…), read side by side.
 */
export async function loadRequestsTab(search: URLSearchParams, toasts: ToastMessage[]) {
  const [support, help] = await Promise.all([
    readOrToast(
      async () =>
        withCreatedLabels(
          await readFilteredList<SupportRequest, RequestStatusFilter>('support_requests', search, REQUEST_FILTER_STATUSES, 'support'),
        ),
      ADMIN_TOASTS.fetchSupportFailed,
      toasts,
    ),
    readOrToast(
      async () =>
        withCreatedLabels(
          await readFilteredList<HelpRequest, RequestStatusFilter>('help_requests', search, REQUEST_FILTER_STATUSES, 'help'),
        ),
      ADMIN_TOASTS.fetchHelpFailed,
      toasts,
    ),
  ]);
  return { support, help };
}
