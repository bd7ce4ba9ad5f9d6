/** The lasting panel on the page a buyer lands on after confirming their payment. */
export const ORDER_RECEIPT = {
  title: (reference: string) => `Order ${reference} recorded`,
  referenceLabel: 'Payment reference',
  planLabel: 'Plan',
  amountLabel: 'Amount',
  checkEmail:
    'Check your e-mail: we have sent the bank details and your payment reference. Your license key follows by e-mail as soon as we have matched your transfer.',
  follow: 'Follow your order',
} as const;
