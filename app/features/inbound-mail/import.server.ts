import type { Transaction } from 'kysely';
import { db as defaultDb } from '~/lib/db/db.server';
import type { Database, Executor } from '~/lib/db/schema';
import { storeAttachments } from '~/features/requests/attachments.server';
import { receiveCustomerMessage } from '~/features/requests/customer-messages.server';
import { queueRequestMail } from '~/features/requests/intake.server';
import { appendThreadMessage } from '~/features/requests/thread.server';
import { lockRequest } from '~/features/requests/status-changes.server';
import { findOpenOrderRequest, findRequest, insertRequest, type RequestRecord } from '~/features/requests/store.server';
import { newRequestHold, type Hold } from './limits.server';
import { MAX_STORED_TEXT, parseInboundMail, type InboundAttachment, type InboundMail } from './parse.server';
import { foldQuotedText } from './quote';
import { findAnsweredOrder, findThread, isOwnMessage } from './threading.server';

// One e-mail from the mailbox into the help desk, in one transaction: the ledger row that makes its
// Message-ID imported once (a unique index: a second delivery, or another process fetching the same
// message, writes nothing), and what it becomes. The caller marks it \Seen only after this commits.
// An e-mail that would start a request past the limits on new requests by e-mail writes nothing at
// all: it is 'held', and the caller leaves it unread for a later look.

export type ImportOutcome =
  | { kind: 'thread'; reference: string }
  | { kind: 'new-request'; reference: string; follows: string | null }
  | { kind: 'system'; reference: string }
  | { kind: 'ignored'; reason: 'auto-reply' | 'own' | 'no-sender' }
  | { kind: 'duplicate' }
  | ({ kind: 'held' } & Hold);

export interface ImportOptions {
  db?: typeof defaultDb;
  /** The site's own addresses (MAIL_FROM, the mailbox's): mail from them is never imported. */
  ownAddresses?: readonly string[];
  now?: Date;
}

/** The name of the file that carries an e-mail's whole text when it is longer than the conversation keeps. */
export const WHOLE_TEXT_FILE = 'e-mail-text.txt';

/** Thrown inside the transaction to undo it: the e-mail is held, nothing of it is written. */
class Held extends Error {
  constructor(readonly hold: Hold) {
    super(hold.reason);
  }
}

