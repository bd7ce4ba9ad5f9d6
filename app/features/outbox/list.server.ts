import { readPage } from '~/lib/db/keyset-query.server';
import type { KeysetPage, KeysetRequest } from '~/lib/keyset';
import { db } from '~/lib/db/db.server';
import type { OutboxStatus } from './status';

export interface OutboxListItem {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** When its tokens and license keys were blanked (30 days after it was sent). */
  redacted_at: string | null;
}

/** Which messages a page lists: of these statuses (null: any), written from this moment on (null: any time). */
export interface OutboxSelection {
  statuses: readonly OutboxStatus[] | null;
  since: string | null;
}

export const EMAIL_PAGE_SIZE = 50;

/**
 * The dashboard's E-mail tab: messages newest first (without their bodies), all or those of some
 * statuses and from some moment on, a page at a time from the URL's cursor (outbox_created_at /
 * outbox_status_created_at).
 */
export async function listOutbox(
  selection: OutboxSelection,
  request: KeysetRequest,
  size = EMAIL_PAGE_SIZE,
): Promise<KeysetPage<OutboxListItem>> {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at', 'redacted_at']);
  if (selection.statuses) query = query.where('status', 'in', selection.statuses);
  if (selection.since) query = query.where('created_at', '>=', selection.since);
  return readPage(query, request, size);
}
