import { ImapFlow } from 'imapflow';
import { db as defaultDb } from '~/lib/db/db.server';
import type { InboundMailSettings } from '~/lib/env.server';
import { headerText } from '~/lib/text-safety';
import { importInboundMail, type ImportOutcome } from './import.server';
import {
  forgetMessage,
  isDue,
  knownMessages,
  MAX_TRIES,
  recordFailedTry,
  recordHeld,
  recordSetAside,
  recordTooLarge,
  type MessageFacts,
  type MessageKey,
} from './mailbox-messages.server';
import { UnreadableMail } from './parse.server';

// One look at the mailbox: every unseen message is fetched (without marking it), imported in its own
// transaction, and marked \Seen only once that has committed. A process killed between the commit
// and the flag leaves the message unseen: the next look fetches it again, finds its Message-ID
// imported already, and only marks it. Nothing is lost, nothing is imported twice.
//
// And no message stops the others: each is imported in its own try. One that fails is tried again at
// the next look, and after MAX_TRIES failures (or at once, when the mail reader refuses it) it is set
// aside: flagged on the server so no look takes it again, and listed in the inbox with the reason and
// its source to download. A message larger than IMAP_MAX_MESSAGE_BYTES is never fetched: it is left
// unread, flagged, and named in the inbox. One past the limits on new requests by e-mail stays unread
// until the limit has room again, and the look goes on with the next.

/** Messages taken per look: a mailbox full of old mail is worked through over several looks. */
export const MESSAGES_PER_LOOK = 50;

/** The keyword on a message the site will not import (set aside, or too large): looks leave it to people. */
export const NOT_IMPORTED_KEYWORD = 'RecoverlyNotImported';

export interface PollOptions {
  settings: InboundMailSettings;
  /** The site's own addresses: mail from them is never imported (MAIL_FROM, the mailbox's own). */
  ownAddresses: readonly string[];
  db?: typeof defaultDb;
  /** Called after a message's import committed, before it is marked \Seen (tests stop the process here). */
  afterCommit?: (uid: number, outcome: ImportOutcome) => Promise<void> | void;
  timeoutMs?: number;
}

export interface PollResult {
  imported: number;
  duplicates: number;
  /** Failed this time, to be tried again at the next look. */
  failed: number;
  /** Set aside for good this time (tried MAX_TRIES times, or refused by the mail reader). */
  setAside: number;
  tooLarge: number;
  /** Held back by the limits on new requests by e-mail. */
  held: number;
}

/** The error of a failed look, in one line for the inbox and the log (never the password: imapflow's messages don't carry it). */
export function describeMailboxError(error: unknown): string {
  const failure = error as { message?: string; responseText?: string; code?: string };
  const text = failure?.responseText || failure?.message || String(error);
  return headerText(failure?.code && !text.includes(failure.code) ? `${text} (${failure.code})` : text, 300) || 'Unknown error';
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export async function pollMailbox(options: PollOptions): Promise<PollResult> {
  const { settings } = options;
  const db = options.db ?? defaultDb;
  const timeout = options.timeoutMs ?? 20_000;
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: 4 * timeout,
    disableAutoIdle: true,
  });
  // A dropped connection is reported by the command that was waiting; the event must not crash the process.
  client.on('error', () => {});
  const result: PollResult = { imported: 0, duplicates: 0, failed: 0, setAside: 0, tooLarge: 0, held: 0 };
  await client.connect();
  try {
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const folder = settings.mailbox;
      const uidValidity = String(client.mailbox ? client.mailbox.uidValidity : 0);
      const unseen = (await client.search({ seen: false, unKeyword: NOT_IMPORTED_KEYWORD }, { uid: true })) || [];
      const known = await knownMessages(folder, uidValidity, db);
      const now = new Date();
      const due = unseen.filter((uid) => isDue(known.get(uid), now)).slice(0, MESSAGES_PER_LOOK);
      if (due.length === 0) return result;

      // Sizes and senders first, in one command: a message too large is never fetched.
      const facts = new Map<number, MessageFacts & { size: number }>();
      for await (const message of client.fetch(due.join(','), { uid: true, size: true, envelope: true }, { uid: true })) {
        const sender = message.envelope?.from?.[0]?.address ?? '';
        facts.set(message.uid, { size: message.size ?? 0, sender, subject: message.envelope?.subject ?? '' });
      }
      const markNotImported = (uid: number) => client.messageFlagsAdd(String(uid), [NOT_IMPORTED_KEYWORD], { uid: true });

      for (const uid of due) {
        const key: MessageKey = { folder, uidValidity, uid };
        const about = facts.get(uid) ?? { size: 0 };
        if (about.size > settings.maxMessageBytes) {
          const reason = `It is ${megabytes(about.size)}, larger than the ${megabytes(settings.maxMessageBytes)} the site takes (IMAP_MAX_MESSAGE_BYTES); it was left unread in the mailbox.`;
          await recordTooLarge(key, reason, about, new Date(), db);
          await markNotImported(uid);
          result.tooLarge++;
          continue;
        }
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (!message || !message.source) continue;
        let outcome: ImportOutcome;
        try {
          outcome = await importInboundMail(message.source, { db, ownAddresses: options.ownAddresses });
        } catch (error) {
          const reason = describeImportError(error);
          const refused = error instanceof UnreadableMail;
          const tries = refused ? MAX_TRIES : await recordFailedTry(key, reason, about, new Date(), db);
          if (tries >= MAX_TRIES) {
            await recordSetAside(key, reason, message.source, about, new Date(), db);
            await markNotImported(uid);
            result.setAside++;
          } else result.failed++;
          continue;
        }
        if (outcome.kind === 'held') {
          await recordHeld(key, outcome.reason, outcome.retryAt, about, new Date(), db);
          result.held++;
          continue;
        }
        if (outcome.kind === 'duplicate') result.duplicates++;
        else result.imported++;
        await options.afterCommit?.(uid, outcome);
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        if (known.has(uid)) await forgetMessage(key, db);
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return result;
}

/** Why a message could not be imported, in one line for the inbox. */
function describeImportError(error: unknown): string {
  if (error instanceof UnreadableMail) return `The mail reader refused it: ${error.message}`;
  const message = error instanceof Error ? error.message : String(error);
  return headerText(`Importing it failed: ${message}`, 300);
}
