// The administrator's order handling: the admin order, the confirmations asked before a
// change, refunds, reopening, notes and bulk confirmation. The spec has no words for these, except the
// Confirm Payment button and its toasts (content/admin.ts); the rest is our own wording.
import { ADMIN_TOASTS } from './admin';
import { REFUND_SEND } from '~/features/catalogue/promises';

type Toast = { type: 'success' | 'error' | 'info'; title: string; description: string };

function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** Why one order of a bulk confirmation was left as it was. */
export type BulkSkip =
  | { reference: string; why: 'already-confirmed' | 'is-cancelled' | 'is-refunded' }
  | { id: number; why: 'failed'; error: string }
  | { id: number; why: 'not-found' };

const SKIP_WORDS = {
  'already-confirmed': 'already confirmed',
  'is-cancelled': 'cancelled',
  'is-refunded': 'has a refund',
} as const;

function skipText(skip: BulkSkip): string {
  if (skip.why === 'not-found') return `order #${skip.id} not found`;
  if (skip.why === 'failed') return `order #${skip.id} failed (${skip.error})`;
  return `${skip.reference} ${SKIP_WORDS[skip.why]}`;
}

export const ORDER_TOASTS = {
  confirmRefunded: (reference: string, status: string): Toast => ({
    type: 'error',
    title: ADMIN_TOASTS.confirmFailed,
    description: `Order ${reference} is ${status}, so it was not confirmed. Nothing changed.`,
  }),
  cancelRefunded: (reference: string, status: string): Toast => ({
    type: 'error',
    title: ADMIN_TOASTS.cancelFailed,
    description: `Order ${reference} is ${status}, so it was not cancelled. Nothing changed.`,
  }),
  refundFailed: 'Error refunding order',
  refundRecorded: (reference: string, amount: string, sendBy: string): Toast => ({
    type: 'success',
    title: 'Refund Recorded',
    description: `Order ${reference}: ${amount} to send back by ${sendBy}. The license is revoked and the buyer knows when to expect the money. Send it from your bank, then press Mark Refund Sent.`,
  }),
  refundSentFailed: 'Error marking the refund sent',
  refundSent: (reference: string, amount: string, creditNote: string | null): Toast => ({
    type: 'success',
    title: 'Refund Sent',
    description: `Order ${reference}: ${amount} marked sent and the buyer told.${creditNote ? ` Credit note ${creditNote} sent to the buyer.` : ''}`,
  }),
  refundNotDue: (reference: string, status: string): Toast => ({
    type: 'error',
    title: 'Error marking the refund sent',
    description: `Order ${reference} is ${status}: only a refund that is due can be marked sent. Nothing changed.`,
  }),
  refundAlreadySent: (reference: string): Toast => ({
    type: 'info',
    title: 'Already Sent',
    description: `The refund of order ${reference} was already marked sent. Nothing changed.`,
  }),
  invalidSentDate: (earliest: string, latest: string): Toast => ({
    type: 'error',
    title: 'Error marking the refund sent',
    description: `Please enter the day the money left your account, from ${earliest} to ${latest}.`,
  }),
  bankReferenceMissing: (): Toast => ({
    type: 'error',
    title: 'Error marking the refund sent',
    description: 'Please give your bank’s reference for the transfer: the buyer may need it to trace the money.',
  }),
  bankReferenceTooLong: (max: number): Toast => ({
    type: 'error',
    title: 'Error marking the refund sent',
    description: `Please keep the bank’s reference under ${max} characters.`,
  }),
  refundNotConfirmed: (reference: string, status: string): Toast => ({
    type: 'error',
    title: 'Error refunding order',
    description: `Order ${reference} is ${status}: only a confirmed order can be refunded. Nothing changed.`,
  }),
  alreadyRefunded: (reference: string): Toast => ({
    type: 'info',
    title: 'Already Refunded',
    description: `The refund of order ${reference} is already recorded. Nothing changed.`,
  }),
  invalidAmount: (max: string | null): Toast => ({
    type: 'error',
    title: 'Error refunding order',
    description: max ? `Please enter an amount from $0.01 to ${max}, the price paid.` : 'Please enter an amount in dollars above $0.00.',
  }),
  refundReasonMissing: (): Toast => ({
    type: 'error',
    title: 'Error refunding order',
    description: 'Please give the reason for the refund: the buyer reads it, and it is printed on the credit note.',
  }),
  refundReasonTooLong: (max: number): Toast => ({
    type: 'error',
    title: 'Error refunding order',
    description: `Please keep the reason under ${max} characters.`,
  }),
  reopenFailed: 'Error reopening order',
  reopened: (reference: string): Toast => ({
    type: 'success',
    title: 'Order Reopened',
    description: `Order ${reference} is Pending Confirmation again. The buyer has been told.`,
  }),
  alreadyPending: (reference: string): Toast => ({
    type: 'info',
    title: 'Already Open',
    description: `Order ${reference} is already Pending Confirmation. Nothing changed.`,
  }),
  reopenNotCancelled: (reference: string, status: string): Toast => ({
    type: 'error',
    title: 'Error reopening order',
    description: `Order ${reference} is ${status}: only a cancelled order can be reopened. Nothing changed.`,
  }),
  noteFailed: 'Error adding note',
  revealFailed: 'Reveal Failed',
  revealNothing: 'This order has no refund account to reveal: the refund was sent meanwhile, or the buyer has not given one.',
  noteAdded: (reference: string): Toast => ({
    type: 'success',
    title: 'Note Added',
    description: `The internal note has been added to order ${reference}.`,
  }),
  noteMissing: (): Toast => ({ type: 'error', title: 'Error adding note', description: 'Please write the note first.' }),
  noteTooLong: (max: number): Toast => ({
    type: 'error',
    title: 'Error adding note',
    description: `Please keep the note under ${max.toLocaleString('en-US')} characters.`,
  }),
  bulkUnasked: (): Toast => ({
    type: 'error',
    title: 'Nothing Confirmed',
    description:
      'The ticked orders changed since you were asked, or the question was not answered. Tick them again and press Confirm Selected.',
  }),
  noneSelected: (): Toast => ({
    type: 'error',
    title: 'No Orders Selected',
    description: 'Tick the pending orders whose payment arrived, then press Confirm Selected.',
  }),
  tooManySelected: (max: number): Toast => ({
    type: 'error',
    title: ADMIN_TOASTS.confirmFailed,
    description: `Please confirm at most ${max} orders at once.`,
  }),
  /** One toast for a bulk confirmation: how many were confirmed ("3 orders confirmed."), and which were skipped and why. */
  bulkConfirmed: (confirmed: number, skipped: readonly BulkSkip[]): Toast => {
    const done = `${count(confirmed, 'order')} confirmed.`;
    const rest = skipped.length ? ` ${count(skipped.length, 'skipped', 'skipped')}: ${skipped.map(skipText).join('; ')}.` : '';
    if (confirmed === 0) return { type: 'error', title: ADMIN_TOASTS.confirmFailed, description: `No order was confirmed.${rest}` };
    return { type: skipped.length ? 'info' : 'success', title: 'Orders Confirmed', description: done + rest };
  },
};

