import { listOutbox } from '~/features/outbox/list.server';
import { isOutboxStatus, type OutboxStatus } from '~/features/outbox/status';
import { withCreatedLabels } from './created-label';
import { keysetRequest } from './keyset';

/** The status the E-mail tab's URL names (?status=), or null for all messages. */
export function emailStatusFilter(search: URLSearchParams): OutboxStatus | null {
  const wanted = search.get('status');
  return isOutboxStatus(wanted) ? wanted : null;
}

/** One page of the outbox, all messages or those of one status. */
export async function readEmailPage(status: OutboxStatus | null, search: URLSearchParams) {
  return withCreatedLabels(await listOutbox(status, keysetRequest(search)));
}

/** The E-mail tab: its filter, and its page (null when it could not be read). */
export interface EmailTab {
  status: OutboxStatus | null;
  page: Awaited<ReturnType<typeof readEmailPage>> | null;
}
