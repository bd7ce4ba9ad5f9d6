import type { Transaction } from 'kysely';
import { db as defaultDb } from '~/lib/db/db.server';
import type { Database, Executor } from '~/lib/db/schema';
import { storeAttachments } from '~/features/requests/attachments.server';
import { receiveCustomerMessage } from '~/features/requests/customer-messages.server';
import { insertHelpRequest, queueRequestMail } from '~/features/requests/intake.server';
import { appendThreadMessage } from '~/features/requests/thread.server';
import { lockRequest } from '~/features/requests/tickets.server';
import { parseInboundMail, type InboundMail } from './parse.server';
import { foldQuotedText } from './quote';
import { findThread, isOwnMessage } from './threading.server';

// One e-mail from the mailbox into the help desk, in one transaction: the ledger row that makes its
// Message-ID imported once (a unique index: a second delivery, or another process fetching the same
// message, writes nothing), and what it becomes. The caller marks it \Seen only after this commits.

export type ImportOutcome =
  | { kind: 'thread'; reference: string }
  | { kind: 'new-request'; reference: string; follows: string | null }
  | { kind: 'system'; reference: string }
  | { kind: 'ignored'; reason: 'auto-reply' | 'own' | 'no-sender' }
  | { kind: 'duplicate' };

export interface ImportOptions {
  db?: typeof defaultDb;
  /** The site's own addresses (MAIL_FROM, the mailbox's): mail from them is never imported. */
  ownAddresses?: readonly string[];
  now?: Date;
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
  const stored = outcome.kind === 'ignored' || outcome.kind === 'duplicate' ? 'ignored' : outcome.kind;
  await trx.updateTable('inbound_emails').set({ reference, outcome: stored }).where('message_id', '=', mail.messageId).execute();
  return outcome;
}

async function importParsed(trx: Transaction<Database>, mail: InboundMail, options: ImportOptions, now: Date): Promise<ImportOutcome> {
  if (!(await claimMessageId(trx, mail, now.toISOString()))) return { kind: 'duplicate' };
  if (await isOwnMessage(trx, mail, options.ownAddresses ?? [])) return record(trx, mail, { kind: 'ignored', reason: 'own' });
  const match = await findThread(trx, mail);
  const { body, folded } = foldQuotedText(mail.text);
  const original = folded ? mail.text : null;

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

  if (match) {
    await lockRequest(trx, match.request.reference);
    const outcome = await receiveCustomerMessage(trx, match.request, {
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
      await storeAttachments(trx, outcome.reference, outcome.messageRowId, mail.attachments);
      return record(trx, mail, { kind: 'thread', reference: outcome.reference });
    }
    await storeAttachments(trx, outcome.reference, null, mail.attachments);
    return record(trx, mail, { kind: 'new-request', reference: outcome.reference, follows: outcome.follows });
  }

  const request = {
    name: mail.from.name || mail.from.address.split('@')[0]!,
    email: mail.from.address,
    subject: mail.subject || '(no subject)',
    message: body || '(no text)',
  };
  const started = await insertHelpRequest(trx, { ...request, createdAt: now.toISOString() });
  await queueRequestMail(trx, started.reference, { kind: 'help', ...request }, now);
  await storeAttachments(trx, started.reference, null, mail.attachments);
  return record(trx, mail, { kind: 'new-request', reference: started.reference, follows: null });
}

/** Imports one raw e-mail; its outcome says what it became (or that it was there already). */
export async function importInboundMail(raw: Buffer, options: ImportOptions = {}): Promise<ImportOutcome> {
  const mail = await parseInboundMail(raw);
  const now = options.now ?? new Date();
  const database = options.db ?? defaultDb;
  return database.transaction().execute((trx) => importParsed(trx, mail, options, now));
}
