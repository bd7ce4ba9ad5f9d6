import type { AchOrder, Executor } from '~/lib/db/schema';
import type { OutboxStatus } from '~/features/outbox/status';
import { isOrderEventKind, type OrderEventKind } from './events';
import { listOrderEvents } from './events.server';

// An order's history for the administrator, oldest first: when it was placed, what happened to it
// and who did it (order_events), and every e-mail about it with whether it was delivered (the outbox).
// Keys and raw particulars only: the page words them.

export type TimelineEntry =
  | { kind: 'placed'; at: string }
  | { kind: 'event'; at: string; event: OrderEventKind; actor: string; details: Record<string, unknown> }
  | {
      kind: 'email';
      at: string;
      mailKind: string;
      recipient: string;
      subject: string;
      status: OutboxStatus;
      sentAt: string | null;
      lastError: string | null;
    };

// The order's own dates stand in for events an order changed before events were recorded.
const DATE_COLUMNS = { confirmed: 'confirmed_at', cancelled: 'cancelled_at', refunded: 'refunded_at' } as const;

function parseDetails(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The order's timeline, oldest first; entries at the same moment keep the order they happened in. */
export async function orderTimeline(executor: Executor, order: AchOrder): Promise<TimelineEntry[]> {
  const [events, mails] = await Promise.all([
    listOrderEvents(executor, order.id),
    executor
      .selectFrom('outbox')
      .select(['id', 'kind', 'recipient', 'subject', 'status', 'created_at', 'sent_at', 'last_error'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
  ]);
  const entries: TimelineEntry[] = [{ kind: 'placed', at: order.created_at }];
  for (const event of events) {
    if (!isOrderEventKind(event.kind)) continue;
    entries.push({ kind: 'event', at: event.created_at, event: event.kind, actor: event.actor, details: parseDetails(event.details) });
  }
  for (const [event, column] of Object.entries(DATE_COLUMNS) as [
    keyof typeof DATE_COLUMNS,
    (typeof DATE_COLUMNS)[keyof typeof DATE_COLUMNS],
  ][]) {
    const at = order[column];
    if (at && !events.some((recorded) => recorded.kind === event)) entries.push({ kind: 'event', at, event, actor: '', details: {} });
  }
  for (const mail of mails) {
    entries.push({
      kind: 'email',
      at: mail.created_at,
      mailKind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      status: mail.status,
      sentAt: mail.sent_at,
      lastError: mail.last_error,
    });
  }
  return chronological(entries);
}

// The events that cause each buyer e-mail: an e-mail is written in its event's transaction, a moment
// before the events' own rows (PostgreSQL even dates it at the transaction's start), yet reads after them.
const CAUSED_BY: Readonly<Partial<Record<string, readonly OrderEventKind[]>>> = {
  'order-confirmed': ['confirmed', 'invoice-issued'],
  'order-cancelled': ['cancelled'],
  'order-refund-due': ['refund-due'],
  'order-refunded': ['refunded', 'credit-note-issued'],
  'order-reopened': ['reopened'],
  'address-corrected': ['email-corrected'],
  // The order e-mail sent again to a corrected address.
  'order-received': ['email-corrected'],
};
const SAME_TRANSACTION_MS = 5_000;

function chronological(entries: TimelineEntry[]): TimelineEntry[] {
  const time = (entry: TimelineEntry) => new Date(entry.at).getTime() || 0;
  const sortTime = (entry: TimelineEntry): number => {
    if (entry.kind !== 'email') return time(entry);
    const causes = CAUSED_BY[entry.mailKind] ?? [];
    const near = entries
      .filter(
        (other) => other.kind === 'event' && causes.includes(other.event) && Math.abs(time(other) - time(entry)) < SAME_TRANSACTION_MS,
      )
      .map(time);
    return Math.max(time(entry), ...near);
  };
  // A stable sort: at the same moment, the placing first, then events, then the e-mails they caused.
  return entries
    .map((entry, index) => ({ entry, index, at: sortTime(entry) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ entry }) => entry);
}
