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
  /** Whether it came from another address than the request's (it changes nothing of where replies go). */
  otherAddress?: boolean;
  /** The request's own address, where replies go. */
  requestAddress?: string;
  /** The request's status after the message. */
  status?: 'open' | 'waiting' | 'closed';
  siteUrl: string;
  company?: Company;
}

/** To the administrator: a customer wrote again on a request; answer it from its conversation page. */
export function customerMessageEmail(input: CustomerMessageInput): EmailContent {
  return composeEmail(
    {
      subject: `New message on ${input.reference} from ${input.name}`,
      preheader: input.otherAddress
        ? `From another address than the request's: replies still go to ${input.requestAddress ?? 'the request’s address'}.`
        : input.reopened
          ? 'The request is open again.'
          : input.status === 'closed'
            ? 'The request stays closed.'
            : 'The request is waiting for your reply.',
      siteUrl: input.siteUrl,
      company: input.company,
      reason: 'You receive this e-mail as the administrator of this site.',
    },
    [
      { kind: 'heading', text: `New message on ${input.reference}` },
      {
        kind: 'details',
        rows: [
          ['From', `${input.name} <${input.email}>${input.otherAddress ? ' (from another address)' : ''}`],
          ['Message', input.body],
        ],
      },
      { kind: 'button', label: 'Open the conversation', href: adminRequestUrl(input.siteUrl, input.reference) },
    ],
  );
}
