import { addBusinessDays, REFUND_SEND_BUSINESS_DAYS } from '~/features/catalogue/promises';

// The days a refund is promised and sent on, as buyers read them (e-mails, the order page).

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The day a refund recorded at `dueAt` is promised to leave: REFUND_SEND_BUSINESS_DAYS business days later. */
export function refundSendBy(dueAt: string | Date): Date {
  return addBusinessDays(new Date(dueAt), REFUND_SEND_BUSINESS_DAYS);
}

/** A calendar day (YYYY-MM-DD) as people write it: 'Nov 27, 2026'. */
export function calendarDayText(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T12:00:00.000Z`));
}
