import { readMailboxView, type MailboxView } from '~/features/inbound-mail/mailbox-view.server';
import { readInbox, type InboxPage } from './inbox.server';

/** What the Requests screen shows: a page of the inbox and the mailbox's state. */
export interface InboxScreen {
  page: InboxPage;
  mailbox: MailboxView;
}

export async function readInboxScreen(search: URLSearchParams, now = new Date()): Promise<InboxScreen> {
  const [page, mailbox] = await Promise.all([readInbox(search, now), readMailboxView()]);
  return { page, mailbox };
}
