import { getBusinessHours } from '~/features/settings/settings.server';
import { db } from '~/lib/db/db.server';
import { adminRequestPath } from '~/lib/paths';
import { formatCreatedAt } from '~/lib/created-label';
import { isPastReplyTime } from '../reply-time';
import { REQUEST_KIND_LABELS } from '../kind';
import { REQUEST_STATUS_LABELS, type RequestStatus } from '../status';
import { countInbox, readInboxSegment, readThreadGlances, type RequestRecord, type ThreadGlance } from '../store.server';
import { ageLabel } from './age-label';
import {
  formatInboxCursor,
  INBOX_PAGE_SIZE,
  INBOX_SEGMENTS,
  inboxPageRequest,
  parseInboxFilters,
  segmentOrder,
  type InboxCursor,
  type InboxFilters,
} from './inbox-filters';
import { inboxSearch, type InboxSearch } from './inbox-search.server';

/** One request as the inbox lists it. */
export interface InboxRow {
  reference: string;
  href: string;
  kindLabel: string;
  name: string;
  email: string;
  subject: string;
  /** The first line of the latest message (the customer's or our reply; the original before any). */
  preview: string;
  /** Who wrote that message: the customer, or the administrator ('You'). */
  lastBy: 'customer' | 'you';
  /** The customer spoke last and the administrator has not opened it since (never, or before they wrote); never when closed. */
  isNew: boolean;
  status: RequestStatus;
  statusLabel: string;
  /** 'waiting 3 h' since the customer's latest message (open), 'replied 2 d ago' (waiting on the customer), 'closed 5 d ago'. */
  waitLabel: string;
  /** Open and past the reply-time promise the site makes. */
  overdue: boolean;
  receivedLabel: string;
}

export interface InboxPage {
  filters: InboxFilters;
  rows: InboxRow[];
  /** The cursors of the Next and Previous links, or null at either end. */
  next: string | null;
  previous: string | null;
  /** Requests per status under an exact search (or none); null for a text search. */
  counts: Record<RequestStatus, number> | null;
}

const PREVIEW = 140;

function waitLabel(row: RequestRecord, customerAt: string, now: Date): string {
  if (row.status === 'open') return `waiting ${ageLabel(customerAt, now)}`;
  const age = ageLabel(row.statusSince, now);
  return row.status === 'waiting' ? `replied ${age} ago` : `closed ${age} ago`;
}

/** The first line that says something, shortened to the preview's length. */
function firstLine(text: string): string {
  const line = (text.split('\n').find((candidate) => candidate.trim() !== '') ?? '').replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW ? `${line.slice(0, PREVIEW - 1)}…` : line;
}

function toRow(row: RequestRecord, glance: ThreadGlance, now: Date, timeZone: string): InboxRow {
  // The customer spoke last until a reply; their latest words are the thread's, or the original's.
  const customerAt = glance.customerAt ?? row.createdAt;
  const lastBy = glance.latest?.kind === 'reply' ? 'you' : 'customer';
  return {
    reference: row.reference,
    href: adminRequestPath(row.reference),
    kindLabel: REQUEST_KIND_LABELS[row.kind],
    name: row.name,
    email: row.email,
    // A support request by its product; the others by their subject as stored ('Contact Form Submission' for a contact message).
    subject: row.product ?? row.subject,
    preview: firstLine(glance.latest?.text ?? row.text),
    lastBy,
    isNew: row.status !== 'closed' && lastBy === 'customer' && (row.openedAt === null || Date.parse(customerAt) > Date.parse(row.openedAt)),
    status: row.status,
    statusLabel: REQUEST_STATUS_LABELS[row.status],
    waitLabel: waitLabel(row, customerAt, now),
    overdue: row.status === 'open' && isPastReplyTime(row.statusSince, now, timeZone),
    receivedLabel: formatCreatedAt(row.createdAt),
  };
}

/** Reads rows across the filter's segments from `cursor` on (forward) or back from it, up to `limit`, nearest first. */
async function walk(segments: readonly RequestStatus[], cursor: InboxCursor | null, forward: boolean, limit: number, search: InboxSearch) {
  const start = cursor ? segments.indexOf(cursor.status) : forward ? 0 : segments.length - 1;
  const found: RequestRecord[] = [];
  for (let i = start; i >= 0 && i < segments.length && found.length < limit; i += forward ? 1 : -1) {
    const status = segments[i]!;
    const natural = segmentOrder(status);
    const order = forward ? natural : natural === 'asc' ? 'desc' : 'asc';
    found.push(...(await readInboxSegment(db, status, i === start ? cursor : null, order, limit - found.length, search)));
  }
  return found;
}

const cursorOf = (row: RequestRecord | undefined) =>
  row ? formatInboxCursor({ status: row.status, since: row.statusSince, reference: row.reference }) : null;

/** The inbox page the URL asks for, as of `now`. */
export async function readInbox(search: URLSearchParams, now = new Date(), size = INBOX_PAGE_SIZE): Promise<InboxPage> {
  const filters = parseInboxFilters(search);
  const segments = filters.status === 'all' ? INBOX_SEGMENTS : [filters.status];
  let request = inboxPageRequest(search);
  // A cursor of another filter's status (an old bookmark) starts at the first page.
  const asked = 'after' in request ? request.after : 'before' in request ? request.before : null;
  if (asked && !segments.includes(asked.status)) request = {};
  const matching = inboxSearch(filters.q);
  const page = async () => {
    if ('before' in request) {
      const found = await walk(segments, request.before, false, size + 1, matching);
      const items = found.slice(0, size).reverse();
      return { items, previous: found.length > size ? cursorOf(items[0]) : null, next: cursorOf(items.at(-1)) };
    }
    const cursor = 'after' in request ? request.after : null;
    const found = await walk(segments, cursor, true, size + 1, matching);
    const items = found.slice(0, size);
    return { items, next: found.length > size ? cursorOf(items.at(-1)) : null, previous: cursor ? cursorOf(items[0]) : null };
  };
  // Read together; a failure of either fails the page, and neither is left running unwatched.
  const [{ items, next, previous }, counts, hours] = await Promise.all([page(), countInbox(db, matching), getBusinessHours()]);
  const glances = await readThreadGlances(
    db,
    items.map((row) => row.reference),
  );
  const rows = items.map((row) => toRow(row, glances.get(row.reference) ?? { latest: null, customerAt: null }, now, hours.timeZone));
  return { filters, rows, next, previous, counts };
}
