import { BRAND } from '~/lib/brand';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import type { Company } from '~/features/settings/model';
import { REQUEST_TOKEN_DAYS } from '../token-lifetime';

/** "Send me a fresh link": a new link to the request page, to the request's own address. Our words only. */
export function requestLinkEmail(input: { reference: string; pageUrl: string; siteUrl: string; company?: Company }): EmailContent {
  return composeEmail(
    {
      subject: `Your link to request ${input.reference}`,
      preheader: `It works for ${REQUEST_TOKEN_DAYS} days.`,
      siteUrl: input.siteUrl,
      company: input.company,
      reason: `You receive this e-mail because a fresh link to this request was asked for on the ${BRAND} website.`,
    },
    [
      { kind: 'heading', text: 'Your request page' },
      { kind: 'paragraph', text: `Here is a fresh link to request ${input.reference}. It works for ${REQUEST_TOKEN_DAYS} days.` },
      { kind: 'button', label: 'View your request', href: input.pageUrl },
      { kind: 'paragraph', text: 'If you did not ask for it, you can ignore this e-mail.' },
    ],
  );
}
