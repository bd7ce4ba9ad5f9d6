import { REFUND_SUMMARY } from './promises';
import { REFUND_DAYS } from '~/features/catalogue/plans';
import { TRANSFER_ARRIVAL } from '~/features/orders/transfer-time';
import { REPLY_TIME } from '~/features/requests/reply-time';

export const CHECKOUT_PAGE = {
  title: 'Secure Checkout',
  intro: 'Pay by bank transfer and confirm below. Your license is activated as soon as we verify the payment.',
  summaryTitle: 'Order Summary',
  planLabel: 'Selected Plan',
  totalLabel: 'Total Amount',
  unknownPlanNote: "We couldn't find that plan. Please choose one on the pricing page.",
  unknownPlanLink: 'Back to pricing',
  /**
   * The spec's note on the payment's protection, in words true for a bank transfer the buyer can't call
   * back: what protects them is their bank's ACH network, a payment confirmed by hand, the refund
   * policy's days and a seller with a name and an address (no card-style lock promise).
   */
  secureNote: (seller: string) =>
    `Your payment is protected by your bank's ACH network, by our confirming every transfer by hand before your license is sent, by our ${REFUND_DAYS.Yearly}-day money-back guarantee (${REFUND_DAYS.Monthly} days on Monthly), and by ${seller}, the seller named on this page.`,
  /** Who receives the transfer, named before the buyer sends it. */
  payee: (name: string, address: string | null) => (address ? `You are paying ${name}, ${address}.` : `You are paying ${name}.`),
  cardTitle: 'Credit Card',
  cardNote: 'Credit card payments are coming soon.',
  achTitle: 'ACH Bank Transfer',
  achIntro: 'Transfer the total amount to the account below, with your payment reference as the memo.',
  warning: 'Only confirm after you have sent the transfer. We match every confirmation against the payments we receive.',
  referenceLabel: 'Payment reference',
  /** Follows the warning: the memo is how a transfer finds its order. */
  memo: (reference: string) => `Put ${reference} in your transfer's memo so we can match your payment to your order.`,
  formTitle: 'Confirm Your Payment',
  formIntro: 'Tell us who paid so we can match your transfer and send your license.',
  submit: 'I Have Completed The Payment',
  amountLabel: 'Amount to transfer',
  stepsTitle: 'How to pay',
  /** The three steps, in order: pay, confirm, then what we do and when. */
  steps: (amount: string, reference: string) => [
    `Transfer ${amount} to the account below, with ${reference} as the memo.`,
    'Press “I Have Completed The Payment” once the transfer is sent.',
    `A transfer usually arrives ${TRANSFER_ARRIVAL}. We match it ${REPLY_TIME} of its arrival and e-mail your license key. Our e-mail also links to a page where you can follow your order.`,
  ],
  refundNote: REFUND_SUMMARY,
  refundLink: 'Refund policy',
  unknownPlanTitle: 'Choose a plan first',
} as const;

/** Why a checkout post recorded nothing (the spec's 'Confirmation Failed' toast carries these). */
export const CHECKOUT_REFUSALS = {
  unknownPlan: "We couldn't find the plan you chose, so nothing was recorded. Please choose a plan on the pricing page.",
  unverifiedReference:
    "This checkout page's payment reference could not be verified, so nothing was recorded. Please open the checkout page again from the pricing page.",
  referenceTaken:
    'This payment reference already belongs to another order, so nothing was recorded. Please open the checkout page again from the pricing page.',
} as const;

export const UNKNOWN_PLAN = 'Unknown Plan';
export const NO_PRICE = '$0';
