/**
 * The orders CSV's columns before the books asked for invoice numbers and refund states, in their
 * order: a spreadsheet's formulas point at them, so they keep their place. The revocation column was
 * spelt licence_revoked_at then. Written out here, not read from the route, so a test can see them move.
 */
export const EARLIER_ORDER_CSV_COLUMNS = [
  'reference',
  'created_at',
  'name',
  'email',
  'plan',
  'amount',
  'status',
  'confirmed_at',
  'cancelled_at',
  'cancel_reason',
  'license_key',
  'license_expires_at',
  'refunded_at',
  'refund_amount',
  'refund_reason',
  'license_revoked_at',
];

/** The columns added after them for the books: document numbers, who was invoiced, where the refund stands. */
export const BOOKS_ORDER_CSV_COLUMNS = [
  'invoice_number',
  'credit_note_number',
  'company',
  'vat_id',
  'refund_state',
  'refund_sent_on',
  'refund_bank_reference',
];
