import type { Executor } from '~/lib/db/schema';
import { env, type Env } from '~/lib/env.server';
import { mailbox } from '~/lib/text-safety';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { SUPPORT_REPLY_NAME } from '~/features/mail/templates/buyer';
import { getContactInfo } from '~/features/settings/settings.server';
import type { OutboxKind } from './enqueue.server';

// Who each kind of message goes to. A customer's or buyer's answer must reach the help desk, so
// every message to one carries Reply-To the mailbox the site reads (IMAP_URL's, named by
// IMAP_ADDRESS), or the contact e-mail while no mailbox is read. Messages to the administrator keep
// the Reply-To their content names (the buyer or the visitor who wrote), or none. Decided here, once,
// as a row is written (and written again by Send Again), whatever the message's own content says;
// a new kind must be placed on one side or the other before it compiles.
const RECIPIENT: Readonly<Record<OutboxKind, 'customer' | 'administrator'>> = {
  'order-received': 'customer',
  'new-order': 'administrator',
  'order-confirmed': 'customer',
  'order-cancelled': 'customer',
  'order-refund-due': 'customer',
  'order-refunded': 'customer',
  'order-reopened': 'customer',
  'order-link': 'customer',
  'address-corrected': 'customer',
  'request-acknowledgement': 'customer',
  'mail-acknowledgement': 'customer',
  'request-link': 'customer',
  'new-request': 'administrator',
  'new-request-digest': 'administrator',
  'request-reply': 'customer',
  'request-message': 'customer',
  'renewal-reminder': 'customer',
  'bank-details-alert': 'administrator',
  'download-link': 'customer',
  'payment-details': 'customer',
};

export type ReplyTo = { name: string; address: string } | null;

/** Whether messages of this kind go to a customer or buyer (not to the administrator). */
export function isToCustomer(kind: OutboxKind): boolean {
  return RECIPIENT[kind] === 'customer';
}

/** Where a customer's answer goes: the help desk's mailbox when one is read, else the contact e-mail (null while that is not an address). */
export async function helpDeskReplyTo(executor: Executor, settings: Env = env()): Promise<ReplyTo> {
  const inbound = settings.inboundMail?.address;
  if (inbound) return mailbox(inbound, SUPPORT_REPLY_NAME);
  // A contact setting that is missing or unreadable (the row is read, then checked here, so no query
  // fails inside the caller's transaction) leaves the message without Reply-To: never a lost event.
  const contact = await getContactInfo(executor).catch(() => null);
  return contact ? mailbox(contact.email.trim(), SUPPORT_REPLY_NAME) : null;
}

/**
 * The Reply-To of each message, in order: the help desk's for a customer's, the content's own for
 * the administrator's. Reads the contact e-mail at most once, and only when a customer's message needs it.
 */
export async function replyToOf(
  executor: Executor,
  mails: readonly { kind: OutboxKind; content: Pick<EmailContent, 'replyTo'> }[],
): Promise<ReplyTo[]> {
  const helpDesk = mails.some((mail) => isToCustomer(mail.kind)) ? await helpDeskReplyTo(executor) : null;
  return mails.map((mail) => (isToCustomer(mail.kind) ? helpDesk : (mail.content.replyTo ?? null)));
}
