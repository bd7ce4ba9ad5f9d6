import { sql } from 'kysely';
import { findReferences } from '~/lib/codes/references.server';
import type { Executor } from '~/lib/db/schema';
import { findRequest, type RequestRecord } from '~/features/requests/store.server';
import { isToCustomer } from '~/features/outbox/reply-to.server';
import type { OutboxKind } from '~/features/outbox/enqueue.server';
import type { InboundMail } from './parse.server';

// Which request an e-mail belongs to, in this order:
//  1. it answers a message we sent about a request: In-Reply-To or References names a Message-ID the
//     site sent for that request (an acknowledgement, a reply). Those IDs carry 128 random bits (or an
//     HMAC with the site's secret): only someone who received that e-mail knows one, so it joins from
//     any address (a colleague the customer forwarded it to), marked as from another address;
//  2. it answers the customer's own earlier e-mail: it names the Message-ID of an e-mail that came
//     into a request from the SAME address. Anyone can write any Message-ID into References, so one
//     from another address never counts;
//  3. its subject quotes a request's reference AND it comes from that request's own address: a
//     stranger who quotes someone else's reference starts a request of their own instead, so no
//     thread can be joined by knowing its number (Zammad's bug #5064);
//  4. none of these, but it answers one of our e-mails to an order's buyer (the order, license,
//     refund or renewal e-mails): the outbox row that Message-ID was sent from names the order. Those
//     IDs carry an HMAC with the site's secret, so only someone who received the e-mail knows one. It
//     joins the order's request that is not closed, or starts one linked to the order;
//  5. none of these: it is a new request.
// Only the last MAX_ANSWERED_IDS Message-IDs an e-mail names are looked at (parse.server.ts).

export type ThreadMatch = { request: RequestRecord; by: 'our-message' | 'own-message' | 'subject' } | null;

/** The request of the latest of `named` that `rows` (Message-ID, request) know. */
async function latestNamed(executor: Executor, named: string[], rows: { message_id: string | null; reference: string | null }[]) {
  for (const id of [...named].reverse()) {
    const row = rows.find((candidate) => candidate.message_id === id);
    const request = row?.reference ? await findRequest(executor, row.reference) : null;
    if (request) return request;
  }
  return null;
}

/** The request one of our messages it names was sent for. */
async function byOurMessage(executor: Executor, mail: InboundMail): Promise<RequestRecord | null> {
  if (mail.answers.length === 0) return null;
  const rows = await executor
    .selectFrom('outbox')
    .select(['message_id', 'request_reference as reference'])
    .where('message_id', 'in', mail.answers)
    .where('request_reference', 'is not', null)
    .execute();
  return latestNamed(executor, mail.answers, rows);
}

/** The request the same sender's earlier e-mail it names went into. */
async function byOwnMessage(executor: Executor, mail: InboundMail): Promise<RequestRecord | null> {
  if (mail.answers.length === 0 || !mail.from) return null;
  const rows = await executor
    .selectFrom('inbound_emails')
    .select(['message_id', 'reference'])
    .where('message_id', 'in', mail.answers)
    .where('reference', 'is not', null)
    .where('outcome', 'in', ['thread', 'new-request'])
    .where(sql`lower(sender)`, '=', mail.from.address.toLowerCase())
    .execute();
  return latestNamed(executor, mail.answers, rows);
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
  const ours = await byOurMessage(executor, mail);
  if (ours) return { request: ours, by: 'our-message' };
  const own = await byOwnMessage(executor, mail);
  if (own) return { request: own, by: 'own-message' };
  const quoted = await bySubject(executor, mail);
  return quoted ? { request: quoted, by: 'subject' } : null;
}

/** The order of the latest of our e-mails to a buyer that the e-mail names (In-Reply-To, References), or null. */
export async function findAnsweredOrder(executor: Executor, mail: InboundMail): Promise<number | null> {
  if (mail.answers.length === 0) return null;
  const rows = await executor
    .selectFrom('outbox')
    .select(['message_id', 'order_id', 'kind'])
    .where('message_id', 'in', mail.answers)
    .where('order_id', 'is not', null)
    .execute();
  for (const id of [...mail.answers].reverse()) {
    // Only what went to the buyer: the administrator's own notice about an order is no buyer's thread.
    const row = rows.find((candidate) => candidate.message_id === id && isToCustomer(candidate.kind as OutboxKind));
    if (row?.order_id != null) return row.order_id;
  }
  return null;
}

/** Whether the e-mail is one of our own coming back (the mailbox is also where notifications go, say): never imported. */
export async function isOwnMessage(executor: Executor, mail: InboundMail, ownAddresses: readonly string[]): Promise<boolean> {
  if (mail.from && ownAddresses.some((address) => address.toLowerCase() === mail.from!.address.toLowerCase())) return true;
  const sent = await executor.selectFrom('outbox').select('id').where('message_id', '=', mail.messageId).executeTakeFirst();
  return sent !== undefined;
}
