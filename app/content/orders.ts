/** The buyer's order page and the lookup form (issue 12). */
export const ORDER_LOOKUP_PAGE = {
  title: 'Track Your Order',
  intro: 'Enter the order reference from your e-mail (ORD-XXXX-XXXX) and the e-mail address you ordered with.',
  formTitle: 'Find your order',
  referenceLabel: 'Order reference',
  emailLabel: 'Email',
  submit: 'Find My Order',
  notFound: "We couldn't find an order with that reference and email.",
  failureTitle: 'Order Not Found',
} as const;

export const ORDER_PAGE = {
  title: 'Your Order',
  referenceLabel: 'Order reference',
  planLabel: 'Plan',
  amountLabel: 'Amount',
  statusLabel: 'Status',
  payIntro: (amount: string, reference: string) =>
    `Waiting for your payment: send ${amount} to the account below with ${reference} as the memo.`,
  licenseTitle: 'Your license',
  licenseKeyLabel: 'License key',
  devicesLabel: 'Devices',
  expiresLabel: 'Expires',
  cancelledTitle: 'This order was cancelled',
  reasonLabel: 'Reason',
  contact: 'Questions about this order? Contact us.',
} as const;
