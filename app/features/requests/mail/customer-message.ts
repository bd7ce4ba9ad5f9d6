import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import { adminRequestUrl } from '~/features/mail/templates/links';
import type { Company } from '~/features/settings/model';

export interface CustomerMessageInput {
  reference: string;
  name: string;
  email: string;
  body: string;
  /** Whether the message reopened a request that was waiting or closed. */
  reopened: boolean;
  siteUrl: string;
  company?: Company;
}

/** To the administrator: a customer wrote again on a request; answer it from its conversation page. */
export function customerMessageEmail(input: CustomerMessageInput): EmailContent {
  return composeEmail(
    {
      subject: `New message on ${input.reference} from ${input.name}`,
      preheader: input.reopened ? 'The request is open again.' : 'The request is waiting for your reply.',
      siteUrl: input.siteUrl,
      company: input.company,
      reason: 'You receive this e-mail as the administrator of this site.',
    },
    [
      { kind: 'heading', text: `New message on ${input.reference}` },
      {
        kind: 'details',
        rows: [
          ['From', `${input.name} <${input.email}>`],
          ['Message', input.body],
        ],
      },
      { kind: 'button', label: 'Open the conversation', href: adminRequestUrl(input.siteUrl, input.reference) },
    ],
  );
}
