// How many of the e-mails people can cause we send: constants the pages quote (outbox/caps.server.ts
// enforces them).

/** At most this many acknowledgements to one address (whatever its case) in 24 hours, all forms together. */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;

/** At most this many acknowledgements of e-mails to one sender in 24 hours: past it, none is written at all. */
export const MAIL_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 1;

/** At most this many links to one order's page in 24 hours (the lookup, "Send me a fresh link"): its own allowance. */
export const ORDER_LINKS_PER_ORDER_PER_DAY = 3;
