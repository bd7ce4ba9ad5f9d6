/**
 * The one place that knows an order's statuses: the keys the database stores, the labels people read
 * (the spec's 'Pending Confirmation'), and which changes are allowed. Everything else derives from here;
 * nothing compares display text.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending Confirmation',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/**
 * A pending order is confirmed when the money arrives, or cancelled with a reason; a cancelled one
 * can be reopened (the transfer turned up after all); a confirmed one can be refunded. A refund is final.
 */
const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['refunded'],
  cancelled: ['pending'],
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

/** The longest reason a cancellation may give (it goes into an e-mail and onto the order page). */
export const MAX_CANCEL_REASON = 300;
