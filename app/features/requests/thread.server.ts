import type { Executor, RequestMessage } from '~/lib/db/schema';

// A request's thread after its original (which stays in its request row): the administrator's
// replies and internal notes, the customer's messages (by e-mail or from the request page), and
// system messages (auto-replies and bounces). Messages are only ever added.

export type ThreadMessageKind = RequestMessage['kind'];
export type ThreadChannel = RequestMessage['channel'];

export interface NewThreadMessage {
  reference: string;
  kind: ThreadMessageKind;
  channel: ThreadChannel;
  author: string;
  authorName?: string;
  body: string;
  original?: string | null;
  subject?: string | null;
  messageId?: string | null;
  outboxId?: number | null;
  createdAt: string;
}

export async function appendThreadMessage(executor: Executor, message: NewThreadMessage): Promise<number> {
  const row = await executor
    .insertInto('request_messages')
    .values({
      reference: message.reference,
      kind: message.kind,
      channel: message.channel,
      author: message.author,
      author_name: message.authorName ?? '',
      body: message.body,
      original: message.original ?? null,
      subject: message.subject ?? null,
      message_id: message.messageId ?? null,
      outbox_id: message.outboxId ?? null,
      created_at: message.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The thread, oldest first. */
export function listThread(executor: Executor, reference: string): Promise<RequestMessage[]> {
  return executor.selectFrom('request_messages').selectAll().where('reference', '=', reference).orderBy('id').execute();
}

/**
 * The id of the thread's latest message (0 before the first): what the reply form carries, so a reply
 * is sent only over the thread its writer saw. Notes count: a colleague's note is news too.
 */
export async function lastMessageId(executor: Executor, reference: string): Promise<number> {
  const row = await executor
    .selectFrom('request_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('reference', '=', reference)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The customer's latest message in the thread, by e-mail or from the request page. */
export function latestCustomerMessage(executor: Executor, reference: string): Promise<RequestMessage | undefined> {
  return executor
    .selectFrom('request_messages')
    .selectAll()
    .where('reference', '=', reference)
    .where('kind', '=', 'customer')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const LONGEST_REFERENCES = 10;

/**
 * The Message-IDs of the thread so far, oldest first: what we sent about the request (the
 * acknowledgement, the replies) and the e-mails that came in for it. A reply answers the latest one
 * that came in (or our latest), and names up to the last ten as References.
 */
export async function threadMessageIds(executor: Executor, reference: string): Promise<{ inReplyTo: string | null; references: string[] }> {
  const [sent, received] = await Promise.all([
    executor
      .selectFrom('outbox')
      .select(['message_id', 'created_at'])
      .where('request_reference', '=', reference)
      .where('message_id', 'is not', null)
      .where('status', '!=', 'skipped')
      .where('kind', '!=', 'new-request')
      .execute(),
    executor
      .selectFrom('inbound_emails')
      .select(['message_id', 'received_at'])
      .where('reference', '=', reference)
      .where('outcome', 'in', ['thread', 'new-request'])
      .execute(),
  ]);
  const all = [
    ...sent.map((row) => ({ id: row.message_id!, at: row.created_at, ours: true })),
    // An e-mail that came without a Message-ID has one made up for it (parse.server.ts): nobody else knows it.
    ...received
      .filter((row) => !row.message_id.endsWith('.invalid>'))
      .map((row) => ({ id: row.message_id, at: row.received_at, ours: false })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const latestReceived = all.filter((entry) => !entry.ours).at(-1);
  return {
    inReplyTo: (latestReceived ?? all.at(-1))?.id ?? null,
    references: all.map((entry) => entry.id).slice(-LONGEST_REFERENCES),
  };
}
