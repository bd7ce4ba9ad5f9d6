import { BRAND } from '~/lib/brand';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import { sitePageUrl } from '~/features/mail/templates/links';
import { PATHS } from '~/lib/paths';

export interface OrderCancelledInput {
  reference: string;
  name: string;
  plan: string;
  amount: string;
  reason: string;
  orderUrl: string;
  siteUrl: string;
}

/** To the buyer when the administrator cancels a pending order: the reason they gave. */
export function orderCancelledEmail(input: OrderCancelledInput): EmailContent {
  return composeEmail(
    {
      subject: `Your ${BRAND} order ${input.reference} was cancelled`,
      preheader: `Reason: ${input.reason}`,
      siteUrl: input.siteUrl,
      reason: `You receive this e-mail because an order for a ${BRAND} license was placed with this address.`,
    },
    [
      { kind: 'heading', text: `Your order was cancelled, ${input.name}` },
      { kind: 'paragraph', text: `We have cancelled your order ${input.reference}.` },
      {
        kind: 'details',
        rows: [
          ['Plan', input.plan],
          ['Amount', input.amount],
          ['Reason', input.reason],
        ],
      },
      { kind: 'paragraph', text: 'If you think this is a mistake, or you have already paid, please contact us.' },
      { kind: 'button', label: 'View your order', href: input.orderUrl },
      { kind: 'button', label: 'Contact us', href: sitePageUrl(input.siteUrl, PATHS.contact), secondary: true },
    ],
  );
}
