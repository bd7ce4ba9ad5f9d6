/**
 * A request's state, as a help desk works it: open (waiting for our reply), waiting on the customer
 * (we replied), closed. A reply sets waiting; a customer's message sets open again (a closed request
 * too, within REOPEN_DAYS of closing). The database stores the keys; people read the labels.
 */
export const REQUEST_STATUSES = ['open', 'waiting', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: 'Open',
  waiting: 'Waiting on customer',
  closed: 'Closed',
};

export function isRequestStatus(value: unknown): value is RequestStatus {
  return (REQUEST_STATUSES as readonly unknown[]).includes(value);
}

/** A customer writing to a request closed longer ago than this starts a new one, linked to it. */
export const REOPEN_DAYS = 90;

/** The longest internal note on a request, in characters. */
export const MAX_REQUEST_NOTE = 2000;

/**
 * The longest reply, in characters: a long e-mail, and in any script still under the 64 KB a form post
 * may carry once the browser has percent-encoded it.
 */
export const MAX_REPLY = 7000;
