import type { Executor } from '~/lib/db/schema';
import { env, type Env } from '~/lib/env.server';
import { mailbox } from '~/lib/text-safety';
import { publicOrigin } from '~/lib/public-origin.server';
import { SUPPORT_REPLY_NAME } from '~/features/mail/templates/buyer';
import { getCompany, getContactInfo } from '~/features/settings/settings.server';
import type { Company } from '~/features/settings/model';

export interface RequestMailContext {
  siteUrl: string;
  company: Company;
  /** Where an answer goes: the mailbox the site reads (IMAP_URL) when there is one, else the contact e-mail. */
  replyTo: { name: string; address: string } | null;
}

/** What every message of a conversation carries besides its own words, read with the event's executor. */
export async function requestMailContext(executor: Executor, settings: Env = env()): Promise<RequestMailContext> {
  const company = await getCompany(executor);
  const inbound = settings.inboundMail?.address;
  const replyTo = inbound
    ? mailbox(inbound, SUPPORT_REPLY_NAME)
    : mailbox((await getContactInfo(executor)).email.trim(), SUPPORT_REPLY_NAME);
  return { siteUrl: publicOrigin(settings), company, replyTo };
}
