import { oneLine } from '~/lib/text-safety';

/** A reason the buyer will read (a cancellation's, a refund's), kept to one clean line. */
export function oneLineReason(typed: string): string {
  return oneLine(typed).replace(/\s+/g, ' ').trim();
}

/** The longest reason a refund may give (it goes into an e-mail and onto the credit note). */
export const MAX_REFUND_REASON = 300;

/** The longest bank reference a sent refund may carry (trace numbers and confirmation codes are far shorter). */
export const MAX_BANK_REFERENCE = 100;
