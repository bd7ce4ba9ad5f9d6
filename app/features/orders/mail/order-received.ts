import { BRAND } from '~/lib/brand';
import { BANK_FIELDS } from '~/features/settings/fields';
import type { AchDetails } from '~/features/settings/model';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';

export interface OrderReceivedInput {
  reference: string;
  name: string;
  plan: string;
  amount: string;
  bank: AchDetails;
  orderUrl: string;
  siteUrl: string;
}

/** The four bank details, in the order the checkout page shows them. */
export function bankRows(bank: AchDetails): [string, string][] {
  return BANK_FIELDS.map((field) => [field.label, bank[field.name]]);
}

/** To the buyer when the order is recorded: what to pay, where, with which memo, and what happens next. */
export function orderReceivedEmail(input: OrderReceivedInput): EmailContent {
  const { reference, plan, amount } = input;
  return composeEmail(
    {
      subject: `Your ${BRAND} order ${reference}: bank transfer details`,
      preheader: `Send ${amount} by bank transfer with ${reference} as the memo.`,
      siteUrl: input.siteUrl,
      reason: `You receive this e-mail because an order for a ${BRAND} license was placed with this address.`,
    },
    [
      { kind: 'heading', text: `Thank you for your order, ${input.name}` },
      { kind: 'paragraph', text: `We have recorded your order for the ${plan} plan. It is waiting for your bank transfer.` },
      { kind: 'code', label: 'Payment reference', value: reference },
      {
        kind: 'details',
        title: 'Your order',
        rows: [
          ['Plan', plan],
          ['Amount', amount],
        ],
      },
      { kind: 'details', title: 'Bank details', rows: bankRows(input.bank) },
      {
        kind: 'paragraph',
        text: [`Use `, { code: reference }, ` as the memo of your transfer, so we can match your payment to your order.`],
      },
      {
        kind: 'steps',
        title: 'What happens next',
        items: [
          `Send ${amount} by ACH bank transfer to the account above, with ${reference} as the memo.`,
          'We confirm your order as soon as your payment arrives.',
          'You then receive your license key by e-mail; it also appears on your order page.',
        ],
      },
      { kind: 'button', label: 'View your order', href: input.orderUrl },
    ],
  );
}
