import { listOutbox } from '~/features/outbox/list.server';
import { isUnsent, UNSENT_STATUSES } from '~/features/outbox/send-again.server';
import { isOutboxStatus, type OutboxStatus } from '~/features/outbox/status';
import { formatCreatedAt } from '~/lib/created-label';
import { keysetRequest, type KeysetPage } from '~/lib/keyset';
import { dayStart } from './overview-days';

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
  /** It was never delivered (failed, or not sent over a cap): Send again puts it back in the queue. */
  canSendAgain: boolean;
}

/** The E-mail screen's filter: one status, or every message that wasn't sent ('unsent'); and the first day (UTC) listed. */
export interface EmailFilter {
  status: OutboxStatus | 'unsent' | null;
  /** 'YYYY-MM-DD', or null for every day. */
  from: string | null;
}

function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00.000Z`));
}

/** The filter the E-mail screen's URL names (?status=, ?from=); anything else is no filter. */
export function emailFilter(search: URLSearchParams): EmailFilter {
  const status = search.get('status');
  const from = search.get('from');
  return { status: status === 'unsent' || isOutboxStatus(status) ? status : null, from: isDay(from) ? from : null };
}

/** One page of the outbox, as the filter selects it. */
export async function readEmailPage(filter: EmailFilter, search: URLSearchParams): Promise<KeysetPage<EmailRow>> {
  const statuses = filter.status === 'unsent' ? UNSENT_STATUSES : filter.status ? [filter.status] : null;
  const page = await listOutbox({ statuses, since: filter.from ? dayStart(filter.from) : null }, keysetRequest(search));
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
      canSendAgain: isUnsent(message.status),
    })),
  };
}

/** The E-mail screen: its filter, and its page (null when it could not be read). */
export interface EmailScreen {
  filter: EmailFilter;
  page: KeysetPage<EmailRow> | null;
}
