import { BRAND } from '~/lib/brand';
import { REPLY_TIME } from '~/features/requests/reply-time';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import { requestNoun, requestRows, type RequestCopy } from './request-copy';

export interface RequestAcknowledgementInput {
  reference: string;
  request: RequestCopy;
  siteUrl: string;
}

/** To the visitor: we have it, its reference, when to expect a reply, and a copy of what they sent. */
export function requestAcknowledgementEmail({ reference, request, siteUrl }: RequestAcknowledgementInput): EmailContent {
  const noun = requestNoun(request.kind);
  return composeEmail(
    {
      subject: `We received your ${noun} (${reference})`,
      preheader: `We will reply ${REPLY_TIME}.`,
      siteUrl,
      reason: `You receive this e-mail because this address was given on a form of the ${BRAND} website.`,
    },
    [
      { kind: 'heading', text: `Thank you, ${request.name}` },
      { kind: 'paragraph', text: `We received your ${noun}. We will reply ${REPLY_TIME}.` },
      { kind: 'paragraph', text: 'If you write to us about it, please quote its reference.' },
      { kind: 'code', label: 'Request reference', value: reference },
      { kind: 'details', title: 'What you sent', rows: requestRows(request) },
    ],
  );
}
