import { db as defaultDb } from '~/lib/db/db.server';
import type { Executor, MailboxMessagesTable } from '~/lib/db/schema';
import { headerText } from '~/lib/text-safety';

// The mailbox's messages the site has not imported, kept by folder, UIDVALIDITY and UID (what names
// a message on the server for good): one whose import failed (retried at the next look, set aside
// after MAX_TRIES), one set aside (its source kept for the administrator), one too large to take
// (left in the mailbox), one held back by the limits on new requests by e-mail (looked at again
// from retry_at). A message imported at last is forgotten here.

/** Failed imports of one message before it is set aside. */
export const MAX_TRIES = 3;

export type MailboxMessageState = MailboxMessagesTable['state'];

export interface MessageKey {
  folder: string;
  uidValidity: string;
  uid: number;
}

export interface MessageFacts {
  sender?: string;
  subject?: string;
  size?: number;
}

export interface KnownMessage {
  uid: number;
  state: MailboxMessageState;
  tries: number;
  retryAt: string | null;
}

/** What the site already knows of the folder's messages, by UID. */
export async function knownMessages(folder: string, uidValidity: string, db: Executor = defaultDb): Promise<Map<number, KnownMessage>> {
  const rows = await db
    .selectFrom('mailbox_messages')
    .select(['uid', 'state', 'tries', 'retry_at'])
    .where('folder', '=', folder)
    .where('uid_validity', '=', uidValidity)
    .execute();
  return new Map(
    rows.map((row) => [Number(row.uid), { uid: Number(row.uid), state: row.state, tries: Number(row.tries), retryAt: row.retry_at }]),
  );
}

/** Whether a look takes this message: not one set aside or too large, nor one held until later. */
export function isDue(known: KnownMessage | undefined, now: Date): boolean {
  if (!known) return true;
  if (known.state === 'set-aside' || known.state === 'too-large') return false;
  return known.state !== 'held' || !known.retryAt || known.retryAt <= now.toISOString();
}

function factsOf(facts: MessageFacts) {
  return {
    ...(facts.sender !== undefined ? { sender: headerText(facts.sender, 254) } : {}),
    ...(facts.subject !== undefined ? { subject: headerText(facts.subject, 200) } : {}),
    ...(facts.size !== undefined ? { size: facts.size } : {}),
  };
}

async function upsert(
  key: MessageKey,
  state: MailboxMessageState,
  values: { reason: string; tries?: number; source?: Buffer | null; retryAt?: string | null },
  facts: MessageFacts,
  now: Date,
  db: Executor,
): Promise<void> {
  const at = now.toISOString();
  const row = {
    state,
    reason: headerText(values.reason, 500),
    ...(values.tries !== undefined ? { tries: values.tries } : {}),
    ...(values.source !== undefined ? { source: values.source } : {}),
    retry_at: values.retryAt ?? null,
    updated_at: at,
    ...factsOf(facts),
  };
  await db
    .insertInto('mailbox_messages')
    .values({ folder: key.folder, uid_validity: key.uidValidity, uid: key.uid, first_seen_at: at, ...row })
    .onConflict((oc) => oc.columns(['folder', 'uid_validity', 'uid']).doUpdateSet(row))
    .execute();
}

/** Counts a failed import; returns how many tries the message has had. */
export async function recordFailedTry(key: MessageKey, reason: string, facts: MessageFacts, now = new Date(), db: Executor = defaultDb) {
  const before = await db
    .selectFrom('mailbox_messages')
    .select('tries')
    .where('folder', '=', key.folder)
    .where('uid_validity', '=', key.uidValidity)
    .where('uid', '=', key.uid)
    .executeTakeFirst();
  const tries = Number(before?.tries ?? 0) + 1;
  await upsert(key, 'failing', { reason, tries }, facts, now, db);
  return tries;
}

/** Sets a message aside for good, with its source for the administrator to download. */
export function recordSetAside(
  key: MessageKey,
  reason: string,
  source: Buffer,
  facts: MessageFacts,
  now = new Date(),
  db: Executor = defaultDb,
) {
  return upsert(key, 'set-aside', { reason, source }, { ...facts, size: source.length }, now, db);
}

export function recordTooLarge(key: MessageKey, reason: string, facts: MessageFacts, now = new Date(), db: Executor = defaultDb) {
  return upsert(key, 'too-large', { reason }, facts, now, db);
}

export function recordHeld(
  key: MessageKey,
  reason: string,
  retryAt: Date,
  facts: MessageFacts,
  now = new Date(),
  db: Executor = defaultDb,
) {
  return upsert(key, 'held', { reason, retryAt: retryAt.toISOString() }, facts, now, db);
}

/** The message was imported (or is one of ours): nothing is left to say about it. */
export async function forgetMessage(key: MessageKey, db: Executor = defaultDb): Promise<void> {
  await db
    .deleteFrom('mailbox_messages')
    .where('folder', '=', key.folder)
    .where('uid_validity', '=', key.uidValidity)
    .where('uid', '=', key.uid)
    .execute();
}

export interface NotImportedMessage {
  id: number;
  state: 'set-aside' | 'too-large';
  sender: string;
  subject: string;
  size: number;
  reason: string;
  at: string;
}

export interface MailboxProblems {
  /** Set aside and too large, latest first (the latest LISTED). */
  notImported: NotImportedMessage[];
  notImportedCount: number;
  /** Held back by the limits on new requests by e-mail: how many, the latest reason, and when the next is looked at again. */
  held: { count: number; reason: string; nextAt: string | null };
}

const LISTED = 20;

/** What the inbox says about messages it could not import. */
export async function readMailboxProblems(db: Executor = defaultDb): Promise<MailboxProblems> {
  const [listed, counts, nextHeld] = await Promise.all([
    db
      .selectFrom('mailbox_messages')
      .select(['id', 'state', 'sender', 'subject', 'size', 'reason', 'updated_at'])
      .where('state', 'in', ['set-aside', 'too-large'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(LISTED)
      .execute(),
    db
      .selectFrom('mailbox_messages')
      .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('state')
      .execute(),
    db
      .selectFrom('mailbox_messages')
      .select(['reason', 'retry_at'])
      .where('state', '=', 'held')
      .orderBy('updated_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const count = (state: MailboxMessageState) => Number(counts.find((row) => row.state === state)?.n ?? 0);
  return {
    notImported: listed.map((row) => ({
      id: row.id,
      state: row.state as 'set-aside' | 'too-large',
      sender: row.sender,
      subject: row.subject,
      size: Number(row.size),
      reason: row.reason,
      at: row.updated_at,
    })),
    notImportedCount: count('set-aside') + count('too-large'),
    held: { count: count('held'), reason: nextHeld?.reason ?? '', nextAt: nextHeld?.retry_at ?? null },
  };
}

/** The source of a message set aside, for the administrator's download. */
export async function setAsideSource(id: number, db: Executor = defaultDb): Promise<Buffer | null> {
  const row = await db
    .selectFrom('mailbox_messages')
    .select('source')
    .where('id', '=', id)
    .where('state', '=', 'set-aside')
    .executeTakeFirst();
  return row?.source ? Buffer.from(row.source) : null;
}
