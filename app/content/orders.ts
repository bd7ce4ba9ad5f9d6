import { ORDER_TOKEN_DAYS } from '~/features/orders/token-lifetime';
import { TRANSFER_ARRIVAL } from '~/features/orders/transfer-time';
import { ORDER_LINKS_PER_ORDER_PER_DAY } from '~/features/outbox/allowances';

/** The buyer's order page and the lookup form (the lookup answers with the status only; its links expire). */
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
  linkSentNote: `It opens the full order page for ${ORDER_TOKEN_DAYS} days. If it doesn't arrive within a few minutes, check your spam folder.`,
  /** The order had its links for the day: none went, and the page says so (never that one was sent). */
  linksUsedUp: `No new link was sent: this order's address already received ${ORDER_LINKS_PER_ORDER_PER_DAY} links in the last 24 hours.`,
  linksUsedUpNote: `Each one opens the full order page for ${ORDER_TOKEN_DAYS} days: please use the newest, or ask again tomorrow.`,
  planLabel: 'Plan',
  amountLabel: 'Amount',
  statusLabel: 'Status',
  another: 'Look up another order',
} as const;

export const ADMIN_ORDER = {
  title: 'Your Order',
  referenceLabel: 'Order reference',
  planLabel: 'Plan',
  amountLabel: 'Amount',
  statusLabel: 'Status',
  emailLabel: 'E-mail address',
  placedLabel: 'Payment reported',
  timelineTitle: 'Timeline',
  notYet: 'Not yet',

  /** While pending: the buyer said they paid, so we look for it; the bank details are for one who hasn't. */
  awaitingTitle: "We're looking for your transfer",
  /** Around the reference, which the page keeps on one line. */
  awaiting: (amount: string, date: string) => ({
    before: `We are looking for your transfer of ${amount} with reference `,
    after: `, as you told us on ${date}.`,
  }),
  awaitingWait: `A bank transfer usually arrives ${TRANSFER_ARRIVAL}. As soon as it is here we confirm your order, and your license key follows by e-mail.`,
  notSentTitle: "If you haven't sent it yet",
  notSentIntro: (amount: string, reference: string) => `Transfer ${amount} by ACH to the account below, with ${reference} as the memo.`,

  licenseTitle: 'Your license',
  licenseKeyLabel: 'License key',
  devicesLabel: 'Devices',
  expiresLabel: 'Expires',
  unlocksTitle: 'It unlocks',
  downloadTitle: (version: string | null) => (version ? `Download Recoverly ${version}` : 'Download Recoverly'),
  downloadSoon: 'The download is coming soon. Your key will unlock it as soon as it is out.',
  checksumLabel: 'SHA-256',
  activationTitle: 'How to activate',
  supportTitle: 'Need help?',
  supportText: 'Reply to your license e-mail, or contact our support team:',
  supportEmailLabel: 'Email',
  supportPhoneLabel: 'Phone',

  documentsTitle: 'Documents',
  documentLabel: { invoice: 'Invoice', 'credit-note': 'Credit note' },
  documentLink: (number: string) => `Download ${number} (PDF)`,

  cancelledTitle: 'This order was cancelled',
  reasonLabel: 'Reason',
  refundedTitle: 'This order was refunded',
  refundedAmount: (amount: string) => `We refunded ${amount} by bank transfer to the account you paid from.`,
  revoked: (date: string | null) =>
    date
      ? `The license key of this order was revoked on ${date} and no longer works.`
      : 'The license key of this order was revoked and no longer works.',

  contact: 'Questions about this order? Contact us.',
} as const;

/** The two forms of the order page, and the answers to them. */
export const ORDER_CHANGES = {
  email: {
    title: 'Wrong e-mail address?',
    intro: (until: string) =>
      `If you mistyped it, correct it here until ${until}. We'll send this order's e-mails to the new address and let the old one know.`,
    label: 'Correct e-mail address',
    submit: 'Correct Address',
    busy: 'Correcting...',
  },
  invoice: {
    title: 'Details for your invoice',
    intro:
      'Optional: add a company name, address and VAT ID, and your invoice will name them. You can change them until your payment is confirmed.',
    submit: 'Save Invoice Details',
    busy: 'Saving...',
    saved: 'Invoice details',
  },
  toasts: {
    emailCorrected: (email: string) => ({
      title: 'Address Corrected',
      description: `From now on we'll send this order's e-mails to ${email}. We've let the old address know.`,
    }),
    emailUnchanged: { title: 'No Changes', description: 'That is already the address on this order.' },
    emailTooLate: {
      title: 'Correction Failed',
      description: 'The e-mail address can be corrected only within 24 hours of placing the order. Please contact us to change it.',
    },
    emailTooMany: {
      title: 'Correction Failed',
      description: "This order's e-mail address has been corrected too many times. Please contact us to change it.",
    },
    notPending: {
      title: 'Update Failed',
      description: 'This order is no longer waiting for payment, so its details can no longer change here. Please contact us.',
    },
    invalid: { title: 'Update Failed', description: 'Please check the highlighted field.' },
    invoiceSaved: { title: 'Invoice Details Saved', description: 'Your invoice will name them.' },
    invoiceUnchanged: { title: 'No Changes', description: 'These are already the details on this order.' },
    tooMany: 'Too many submissions from your address. Please wait a minute and try again.',
  },
} as const;

/** A link that worked once but no longer does (expired, or from before a cancellation or refund). */
export const LINK_ENDED_PAGE = {
  title: 'This link has expired',
  text: `Links to an order page work for ${ORDER_TOKEN_DAYS} days, and stop working when an order is cancelled or refunded. We can send a fresh link to the e-mail address on the order.`,
  submit: 'Send me a fresh link',
  busy: 'Sending...',
  sent: { title: 'Link Sent', description: "We've sent a link to the address on this order." },
  usedUp: {
    title: 'No New Link',
    description: `This order's address already received ${ORDER_LINKS_PER_ORDER_PER_DAY} links in the last 24 hours. Please use the newest, or ask again tomorrow.`,
  },
  lookup: 'You can also see the status of an order with its reference and e-mail address.',
  lookupLink: 'Track your order',
} as const;