/** Writes the ledger row; false when this Message-ID was imported before. */
async function claimMessageId(trx: Transaction<Database>, mail: InboundMail, at: string): Promise<boolean> {
  const row = await trx
    .insertInto('inbound_emails')
    .values({ message_id: mail.messageId, outcome: 'ignored', sender: mail.from?.address ?? '', subject: mail.subject, received_at: at })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

async function record(trx: Executor, mail: InboundMail, outcome: ImportOutcome): Promise<ImportOutcome> {
  const reference = 'reference' in outcome ? outcome.reference : null;
  const stored = outcome.kind === 'thread' || outcome.kind === 'new-request' || outcome.kind === 'system' ? outcome.kind : 'ignored';
  await trx.updateTable('inbound_emails').set({ reference, outcome: stored }).where('message_id', '=', mail.messageId).execute();
  return outcome;
}

/**
 * What the conversation keeps of an e-mail's text: the new part (its quoted past folded away), at most
 * MAX_STORED_TEXT characters. A longer text is kept whole as a file beside it, and the conversation
 * says so. Only the first MAX_STORED_TEXT characters are ever read here, whatever the e-mail's length.
 */
export function keptText(text: string): {
  body: string;
  original: string | null;
  wholeText: (InboundAttachment & { always: true }) | null;
} {
  if (text.length <= MAX_STORED_TEXT) {
    const { body, folded } = foldQuotedText(text);
    return { body, original: folded ? text : null, wholeText: null };
  }
  const note = `\n\n[The e-mail is longer (${text.length.toLocaleString('en-US')} characters): its whole text is attached as ${WHOLE_TEXT_FILE}.]`;
  const { body } = foldQuotedText(text.slice(0, MAX_STORED_TEXT - note.length));
  const content = Buffer.from(text, 'utf8');
  return {
    body: `${body}${note}`,
    original: null,
    wholeText: { fileName: WHOLE_TEXT_FILE, contentType: 'text/plain; charset=utf-8', size: content.length, content, always: true },
  };
}

async function importParsed(trx: Transaction<Database>, mail: InboundMail, options: ImportOptions, now: Date): Promise<ImportOutcome> {
  if (!(await claimMessageId(trx, mail, now.toISOString()))) return { kind: 'duplicate' };
  if (await isOwnMessage(trx, mail, options.ownAddresses ?? [])) return record(trx, mail, { kind: 'ignored', reason: 'own' });
  const match = await findThread(trx, mail);
  const { body, original, wholeText } = keptText(mail.text);
  const files = wholeText ? [wholeText, ...mail.attachments] : mail.attachments;

  if (mail.autoReply) {
    // Shown where it belongs, and nothing more: no reopening, no new request, no acknowledgement.
    if (!match) return record(trx, mail, { kind: 'ignored', reason: 'auto-reply' });
    await appendThreadMessage(trx, {
      reference: match.request.reference,
      kind: 'system',
      channel: 'email',
      author: mail.from?.address ?? '',
      authorName: mail.from?.name ?? '',
      body: body || mail.subject,
      original,
      subject: mail.subject,
      messageId: mail.messageId,
      createdAt: now.toISOString(),
    });
    return record(trx, mail, { kind: 'system', reference: match.request.reference });
  }
  if (!mail.from) return record(trx, mail, { kind: 'ignored', reason: 'no-sender' });

  // An answer to an order's e-mail joins the order's request that is not closed, or starts one for it.
  const orderId = match ? null : await findAnsweredOrder(trx, mail);
  const joining: RequestRecord | null = match?.request ?? (orderId !== null ? await findOpenOrderRequest(trx, orderId) : null);
  if (joining) {
    // The request's lock first, then the request as it is now: an administrator closing it meanwhile
    // is seen, not overwritten with what it was before the lock.
    await lockRequest(trx, joining.reference);
    const request = (await findRequest(trx, joining.reference)) ?? joining;
    const outcome = await receiveCustomerMessage(trx, request, {
      channel: 'email',
      from: mail.from.address,
      fromName: mail.from.name,
      body: body || '(no text)',
      original,
      subject: mail.subject,
      messageId: mail.messageId,
      receivedAt: now,
    });
    if (outcome.kind === 'joined') {
      await storeAttachments(trx, outcome.reference, outcome.messageRowId, files);
      return record(trx, mail, { kind: 'thread', reference: outcome.reference });
    }
    await storeAttachments(trx, outcome.reference, null, files);
    return record(trx, mail, { kind: 'new-request', reference: outcome.reference, follows: outcome.follows });
  }

  const hold = await newRequestHold(trx, mail.from.address, now);
  if (hold) throw new Held(hold);
  const request = {
    name: mail.from.name || mail.from.address.split('@')[0]!,
    email: mail.from.address,
    subject: mail.subject || '(no subject)',
    message: body || '(no text)',
  };
  const started = await insertRequest(trx, { kind: 'email', ...request, orderId, createdAt: now.toISOString() });
  await queueRequestMail(trx, started.reference, { kind: 'help', ...request }, now, 'email');
  await storeAttachments(trx, started.reference, null, files);
  return record(trx, mail, { kind: 'new-request', reference: started.reference, follows: null });
}

/**
 * Imports one raw e-mail; its outcome says what it became (or that it was there already, or is held).
 * Throws when it can't be read (an UnreadableMail: over the mail reader's limits) or written.
 */
export async function importInboundMail(raw: Buffer, options: ImportOptions = {}): Promise<ImportOutcome> {
  const mail = await parseInboundMail(raw);
  const now = options.now ?? new Date();
  const database = options.db ?? defaultDb;
  try {
    return await database.transaction().execute((trx) => importParsed(trx, mail, options, now));
  } catch (error) {
    if (error instanceof Held) return { kind: 'held', ...error.hold };
    throw error;
  }
}
