import { BRAND } from '~/lib/brand';
import type { Block, EmailContent } from '~/features/mail/templates/blocks';
import { composeEmail } from '~/features/mail/templates/compose';
import type { Company } from '~/features/settings/model';

/** The line a customer's answer is written above: what is under it in an answer is the quoted past, folded away. */
export const REPLY_ABOVE_THIS_LINE = 'Reply above this line';

export interface RequestReplyInput {
  reference: string;
  /** What the request is about (RequestRecord.subject). */
  subject: string;
  /** The administrator's words, as sent. */
  body: string;
  /** The buyer's request page, with a fresh token. */
  pageUrl: string;
  /** The customer's earlier message this answers, when they wrote one themselves (never a form's text). */
  quote: { author: string; atLabel: string; text: string } | null;
  siteUrl: string;
  company?: Company;
}

/** The subject every e-mail of a conversation carries: the reference in brackets, so an answer finds its way back. */
export function replySubject(subject: string, reference: string): string {
  return `Re: ${subject.replace(/^(re:\s*)+/i, '')} [${reference}]`;
}

/**
 * The administrator's reply to a request: the marker line, their words, the link to the request page,
 * and the customer's earlier message quoted below. Nothing else is added from the request.
 */
export function requestReplyEmail(input: RequestReplyInput): EmailContent {
  const firstLine = input.body.split('\n').find((line) => line.trim()) ?? '';
  const blocks: Block[] = [
    { kind: 'marker', text: REPLY_ABOVE_THIS_LINE },
    { kind: 'message', text: input.body },
    { kind: 'paragraph', text: 'You can also read this conversation and answer it on your request page:' },
    { kind: 'button', label: 'View your request', href: input.pageUrl, secondary: true },
    ...(input.quote
      ? [{ kind: 'quote' as const, heading: `On ${input.quote.atLabel}, ${input.quote.author} wrote:`, text: input.quote.text }]
      : []),
  ];
  return composeEmail(
    {
      subject: replySubject(input.subject, input.reference),
      preheader: firstLine.slice(0, 120),
      siteUrl: input.siteUrl,
      company: input.company,
      reason: `You receive this e-mail because you wrote to ${BRAND} (request ${input.reference}).`,
    },
    blocks,
  );
}
