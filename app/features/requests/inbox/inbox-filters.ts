import { cleanSearch } from '~/lib/text-safety';
import { REQUEST_STATUSES, type RequestStatus } from '../status';

// The inbox's filters and cursor, read from the URL (?status=&q=&after=|before=): plain GET
// parameters, so the inbox works without JavaScript, survives a reload and can be bookmarked. Shared
// with the browser (the filter form): nothing here touches the database.

export const INBOX_PAGE_SIZE = 25;
export const MAX_INBOX_QUERY = 100;

/** Open first (longest waiting first), then waiting on the customer, then closed (latest first). */
export const INBOX_SEGMENTS = REQUEST_STATUSES;
export type InboxFilter = RequestStatus | 'all';

/** Which way a segment is listed: open and waiting requests longest-waiting first, closed ones latest first. */
export function segmentOrder(status: RequestStatus): 'asc' | 'desc' {
  return status === 'closed' ? 'desc' : 'asc';
}

export interface InboxCursor {
  status: RequestStatus;
  since: string;
  reference: string;
}

export type InboxPageRequest = { after: InboxCursor } | { before: InboxCursor } | Record<string, never>;

export interface InboxFilters {
  status: InboxFilter;
  q: string;
}

const CURSOR = /^(open|waiting|closed)~(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~(REQ-[0-9A-Z]{4}-[0-9A-Z]{4})$/;

export function formatInboxCursor(row: { status: RequestStatus; since: string; reference: string }): string {
  return `${row.status}~${row.since}~${row.reference}`;
}

export function parseInboxCursor(value: string | null | undefined): InboxCursor | null {
  const match = CURSOR.exec(value ?? '');
  return match ? { status: match[1] as RequestStatus, since: match[2]!, reference: match[3]! } : null;
}

/**
 * The inbox the URL asks for: the filter it names, else Open, or All for a search (a reference
 * searched from an e-mail's link finds its request whatever its status).
 */
export function parseInboxFilters(search: URLSearchParams): InboxFilters {
  const raw = search.get('status') ?? '';
  const q = cleanSearch(search.get('q') ?? '', MAX_INBOX_QUERY);
  const named = raw === 'all' || (REQUEST_STATUSES as readonly string[]).includes(raw);
  return { status: named ? (raw as InboxFilter) : q ? 'all' : 'open', q };
}

export function inboxPageRequest(search: URLSearchParams): InboxPageRequest {
  const after = parseInboxCursor(search.get('after'));
  if (after) return { after };
  const before = parseInboxCursor(search.get('before'));
  return before ? { before } : {};
}

/** The filters as query parameters, for links that keep them (filter tabs, paging, CSV). */
export function inboxQuery(filters: InboxFilters, extra: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams({ status: filters.status });
  if (filters.q) query.set('q', filters.q);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return query;
}
