import { listOutbox } from '~/features/outbox/list.server';
import { isOutboxStatus, type OutboxStatus } from '~/features/outbox/status';
import { formatCreatedAt } from '~/lib/created-label';
import { keysetRequest, type KeysetPage } from '~/lib/keyset';

/** A message as the E-mail screen lists it (never its body). */
export interface EmailRow {
  id: number;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  createdLabel: string;
  /** When its tokens and license keys were blanked (30 days after it was sent). */
  redactedAt: string | null;
}

/** The status the E-mail screen's URL names (?status=), or null for all messages. */
export function emailStatusFilter(search: URLSearchParams): OutboxStatus | null {
  const wanted = search.get('status');
  return isOutboxStatus(wanted) ? wanted : null;
}

/** One page of the outbox, all messages or those of one status. */
export async function readEmailPage(status: OutboxStatus | null, search: URLSearchParams): Promise<KeysetPage<EmailRow>> {
  const page = await listOutbox(status, keysetRequest(search));
  return {
    ...page,
    items: page.items.map((message) => ({
      id: message.id,
      recipient: message.recipient,
      subject: message.subject,
      status: message.status,
      attempts: message.attempts,
      lastError: message.last_error,
      createdAt: message.created_at,
      createdLabel: formatCreatedAt(message.created_at),
      redactedAt: message.redacted_at,
    })),
  };
}

/** The E-mail screen: its filter, and its page (null when it could not be read). */
export interface EmailTab {
  status: OutboxStatus | null;
  page: KeysetPage<EmailRow> | null;
}
