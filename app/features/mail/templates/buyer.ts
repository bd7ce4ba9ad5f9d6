import { BRAND } from '~/lib/brand';
import { mailbox } from '~/lib/text-safety';
import type { Company, ContactInfo } from '~/features/settings/model';
import type { Block, EmailContent, EmailFrame } from './blocks';
import { composeEmail } from './compose';

/** What every message to a buyer carries besides its own blocks: the site, the seller in the footer, the support contact. */
export interface BuyerMailContext {
  siteUrl: string;
  company: Company;
  /** The contact settings: replies go to their e-mail, and the license e-mail names both. */
  support: Pick<ContactInfo, 'email' | 'phone'>;
}

/** The name replies to a buyer's message are addressed to. */
export const SUPPORT_REPLY_NAME = `${BRAND} Support`;

/**
 * A message to a buyer: the seller named in the footer and Reply-To the site's contact e-mail (the
 * refund policy says "reply to your license e-mail"), left out only while that setting is not an address.
 */
export function composeBuyerEmail(
  context: BuyerMailContext,
  frame: Omit<EmailFrame, 'siteUrl' | 'company'>,
  blocks: readonly Block[],
): EmailContent {
  const content = composeEmail({ ...frame, siteUrl: context.siteUrl, company: context.company }, blocks);
  const replyTo = mailbox(context.support.email.trim(), SUPPORT_REPLY_NAME);
  return replyTo ? { ...content, replyTo } : content;
}
