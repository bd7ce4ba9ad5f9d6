import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { formatCreatedAt } from '~/lib/created-label';
import { requestMessageId } from '~/features/mail/message-id.server';
import { requestPageUrl } from '~/features/mail/templates/links';
import { enqueueMail } from '~/features/outbox/enqueue.server';
import { db } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';
import { cleanMultiLine } from '~/lib/text-safety';
import { requestReplyEmail } from './mail/request-reply';
import { requestMailContext } from './mail-context.server';
import { issueRequestToken } from './request-tokens.server';
import { MAX_REPLY, MAX_REQUEST_NOTE } from './status';
import { findRequest, setRequestNote } from './store.server';
import { appendThreadMessage, lastMessageId, latestCustomerMessage, threadMessageIds } from './thread.server';
import { changeRequestStatus, lockRequest } from './status-changes.server';

// The administrator's answers: a reply (an e-mail to the customer, queued with it) and an internal
// note (never sent). A reply is sent only over the thread the administrator saw: the form carries the
// id of the latest message on the page, and anything newer (the customer wrote again, the reply went
// from another tab, a note was added) sends nothing and says so.

export type ReplyOutcome =
  | { kind: 'sent'; reference: string; closed: boolean }
  | { kind: 'newer-message'; reference: string }
  | { kind: 'empty' }
  | { kind: 'too-long'; max: number }
  | { kind: 'not-found' };

export interface ReplyInput {
  reference: string;
  body: string;
  /** The id of the latest thread message the page showed (0: none). */
  lastSeen: number;
  /** Send and Close: the request is closed with the reply. */
  close: boolean;
  by: AuditActor;
}

/** The customer's own earlier words for the reply to quote: a message they sent by e-mail or from their page, never a form's text. */
async function quoteFor(executor: Executor, reference: string, fallbackName: string) {
  const message = await latestCustomerMessage(executor, reference);
  if (!message) return null;
  return { author: message.author_name || fallbackName, atLabel: formatCreatedAt(message.created_at), text: message.body };
}

/**
 * Sends a reply: the thread message and its e-mail (queued in the outbox, never capped) commit
 * together, the request waits on the customer (or is closed), and the audit log records it.
 */
export async function sendReply(input: ReplyInput, now = new Date()): Promise<ReplyOutcome> {
  const body = cleanMultiLine(input.body);
  if (!body) return { kind: 'empty' };
  if (body.length > MAX_REPLY) return { kind: 'too-long', max: MAX_REPLY };
  return db.transaction().execute(async (trx): Promise<ReplyOutcome> => {
    await lockRequest(trx, input.reference);
    const request = await findRequest(trx, input.reference);
    if (!request) return { kind: 'not-found' };
    if ((await lastMessageId(trx, request.reference)) !== input.lastSeen) return { kind: 'newer-message', reference: request.reference };

    const context = await requestMailContext(trx);
    const messageId = requestMessageId(request.reference, context.siteUrl);
    const thread = await threadMessageIds(trx, request.reference);
    const content = requestReplyEmail({
      reference: request.reference,
      subject: request.subject,
      body,
      pageUrl: requestPageUrl(context.siteUrl, request.reference, issueRequestToken(request.reference, now)),
      quote: await quoteFor(trx, request.reference, request.name),
      siteUrl: context.siteUrl,
      company: context.company,
    });
    await enqueueMail(trx, {
      kind: 'request-reply',
      to: request.email,
      toName: request.name,
      content: context.replyTo ? { ...content, replyTo: context.replyTo } : content,
      messageId,
      ...(thread.inReplyTo ? { inReplyTo: thread.inReplyTo } : {}),
      references: thread.references,
      requestReference: request.reference,
    });
    const outbox = await trx.selectFrom('outbox').select('id').where('message_id', '=', messageId).executeTakeFirstOrThrow();
    await appendThreadMessage(trx, {
      reference: request.reference,
      kind: 'reply',
      channel: 'dashboard',
      author: input.by.actor,
      body,
      subject: content.subject,
      messageId,
      outboxId: outbox.id,
      createdAt: now.toISOString(),
    });
    await recordAudit(trx, input.by, {
      kind: 'request-replied',
      subject: request.reference,
      details: { to: request.email, messageId, closed: input.close },
    });
    await changeRequestStatus(trx, request, input.close ? 'closed' : 'waiting', input.by, now);
    return { kind: 'sent', reference: request.reference, closed: input.close };
  });
}

export type NoteOutcome =
  { kind: 'added'; reference: string } | { kind: 'empty' } | { kind: 'too-long'; max: number } | { kind: 'not-found' };

/** Adds an internal note to the thread (never shown or sent to the customer), with its audit row. Sending nothing, it needs no check for newer messages. */
export async function addRequestNote(input: { reference: string; body: string; by: AuditActor }, now = new Date()): Promise<NoteOutcome> {
  const body = cleanMultiLine(input.body);
  if (!body) return { kind: 'empty' };
  if (body.length > MAX_REQUEST_NOTE) return { kind: 'too-long', max: MAX_REQUEST_NOTE };
  return db.transaction().execute(async (trx): Promise<NoteOutcome> => {
    await lockRequest(trx, input.reference);
    const request = await findRequest(trx, input.reference);
    if (!request) return { kind: 'not-found' };
    const at = now.toISOString();
    await appendThreadMessage(trx, {
      reference: request.reference,
      kind: 'note',
      channel: 'dashboard',
      author: input.by.actor,
      body,
      createdAt: at,
    });
    await setRequestNote(trx, request, body, at);
    await recordAudit(trx, input.by, { kind: 'request-noted', subject: request.reference, details: { note: body } });
    return { kind: 'added', reference: request.reference };
  });
}
