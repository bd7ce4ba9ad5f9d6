import { BRAND } from '~/lib/brand';
import { REPLY_TIME } from '~/features/requests/reply-time';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import type { Company } from '~/features/settings/model';
import { requestFormName, requestNoun, type RequestCopyKind } from './request-copy';

export interface RequestAcknowledgementInput {
  reference: string;
  /** Which form was used: the only thing the message says about the request. */
  kind: RequestCopyKind;
  /** An e-mail to the support address rather than a form (the default). */
  channel?: 'form' | 'email';
  siteUrl: string;
  /** The seller, named in the footer like every message's. */
  company?: Company;
  /** The visitor's request page, with its token: where replies can be read and answered. */
  pageUrl: string;
}

/**
 * To the visitor: we have it, its reference, and when to expect a reply. Nothing the visitor typed is
 * in it, not even the name (the address is whatever was typed in the form, so the message must be
 * harmless to anyone: our words only). The administrator's notification carries the request in full.
 */
export function requestAcknowledgementEmail({
  reference,
  kind,
  channel = 'form',
  siteUrl,
  company,
  pageUrl,
}: RequestAcknowledgementInput): EmailContent {
  const noun = requestNoun(kind);
  const how =
    channel === 'email' ? `It reached us by e-mail.` : `It reached us through the ${requestFormName(kind)} of the ${BRAND} website.`;
  return composeEmail(
    {
      subject: `We received your ${noun} (${reference})`,
      preheader: `We will reply ${REPLY_TIME}.`,
      siteUrl,
      company,
      reason:
        channel === 'email'
          ? `You receive this e-mail because an e-mail from this address reached ${BRAND} support.`
          : `You receive this e-mail because this address was given on a form of the ${BRAND} website.`,
    },
    [
      { kind: 'heading', text: `We received your ${noun}` },
      {
        kind: 'paragraph',
        text: `${how} We will reply ${REPLY_TIME}.`,
      },
      { kind: 'paragraph', text: 'If you write to us about it, please quote its reference.' },
      { kind: 'code', label: 'Request reference', value: reference },
      { kind: 'paragraph', text: 'Our replies will also be on your request page, where you can answer them:' },
      { kind: 'button', label: 'View your request', href: pageUrl, secondary: true },
      { kind: 'paragraph', text: 'If you did not send it, you can ignore this e-mail.' },
    ],
  );
}
