import { PATHS } from '~/lib/paths';
/** What the error page offers besides the spec's message: a way back to the pages people look for. */
export const ERROR_PAGE = {
  /** The plain-words line under the spec's heading on a 404. */
  notFoundLine: "We couldn't find that page.",
  notFound: 'It may have moved, or the address may have a typo. Looking for an order? Track it with its reference. These pages might help:',
  failed: 'Something went wrong on our side. Please try again in a moment, or go to one of these pages:',
  /** Before the request's id, which support can look up in the server's log. */
  requestId: 'Request ID:',
  links: [
    { to: PATHS.home, label: 'Home' },
    { to: PATHS.orders, label: 'Track your order' },
    { to: PATHS.products, label: 'Products' },
    { to: PATHS.pricing, label: 'Pricing' },
    { to: PATHS.helpCenter, label: 'Help Center' },
    { to: PATHS.support, label: 'Get Free Support' },
  ],
} as const;
