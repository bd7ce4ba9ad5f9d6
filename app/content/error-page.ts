import { PATHS } from '~/lib/paths';

/** What an error screen says for one status: its plain-words line, what to do, and the way on. */
export interface StatusWords {
  line: string;
  next: string;
}

/** What the error page offers besides the spec's message: its own words for each status, and a way back to the pages people look for. */
export const ERROR_PAGE = {
  /** By status; any other status is answered as 500. */
  byStatus: {
    404: {
      line: "We couldn't find that page.",
      next: 'It may have moved, or the address may have a typo. Looking for an order? Track it with its reference. These pages might help:',
    },
    403: {
      line: "This page isn't open to you.",
      next: 'A link from one of our e-mails may have expired: Track your order sends a fresh one. These pages might help:',
    },
    500: {
      line: 'Something went wrong on our side.',
      next: 'Please try again in a moment, or go to one of these pages:',
    },
  } satisfies Record<number, StatusWords>,
  /** Before the request's id, which support can look up in the server's log. */
  requestId: 'Request ID:',
  tryAgain: 'Try again',
  links: [
    { to: PATHS.home, label: 'Home' },
    { to: PATHS.orders, label: 'Track your order' },
    { to: PATHS.products, label: 'Products' },
    { to: PATHS.pricing, label: 'Pricing' },
    { to: PATHS.helpCenter, label: 'Help Center' },
    { to: PATHS.support, label: 'Get Free Support' },
  ],
} as const;

/** The words for a status: its own where it has some, else the 500's. */
export function wordsFor(table: { 404: StatusWords; 403: StatusWords; 500: StatusWords }, status: number): StatusWords {
  return status === 404 || status === 403 ? table[status] : table[500];
}
