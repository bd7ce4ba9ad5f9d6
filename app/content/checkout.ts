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

/** Under the reference, folded: the buyer who already paid with the reference another device showed. */
export const CHECKOUT_PAID_ALREADY = {
  summary: 'Paid already, with another reference? Type the one in your transfer.',
  label: 'Reference in your transfer',
  hint: 'As in your transfer’s memo: your order takes it instead.',
} as const;

/** "E-mail me these payment details": what to take to the bank, sent before paying. */
export const CHECKOUT_EMAIL_DETAILS = {
  title: 'Take it to the bank',
  intro: 'The bank details, the amount and this reference, with a link back here.',
  emailLabel: 'Your e-mail address',
  submit: 'E-mail Me These Payment Details',
  busy: 'Sending...',
} as const;

/** Its answers (the action's alone: kept apart, so the page's script doesn't carry them). */
export const CHECKOUT_EMAIL_ANSWERS = {
  incomplete: { title: 'Incomplete Information', description: 'Please enter the e-mail address to send the payment details to.' },
  failureTitle: 'Sending Failed',
  success: { title: 'Payment Details Sent', description: 'Check your inbox for the bank details, the amount and your reference.' },
} as const;

/** "Paying from outside the US?": the international details, folded under the US ones. */
export const CHECKOUT_INTERNATIONAL = {
  summary: 'Paying from outside the US?',
  intro: (amount: string) =>
    `Send ${amount} in US dollars (USD) by international wire (SWIFT) to the account below, with the same reference as the payment details.`,
  beneficiary: 'Beneficiary',
  feeNote:
    'Your bank, and any bank the wire passes through, may charge a fee. Ask yours to send it with all charges paid by you (“OUR”) so the full amount arrives; if it arrives short by their fees we may ask for the difference.',
} as const;

/** A checkout that renews a license: which one, and what the renewal changes. */
export const CHECKOUT_RENEWAL = {
  title: 'Renewing your license',
  license: (keyEnding: string, plan: string, devices: string) => `License ${keyEnding}: ${plan} plan, ${devices}.`,
  expires: (date: string) => `It expires on ${date}.`,
  expired: (date: string) => `It expired on ${date}.`,
  after: (date: string) => `Once your transfer is confirmed it runs until ${date}: the same key, nothing to re-enter on your devices.`,
  afterExpired: (period: string) =>
    `Once your transfer is confirmed it runs for one ${period} from that day: the same key, nothing to re-enter on your devices.`,
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
  typedNotAReference:
    'The reference you typed is not a payment reference: it reads ORD- and eight letters and digits, like ORD-7K3M-9QA2. Nothing was recorded.',
  typedNotIssued:
    'This site did not issue the reference you typed. Please check it against your transfer’s memo, character by character. Nothing was recorded.',
  typedTaken:
    'The reference you typed already belongs to another order, so nothing was recorded. Please check it against your transfer’s memo; if that order is yours, Find My Order sends you its link.',
  renewalUnavailable:
    'This license can no longer be renewed here (it was refunded or revoked), so nothing was recorded. Please choose a plan on the pricing page, or contact us.',
  existingGone:
    'That earlier order is no longer waiting for its payment, so nothing was recorded. If you sent a transfer, press “I Have Completed The Payment” again.',
} as const;

export const UNKNOWN_PLAN = 'Unknown Plan';
export const NO_PRICE = '$0';
