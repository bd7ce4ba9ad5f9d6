import { REQUEST_STATUSES, type RequestStatus } from '~/features/requests/status';
import type { HelpRequest, SupportRequest } from '~/lib/db/schema';
import { withCreatedLabels } from './created-label';
import { readFilteredList } from './filtered-list.server';

/**
 * The Requests tab holds the spec's two lists, under one filter form (?q=&status=&from=&to= apply to
 * both), each paged on its own (?supportBefore=, ?helpAfter=…).
 */
export async function readSupportList(search: URLSearchParams) {
  return withCreatedLabels(await readFilteredList<SupportRequest, RequestStatus>('support_requests', search, REQUEST_STATUSES, 'support'));
}

export async function readHelpList(search: URLSearchParams) {
  return withCreatedLabels(await readFilteredList<HelpRequest, RequestStatus>('help_requests', search, REQUEST_STATUSES, 'help'));
}
