import { BRAND } from '~/lib/brand';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';

export interface OrderReopenedInput {
  context: BuyerMailContext;
  reference: string;
  plan: string;
  amount: string;
  orderUrl: string;
}

/**
 * To the buyer when the administrator reopens a cancelled order (the transfer turned up after all,
 * say). No name, like the cancellation: an order nobody paid for may be reopened too.
 */
export function orderReopenedEmail(input: OrderReopenedInput): EmailContent {
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your ${BRAND} order ${input.reference} is open again`,
      preheader: 'Your order is waiting for payment confirmation again.',
      reason: `You receive this e-mail because an order for a ${BRAND} license was placed with this address.`,
    },
    [
      { kind: 'heading', text: 'Your order is open again' },
      {
        kind: 'paragraph',
        text: `We have reopened your order ${input.reference}, which was cancelled. It is Pending Confirmation again: once we have matched your transfer, your license key follows by e-mail.`,
      },
      {
        kind: 'details',
        rows: [
          ['Plan', input.plan],
          ['Amount', input.amount],
        ],
      },
      {
        kind: 'paragraph',
        text: 'There is nothing you need to do. Your order page shows its status; reply to this e-mail with any question.',
      },
      { kind: 'button', label: 'View your order', href: input.orderUrl },
    ],
  );
}
