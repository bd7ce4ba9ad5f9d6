import { findReferences } from '~/lib/codes/references.server';
import type { Executor } from '~/lib/db/schema';
import { findRequest, type RequestRecord } from '~/features/requests/store.server';
import type { InboundMail } from './parse.server';

// Which request an e-mail belongs to, in this order:
//  1. it answers one of our messages: In-Reply-To or References names a Message-ID we sent about a
//     request (an acknowledgement, a reply), which only its recipients know;
//  2. its subject quotes a request's reference AND it comes from that request's own address: a
//     stranger who quotes someone else's reference starts a request of their own instead, so no
//     thread can be joined by knowing its number (Zammad's bug #5064);
//  3. neither: it is a new request.

export type ThreadMatch = { request: RequestRecord; by: 'message-id' | 'subject' } | null;

/** The request the e-mail answers by Message-ID: the latest of ours it names. */
async function byMessageId(executor: Executor, mail: InboundMail): Promise<RequestRecord | null> {
  if (mail.answers.length === 0) return null;
  const rows = await executor
    .selectFrom('outbox')
    .select(['message_id', 'request_reference'])
    .where('message_id', 'in', mail.answers)
    .where('request_reference', 'is not', null)
    .execute();
  for (const id of [...mail.answers].reverse()) {
    const row = rows.find((candidate) => candidate.message_id === id);
    const request = row?.request_reference ? await findRequest(executor, row.request_reference) : null;
    if (request) return request;
  }
  return null;
}

/** The request whose reference the subject quotes, when the e-mail comes from that request's address. */
async function bySubject(executor: Executor, mail: InboundMail): Promise<RequestRecord | null> {
  if (!mail.from) return null;
  const sender = mail.from.address.toLowerCase();
  for (const reference of findReferences(mail.subject, 'REQ')) {
    const request = await findRequest(executor, reference);
    if (request && request.email.trim().toLowerCase() === sender) return request;
  }
  return null;
}

export async function findThread(executor: Executor, mail: InboundMail): Promise<ThreadMatch> {
  const answered = await byMessageId(executor, mail);
  if (answered) return { request: answered, by: 'message-id' };
  const quoted = await bySubject(executor, mail);
  return quoted ? { request: quoted, by: 'subject' } : null;
}

/** Whether the e-mail is one of our own coming back (the mailbox is also where notifications go, say): never imported. */
export async function isOwnMessage(executor: Executor, mail: InboundMail, ownAddresses: readonly string[]): Promise<boolean> {
  if (mail.from && ownAddresses.some((address) => address.toLowerCase() === mail.from!.address.toLowerCase())) return true;
  const sent = await executor.selectFrom('outbox').select('id').where('message_id', '=', mail.messageId).executeTakeFirst();
  return sent !== undefined;
}