/** The account a due refund goes to, on the admin order. */
export const REFUND_ACCOUNT_ADMIN = {
  title: 'Refund account',
  awaited: 'The buyer has not given the account to send the refund to yet: the refund e-mail and their order page ask for it.',
  given: (date: string) => `Given ${date}. Encrypted; erased once the refund is marked sent.`,
  revealText: 'Enter your password to see the whole account. Every reveal is written to the activity log.',
  revealTextTwoFactor:
    'Enter your password and a code from your authenticator app to see the whole account. Every reveal is written to the activity log.',
  reveal: 'Reveal',
  revealBusy: 'Revealing...',
} as const;

/** What each confirmation asks, in the dialog (JavaScript) and on the confirmation page (without). */
export const ORDER_CONFIRMATIONS = {
  confirm: {
    title: 'Confirm payment?',
    body: (reference: string, amount: string) =>
      `Confirm only once ${amount} with the memo ${reference} is in the bank account. The buyer then receives the license key and the invoice by e-mail.`,
    submit: 'Confirm Payment',
  },
  cancel: {
    title: 'Cancel this order?',
    body: (reference: string, amount: string) =>
      `Order ${reference} (${amount}) will be cancelled and the buyer told why by e-mail. A cancelled order can be reopened later.`,
    reasonLabel: 'Reason the buyer will read',
    reasonHint: 'Required. For example: no transfer with this reference arrived within 7 days.',
    submit: 'Cancel Order',
  },
  refund: {
    title: 'Refund this order?',
    body: (reference: string, amount: string) =>
      `Record a refund of order ${reference} (${amount} paid). Its license stops working now, and the buyer is told to expect the money by bank transfer ${REFUND_SEND}. Then send it from your bank and press Mark Refund Sent: that issues the credit note and tells the buyer it was sent.`,
    amountLabel: 'Amount refunded (US dollars)',
    amountHint: (max: string) => `At most ${max}, the price paid.`,
    reasonLabel: 'Reason the buyer will read',
    reasonHint: 'Required. It is printed on the credit note.',
    submit: 'Refund',
  },
  refundSent: {
    title: 'Mark the refund as sent?',
    body: (reference: string, amount: string) =>
      `Record that the refund of order ${reference} (${amount}) has left your bank account. The buyer is e-mailed the day and your bank’s reference, with the credit note.`,
    dateLabel: 'Day the money was sent',
    dateHint: 'As your bank shows it.',
    referenceLabel: 'Bank’s reference',
    referenceHint: 'Required. The trace number or confirmation code your bank gave the transfer: the buyer may need it.',
    submit: 'Mark Refund Sent',
  },
  reopen: {
    title: 'Reopen this order?',
    body: (reference: string) =>
      `Order ${reference} goes back to Pending Confirmation and the buyer is told by e-mail. Confirm it once the payment is there.`,
    submit: 'Reopen Order',
  },
  revoke: {
    title: 'Revoke this license?',
    body: (reference: string) =>
      `The license key of order ${reference} stops working on every device at once, and the buyer's order page says it was revoked. The order keeps its status. A revoked key can't be restored.`,
    reasonLabel: 'Reason for revoking',
    reasonHint: 'Required. It goes in the timeline and the audit log; the buyer does not see it.',
    submit: 'Revoke License',
  },
  keep: 'Go Back',
  /** The confirmation page of a change the order's status no longer allows (another tab acted first). */
  unavailable: (reference: string, status: string) =>
    `Order ${reference} is ${status} now, so this change is not possible any more. Nothing changed.`,
  /** The confirmation page of Revoke License once the order has no working license (revoked in another tab). */
  nothingToRevoke: (reference: string) => `Order ${reference} has no working license now, so there is nothing to revoke. Nothing changed.`,
} as const;

