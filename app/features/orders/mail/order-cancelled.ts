import { BRAND } from '~/lib/brand';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeBuyerEmail, type BuyerMailContext } from '~/features/mail/templates/buyer';
import { sitePageUrl } from '~/features/mail/templates/links';
import { PATHS } from '~/lib/paths';

export interface OrderCancelledInput {
  context: BuyerMailContext;
  reference: string;
  plan: string;
  amount: string;
  reason: string;
  orderUrl: string;
}

/**
 * To the buyer when the administrator cancels a pending order: the reason they gave. No name: the
 * address was typed into a public form, and an order nobody paid for is cancelled too.
 */
export function orderCancelledEmail(input: OrderCancelledInput): EmailContent {
  return composeBuyerEmail(
    input.context,
    {
      subject: `Your ${BRAND} order ${input.reference} was cancelled`,
      preheader: `Reason: ${input.reason}`,
      reason: `You receive this e-mail because an order for a ${BRAND} license was placed with this address.`,
    },
    [
      { kind: 'heading', text: 'Your order was cancelled' },
      { kind: 'paragraph', text: `We have cancelled your order ${input.reference}.` },
      {
        kind: 'details',
        rows: [
          ['Plan', input.plan],
          ['Amount', input.amount],
          ['Reason', input.reason],
        ],
      },
      { kind: 'paragraph', text: 'If you think this is a mistake, or you have already paid, reply to this e-mail or contact us.' },
      { kind: 'button', label: 'View your order', href: input.orderUrl },
      { kind: 'button', label: 'Contact us', href: sitePageUrl(input.context.siteUrl, PATHS.contact), secondary: true },
    ],
  );
}
