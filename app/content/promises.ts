import { REFUND_DAYS } from '~/features/catalogue/refund-days';

/** The guarantee in one sentence, for checkout, pricing and anywhere else that needs it (the days: the plan catalogue). */
export const REFUND_SUMMARY = `${REFUND_DAYS.Yearly}-day money-back guarantee on Yearly and Lifetime licenses, ${REFUND_DAYS.Monthly} days on Monthly.`;
