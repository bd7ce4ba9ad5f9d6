import {
  readMailboxProblemsView,
  readMailboxView,
  type MailboxProblemsView,
  type MailboxView,
} from '~/features/inbound-mail/mailbox-view.server';
import { readInbox, type InboxPage } from './inbox.server';

/** What the Requests screen shows: a page of the inbox and the mailbox's state. */
export interface InboxScreen {
  page: InboxPage;
  mailbox: MailboxView;
  /** The mailbox's messages it could not import (set aside, too large, held back); null without a mailbox. */
  mailboxProblems: MailboxProblemsView | null;
}

export async function readInboxScreen(search: URLSearchParams, now = new Date()): Promise<InboxScreen> {
  const [page, mailbox, mailboxProblems] = await Promise.all([readInbox(search, now), readMailboxView(), readMailboxProblemsView()]);
  return { page, mailbox, mailboxProblems };
}
