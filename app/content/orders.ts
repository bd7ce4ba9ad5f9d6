import { ORDER_TOKEN_DAYS } from '~/features/orders/token-lifetime';
import { REFUND_SEND, TRANSFER_ARRIVAL } from '~/features/catalogue/promises';
import { ORDER_LINKS_PER_ORDER_PER_DAY } from '~/features/outbox/allowances';

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
  refundDueTitle: 'Your refund is being prepared',
  refundDue: (amount: string, sendBy: string) =>
    `We are refunding ${amount}. We send it by bank transfer ${REFUND_SEND}, by ${sendBy}; a bank transfer usually arrives ${TRANSFER_ARRIVAL} after it is sent. We'll e-mail you the day it leaves our account.`,
  refundedTitle: 'This order was refunded',
  refundSent: (amount: string, sentOn: string) =>
    `We sent ${amount} back to you by bank transfer on ${sentOn}. A bank transfer usually arrives ${TRANSFER_ARRIVAL}.`,
  refundBankReference: 'Bank reference',
  refundedAmount: (amount: string) => `We refunded ${amount}.`,
  revoked: (date: string | null) =>
    date
      ? `The license key of this order was revoked on ${date} and no longer works.`
      : 'The license key of this order was revoked and no longer works.',

  contact: 'Questions about this order? Contact us.',

  expiredOn: (date: string) => `Expired on ${date}`,
  expiredNote: 'Renew it to use the same key again: nothing to re-enter on your devices.',
  renew: 'Renew',
  renewNote: (period: string) =>
    `Renewing keeps this key and adds one ${period} from its expiry (or from the day your payment is confirmed, once it has expired).`,
  renewalOfLabel: 'Renews license',
  renewalOf: (keyEnding: string, reference: string, expires: string) => `${keyEnding} (order ${reference}), expires ${expires}`,
} as const;

/** While a refund is due: the account the buyer gives for it. */
export const REFUND_ACCOUNT_FORM = {
  title: 'Where should we send your refund?',
  intro:
    'An account in your name: in the US, its routing and account number; elsewhere, its IBAN and BIC. We keep it encrypted, and erase it once the refund is sent.',
  given: (masked: string, date: string | null) =>
    date ? `We have your account: ${masked}, given on ${date}.` : `We have your account: ${masked}.`,
  change: 'To send it elsewhere, give another account below.',
  us: 'An account in the US',
  international: 'An account outside the US',
  submit: 'Save Refund Account',
  busy: 'Saving...',
  toasts: {
    saved: { title: 'Refund Account Saved', description: 'We will send your refund to this account.' },
    notDue: { title: 'Update Failed', description: 'No refund is waiting to be sent for this order, so no account was kept.' },
    invalid: { title: 'Update Failed', description: 'Please check the highlighted fields.' },
  },
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
