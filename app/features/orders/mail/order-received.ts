import { BRAND } from '~/lib/brand';
import { licenseDateText } from '~/features/licenses/licenses';
import { BANK_FIELDS } from '~/features/settings/fields';
import type { AchDetails } from '~/features/settings/model';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';
import { TRANSFER_ARRIVAL } from '~/features/catalogue/promises';

export interface OrderReceivedInput {
  context: BuyerMailContext;
  reference: string;
  plan: string;
  amount: string;
  /** When the buyer told us they had paid (the order's created_at). */
  placedAt: string;
  bank: AchDetails;
  orderUrl: string;
}

/** The four bank details, in the order the checkout page shows them. */
export function bankRows(bank: AchDetails): [string, string][] {
  return BANK_FIELDS.map((field) => [field.label, bank[field.name]]);
}

/** The section heading the bank details stand under, for a buyer who pressed the button before paying. */
export const NOT_SENT_YET = "If you haven't sent it yet";

/**
 * To the buyer after "I Have Completed The Payment": we take them at their word and look for their
 * transfer; the bank details stay below for one who confirmed before sending. It carries nothing the
 * visitor typed (it goes to whatever address was typed in the form): no name, in the text or the To.
 */
export function orderReceivedEmail(input: OrderReceivedInput): EmailContent {
  const { reference, plan, amount } = input;
  const toldUs = licenseDateText(input.placedAt);
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your ${BRAND} order ${reference}: we're looking for your transfer`,
      preheader: `We're looking for your transfer of ${amount} with reference ${reference}. It usually arrives ${TRANSFER_ARRIVAL}.`,
      reason: `You receive this e-mail because an order for a ${BRAND} license was placed with this address.`,
    },
    [
      { kind: 'heading', text: "We're looking for your transfer" },
      {
        kind: 'paragraph',
        text: [
          'We are looking for your transfer of ',
          { strong: amount },
          ' with reference ',
          { code: reference },
          `, as you told us on ${toldUs}.`,
        ],
      },
      {
        kind: 'paragraph',
        text: `A bank transfer usually arrives ${TRANSFER_ARRIVAL}. As soon as it is here we confirm your order, and your license key follows by e-mail.`,
      },
      {
        kind: 'details',
        title: 'Your order',
        rows: [
          ['Reference', reference],
          ['Plan', plan],
          ['Amount', amount],
          ['Payment reported', toldUs],
        ],
      },
      { kind: 'button', label: 'Follow your order', href: input.orderUrl },
      {
        kind: 'paragraph',
        text: [
          { strong: `${NOT_SENT_YET}: ` },
          `transfer ${amount} by ACH to the account below, with `,
          { code: reference },
          ' as the memo, so we can match it to your order.',
        ],
      },
      { kind: 'details', title: 'Bank details', rows: bankRows(input.bank) },
    ],
  );
}
