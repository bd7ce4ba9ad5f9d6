import { BRAND } from '~/lib/brand';
import { TRANSFER_ARRIVAL } from '~/features/catalogue/promises';
import { WIRE_FIELDS } from '~/features/settings/fields';
import type { AchDetails, WireDetails } from '~/features/settings/model';
import type { Block, EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';
import { bankRows } from './order-received';

export interface PaymentDetailsInput {
  context: BuyerMailContext;
  plan: string;
  /** The amount to send, as checkout shows it: '$79.99'. */
  amount: string;
  reference: string;
  bank: AchDetails;
  /** The international details, when the seller set them. */
  wire: WireDetails | null;
  /** The checkout page again, with this reference. */
  checkoutUrl: string;
}

/** The international details as rows, the account holder as the beneficiary, empty ones left out. */
export function wireRows(bank: AchDetails, wire: WireDetails): [string, string][] {
  const rows: [string, string][] = [['Beneficiary', bank.accountHolder]];
  for (const field of WIRE_FIELDS) if (wire[field.name].trim()) rows.push([field.label, wire[field.name]]);
  return rows;
}

/**
 * "E-mail me these payment details", from checkout, before paying: what to type into the bank's
 * form. It goes to whatever address was typed, so it carries nothing the visitor typed: the seller's
 * details, the amount and the reference only, in fixed words, under the acknowledgement caps.
 */
export function paymentDetailsEmail(input: PaymentDetailsInput): EmailContent {
  const { amount, reference } = input;
  const blocks: Block[] = [
    { kind: 'heading', text: 'Your payment details' },
    {
      kind: 'paragraph',
      text: [
        `To pay for the ${BRAND} ${input.plan} plan, transfer `,
        { strong: amount },
        ' to the account below with ',
        { code: reference },
        ' as the memo.',
      ],
    },
    { kind: 'code', label: 'Payment reference', value: reference },
    { kind: 'details', title: 'Bank details (ACH, in the US)', rows: [['Amount', amount], ...bankRows(input.bank)] },
  ];
  if (input.wire) {
    blocks.push(
      {
        kind: 'details',
        title: 'From outside the US (international wire, in US dollars)',
        rows: [['Amount', `${amount} (USD)`], ...wireRows(input.bank, input.wire)],
      },
      {
        kind: 'paragraph',
        text: 'Your bank, and any bank the wire passes through, may charge a fee: ask yours to send it with all charges paid by you (“OUR”) so the full amount arrives.',
      },
    );
  }
  blocks.push(
    {
      kind: 'paragraph',
      text: `A bank transfer usually arrives ${TRANSFER_ARRIVAL}. Once it is sent, press “I Have Completed The Payment” on the checkout page, which this link opens with the same reference:`,
    },
    { kind: 'button', label: 'Back to checkout', href: input.checkoutUrl },
    { kind: 'paragraph', text: 'If you did not ask for these details, you can ignore this e-mail: nothing was ordered.' },
  );
  return composeBuyerEmail(
    input.context,
    {
      subject: `Payment details for your ${BRAND} order: ${amount}, reference ${reference}`,
      preheader: `Transfer ${amount} with ${reference} as the memo.`,
      reason: `You receive this e-mail because this address was given on the ${BRAND} checkout page.`,
    },
    blocks,
  );
}
