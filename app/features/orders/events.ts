/**
 * What an order's timeline records besides its own dates (placed, confirmed, cancelled, refunded are
 * columns of the order): who did it, and its particulars. Written in the event's transaction.
 */
export const ORDER_EVENT_KINDS = {
  confirmed: 'Payment confirmed',
  cancelled: 'Cancelled',
  'refund-due': 'Refund recorded',
  refunded: 'Refunded',
  reopened: 'Reopened',
  'email-corrected': 'E-mail address corrected',
  'buyer-details-updated': 'Invoice details added',
  'invoice-issued': 'Invoice issued',
  'credit-note-issued': 'Credit note issued',
  'device-activated': 'Device activated',
  'device-deactivated': 'Device deactivated',
  'license-revoked': 'License revoked',
  'license-renewed': 'License renewed',
  'renewal-taken-back': 'Renewal refunded: its period taken back',
  'refund-account-given': 'Account for the refund given',
} as const;

export type OrderEventKind = keyof typeof ORDER_EVENT_KINDS;

/** The actor of what the buyer did on their order page. */
export const BUYER_ACTOR = 'buyer';

export function isOrderEventKind(value: unknown): value is OrderEventKind {
  return typeof value === 'string' && Object.hasOwn(ORDER_EVENT_KINDS, value);
}
