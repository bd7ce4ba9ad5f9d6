import { BRAND } from '~/lib/brand';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';
import { ORDER_TOKEN_DAYS } from '../token-lifetime';

export interface OrderLinkInput {
  context: BuyerMailContext;
  reference: string;
  plan: string;
  amount: string;
  statusLabel: string;
  orderUrl: string;
}

/**
 * A fresh link to the order page, asked for through the lookup or an expired link: it goes only to the
 * order's own address, so knowing a reference and an e-mail address shows the status, never the page.
 */
export function orderLinkEmail(input: OrderLinkInput): EmailContent {
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your link to ${BRAND} order ${input.reference}`,
      preheader: `Open your order page: the link works for ${ORDER_TOKEN_DAYS} days.`,
      reason: `You receive this e-mail because a link to an order placed with this address was asked for on our website.`,
    },
    [
      { kind: 'heading', text: 'Your order page link' },
      { kind: 'paragraph', text: `Here is a fresh link to your order ${input.reference}. It works for ${ORDER_TOKEN_DAYS} days.` },
      {
        kind: 'details',
        rows: [
          ['Plan', input.plan],
          ['Amount', input.amount],
          ['Status', input.statusLabel],
        ],
      },
      { kind: 'button', label: 'Open your order', href: input.orderUrl },
      {
        kind: 'paragraph',
        text: "If you didn't ask for this link, you can ignore this e-mail: we sent it only to this address, and nobody else can open it.",
      },
    ],
  );
}
