import { ORDER_TOKEN_DAYS } from '~/features/orders/token-lifetime';
import { ORDER_LINKS_PER_ORDER_PER_DAY } from '~/features/outbox/allowances';

// Apart from the order page's words (content/orders.ts): the lookup's status card also answers on
// checkout, and a module travels whole in the chunk that holds it, so the order page's words would
// ride along on every page that loads the lookup's.

/** The order lookup form and its answer (the status only; the link to the order page goes by e-mail and expires). */
export const ORDER_LOOKUP_PAGE = {
  title: 'Track Your Order',
  intro: 'Enter the order reference from your e-mail (ORD-XXXX-XXXX) and the e-mail address you ordered with.',
  formTitle: 'Find your order',
  referenceLabel: 'Order reference',
  emailLabel: 'Email',
  submit: 'Find My Order',
  notFound: "We couldn't find an order with that reference and email.",
  /** An order's address opened without its key (or with a wrong one): said the same way whether the order exists or not. */
  incompleteLink:
    'The link you followed was incomplete, so we can’t open that order page. Enter the e-mail address you ordered with and we’ll find it.',
  failureTitle: 'Order Not Found',
  /** The answer to a match: the status here, the link by e-mail. */
  foundTitle: (reference: string) => `Order ${reference}`,
  linkSent: "We've sent a link to the address on this order.",
  /** The same, when the address was just typed (it is the order's own). */
  linkSentTo: (address: string) => `We've e-mailed the link to your order to ${address}.`,
  linkSentNote: `It opens the full order page for ${ORDER_TOKEN_DAYS} days. If it doesn't arrive within a few minutes, check your spam folder.`,
  /** The order had its links for the day: none went, and the page says so (never that one was sent). */
  linksUsedUp: `No new link was sent: this order's address already received ${ORDER_LINKS_PER_ORDER_PER_DAY} links in the last 24 hours.`,
  linksUsedUpNote: `Each one opens the full order page for ${ORDER_TOKEN_DAYS} days: please use the newest, or ask again tomorrow.`,
  planLabel: 'Plan',
  amountLabel: 'Amount',
  statusLabel: 'Status',
  another: 'Look up another order',
} as const;
