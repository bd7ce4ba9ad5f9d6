/**
 * The one place that knows an order's statuses: the keys the database stores, the labels people read
 * (the spec's 'Pending Confirmation'), and which changes are allowed. Everything else derives from here;
 * nothing compares display text.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled', 'refund-due', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending Confirmation',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  'refund-due': 'Refund Due',
  refunded: 'Refunded',
};

/**
 * A pending order is confirmed when the money arrives, or cancelled with a reason; a cancelled one
 * can be reopened (the transfer turned up after all). A confirmed one's refund is first recorded as
 * due (the license stops working, the buyer is told when to expect the money), and is refunded once
 * the administrator has sent the money back. A refund is final.
 */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['refund-due'],
  cancelled: ['pending'],
  'refund-due': ['refunded'],
  refunded: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses an order may move to `to` from (for the guarded UPDATE). */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canChangeStatus(from, to));
}

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status];
}

/** Whether the order's refund is recorded: due, or sent (its license no longer works either way). */
export function isRefundRecorded(status: OrderStatus): boolean {
  return status === 'refund-due' || status === 'refunded';
}

/** The longest reason a cancellation may give (it goes into an e-mail and onto the order page). */
export const MAX_CANCEL_REASON = 300;
