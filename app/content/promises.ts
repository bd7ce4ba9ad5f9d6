/**
 * Promises the site makes in more than one place, written once so every page says the same.
 * The reply time is the one support, contact, the help centre and the legal pages all quote.
 */
export const REPLY_TIME = 'within one business day';

/** Days a customer has to ask for their money back, from the day the payment is confirmed. */
export const REFUND_DAYS = { Monthly: 7, Yearly: 30, Lifetime: 30 } as const;

/** The renewal reminder goes out this many days before a Monthly or Yearly license expires. */
export const RENEWAL_REMINDER_DAYS = 7;

/** Where the refund policy lives (linked from pricing and the footer; kept here so they need not load its text). */
export const REFUND_POLICY_PATH = '/refund-policy';

/** The guarantee in one sentence, for checkout (the next phase) and anywhere else that needs it. */
export const REFUND_SUMMARY = `${REFUND_DAYS.Yearly}-day money-back guarantee on Yearly and Lifetime licenses, ${REFUND_DAYS.Monthly} days on Monthly.`;
