import { REFUND_SUMMARY } from './promises';
import { TRANSFER_ARRIVAL } from '~/features/catalogue/promises';
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
   * The spec's note on secure payment infrastructure, in words true for a transfer the buyer pushes:
   * it travels over their bank's secure ACH network, it can't be pulled back once sent (no card-style
   * chargeback), so the name to check before sending is the seller's legal name.
   */
  secureNote: (accountHolder: string) =>
    `Your transfer travels over your bank's secure ACH network. Once sent, it can't be pulled back, so check that your bank shows the account holder as ${accountHolder} before you send it.`,
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
  /** Until the administrator saves real bank details: no account to show, so no order to take. */
  closedTitle: 'We’re not taking payments yet — contact us',
  closedNote:
    'We can’t take a payment here yet. Write to us and we’ll tell you when you can buy, or how else to get your license. Nothing has been recorded and no money should be sent.',
  closedLink: 'Contact us',
} as const;

/** Before a second order of the same plan from the same address: was the transfer made with the first one's reference? */
export const CHECKOUT_DUPLICATE = {
  title: 'Did you already pay for this?',
  question: (reference: string, plan: string, amount: string) =>
    `You already have order ${reference} for ${plan}, ${amount}. Did you pay with that reference?`,
  placed: (date: string) => `You placed it on ${date}, and we are still looking for its transfer.`,
  yes: 'Yes, that’s my payment',
  yesNote: (email: string) => `We record nothing new, and e-mail the link to that order to ${email}.`,
  no: 'No, this is a second purchase',
  noNote: (reference: string) => `We record a second order, ${reference}, for a separate transfer with that reference as its memo.`,
  /** After "Yes": the status of the order, its link gone to its own address. */
  linkedTitle: 'Your payment belongs to your earlier order',
  linkedNote: 'Nothing new was recorded. Follow the link in the e-mail to see the order and its bank details.',
} as const;

/** Why a checkout post recorded nothing (the spec's 'Confirmation Failed' toast carries these). */
export const CHECKOUT_REFUSALS = {
  unknownPlan: "We couldn't find the plan you chose, so nothing was recorded. Please choose a plan on the pricing page.",
  unverifiedReference:
    "This checkout page's payment reference could not be verified, so nothing was recorded. Please open the checkout page again from the pricing page.",
  referenceTaken:
    'This payment reference already belongs to another order, so nothing was recorded. Please open the checkout page again from the pricing page.',
  notTakingPayments: 'We’re not taking payments yet — contact us. Nothing was recorded.',
  existingGone:
    'That earlier order is no longer waiting for its payment, so nothing was recorded. If you sent a transfer, press “I Have Completed The Payment” again.',
} as const;

export const UNKNOWN_PLAN = 'Unknown Plan';
export const NO_PRICE = '$0';