export type ConfirmableAction = Exclude<keyof typeof ORDER_CONFIRMATIONS, 'keep' | 'unavailable' | 'nothingToRevoke'>;

/** The admin order: one order as the administrator handles it. */
export const ADMIN_ORDER = {
  back: 'All orders',
  sections: {
    buyer: 'Buyer and amount',
    license: 'License',
    devices: 'Activated devices',
    documents: 'Invoice',
    actions: 'Actions',
    timeline: 'Timeline',
    notes: 'Internal notes',
    related: 'This buyer’s other orders and requests',
  },
  noLicense: 'No license yet: one is issued when the payment is confirmed.',
  renewalOf: (keyEnding: string) => `A renewal: no key of its own. Once confirmed it extends license ${keyEnding} of order`,
  renewalExpires: (expires: string) => `That license expires ${expires}.`,
  revoked: (date: string, byRefund: boolean) => `Revoked on ${date}${byRefund ? ' (refund)' : ''}.`,
  /** The buyer-and-amount card's refund line: recorded, and sent once it is. */
  refundDue: (amount: string, recorded: string, sendBy: string) => `${amount} recorded on ${recorded}; to be sent by ${sendBy}.`,
  refundSent: (amount: string, sentOn: string, bankReference: string) => `${amount} sent on ${sentOn}, bank reference ${bankReference}.`,
  refundLegacy: (amount: string, recorded: string) => `${amount} on ${recorded}.`,
  possibleDuplicate: 'Possible duplicate of',
  /** The same in the Orders list's license cell. */
  revokedShort: (byRefund: boolean) => (byRefund ? 'Revoked (refund)' : 'Revoked'),
  noDocuments: 'No invoice yet: one is issued when the payment is confirmed.',
  noNotes: 'No notes yet. Notes are never shown to the buyer.',
  noteLabel: 'New note',
  noteHint: 'Only administrators see notes.',
  addNote: 'Add Note',
  noRelated: 'No other orders or requests from this address.',
  aboutThisOrder: 'About this order',
  notFound: 'Order not found',
  by: (actor: string) => (actor === 'buyer' ? 'by the buyer' : actor ? `by ${actor}` : ''),
} as const;

/** The words of an order e-mail in the timeline, by outbox kind. */
export const ORDER_MAIL_KINDS: Readonly<Record<string, string>> = {
  'order-received': 'Order received e-mail (bank details)',
  'new-order': 'New order notification to the administrator',
  'order-confirmed': 'License e-mail with the invoice',
  'order-cancelled': 'Cancellation e-mail',
  'order-refund-due': 'Refund e-mail (when to expect the money)',
  'order-refunded': 'Refund sent e-mail with the credit note',
  'order-reopened': 'Order reopened e-mail',
  'order-link': 'Order page link e-mail',
  'address-corrected': 'Address change notice to the old address',
  'renewal-reminder': 'Renewal reminder',
};

/** How an e-mail in the timeline fared. */
export const MAIL_STATUS_WORDS = { queued: 'Queued', sent: 'Delivered', failed: 'Failed', skipped: 'Not sent' } as const;

/** The Orders list's bulk confirmation. */
export const BULK_CONFIRM = {
  button: 'Confirm Selected',
  hint: 'Tick the pending orders whose payment arrived. Each is confirmed on its own, and its buyer gets the license and the invoice.',
  select: 'Select',
  ask: {
    title: (n: number) => `Confirm ${n} ${n === 1 ? 'payment' : 'payments'}?`,
    body: (n: number, total: string) =>
      n === 1
        ? `Confirm the ticked order (${total})? The buyer then receives the license key and the invoice by e-mail.`
        : `Confirm all ${n} ticked orders, ${total} in all? Each buyer then receives the license key and the invoice by e-mail.`,
    none: 'None of the ticked orders is pending any more: nothing to confirm.',
    submit: (n: number) => `Confirm ${n} ${n === 1 ? 'Order' : 'Orders'}`,
    keep: 'Keep them pending',
  },
} as const;
