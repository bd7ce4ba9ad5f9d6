import { headerText } from '~/lib/text-safety';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import { adminRequestUrl } from '~/features/mail/templates/links';
import type { Company } from '~/features/settings/model';
import { requestNoun, requestRows, type RequestCopy } from './request-copy';

export interface NewRequestInput {
  reference: string;
  request: RequestCopy;
  siteUrl: string;
  /** The seller, named in the footer like every message's. */
  company?: Company;
}

/** To the administrator: the request in full; a reply goes to the visitor. */
export function newRequestEmail({ reference, request, siteUrl, company }: NewRequestInput): EmailContent {
  const noun = requestNoun(request.kind);
  const content = composeEmail(
    {
      subject: `New ${noun} ${reference} from ${request.name}`,
      preheader: `Reply to ${request.email}.`,
      siteUrl,
      company,
      reason: 'You receive this e-mail as the administrator of this site.',
    },
    [
      { kind: 'heading', text: `New ${noun} ${reference}` },
      { kind: 'details', rows: [['Reference', reference], ...requestRows(request)] },
      { kind: 'button', label: 'Open the conversation', href: adminRequestUrl(siteUrl, reference) },
    ],
  );
  return { ...content, replyTo: { name: headerText(request.name), address: request.email } };
}
