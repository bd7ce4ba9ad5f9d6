import { headerText } from '~/lib/text-safety';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import { dashboardUrl } from '~/features/mail/templates/links';
import type { Company } from '~/features/settings/model';

export interface NewOrderInput {
  reference: string;
  name: string;
  email: string;
  plan: string;
  amount: string;
  siteUrl: string;
  /** The seller, named in the footer like every message's. */
  company?: Company;
}

/** To the administrator when an order is recorded; a reply goes to the buyer. */
export function newOrderEmail(input: NewOrderInput): EmailContent {
  const { reference, plan, amount } = input;
  const content = composeEmail(
    {
      subject: `New order ${reference}: ${plan}, ${amount}, from ${input.name}`,
      preheader: `Confirm it on the dashboard once ${amount} arrives with ${reference} as the memo.`,
      siteUrl: input.siteUrl,
      company: input.company,
      reason: 'You receive this e-mail as the administrator of this site.',
    },
    [
      { kind: 'heading', text: `New order ${reference}` },
      {
        kind: 'details',
        rows: [
          ['Reference', reference],
          ['Buyer', input.name],
          ['Email', input.email],
          ['Plan', plan],
          ['Amount', amount],
        ],
      },
      { kind: 'button', label: 'Open the orders', href: dashboardUrl(input.siteUrl, 'orders', reference) },
    ],
  );
  return { ...content, replyTo: { name: headerText(input.name), address: input.email } };
}
