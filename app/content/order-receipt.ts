import { TRANSFER_ARRIVAL } from '~/features/catalogue/promises';

/** The lasting panel on the page a buyer lands on after confirming their payment. */
export const ORDER_RECEIPT = {
  title: (reference: string) => `Order ${reference} recorded`,
  referenceLabel: 'Payment reference',
  planLabel: 'Plan',
  amountLabel: 'Amount',
  /** Where the license goes (the address follows): a mistyped address is noticed here, and corrected on the order page. */
  licenseTo: 'Your license key will be e-mailed to',
  licenseToUnknown: 'Your license key will be e-mailed to the address you gave.',
  wrongAddress: 'Not your address? Correct it on your order page within 24 hours.',
  wait: `Check your e-mail: we have sent what happens next. A bank transfer usually arrives ${TRANSFER_ARRIVAL}; we confirm your order as soon as it is here.`,
  nextTitle: 'While you wait',
  next: 'Download the free version now; your key will unlock it.',
  download: 'Download the free version',
  follow: 'Follow your order',
} as const;
