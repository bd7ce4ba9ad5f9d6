import { ImapFlow } from 'imapflow';
import { db as defaultDb } from '~/lib/db/db.server';
import type { InboundMailSettings } from '~/lib/env.server';
import { headerText } from '~/lib/text-safety';
import { importInboundMail, type ImportOutcome } from './import.server';

// One look at the mailbox: every unseen message is fetched (without marking it), imported in its own
// transaction, and marked \Seen only once that has committed. A process killed between the commit
// and the flag leaves the message unseen: the next look fetches it again, finds its Message-ID
// imported already, and only marks it. Nothing is lost, nothing is imported twice.

/** Messages taken per look: a mailbox full of old mail is worked through over several looks. */
export const MESSAGES_PER_LOOK = 50;

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
}

/** The error of a failed look, in one line for the inbox and the log (never the password: imapflow's messages don't carry it). */
export function describeMailboxError(error: unknown): string {
  const failure = error as { message?: string; responseText?: string; code?: string };
  const text = failure?.responseText || failure?.message || String(error);
  return headerText(failure?.code && !text.includes(failure.code) ? `${text} (${failure.code})` : text, 300) || 'Unknown error';
}

export async function pollMailbox(options: PollOptions): Promise<PollResult> {
  const { settings } = options;
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
  const result: PollResult = { imported: 0, duplicates: 0 };
  await client.connect();
  try {
    const lock = await client.getMailboxLock(settings.mailbox);
    try {
      const unseen = (await client.search({ seen: false }, { uid: true })) || [];
      for (const uid of unseen.slice(0, MESSAGES_PER_LOOK)) {
        const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (!message || !message.source) continue;
        const outcome = await importInboundMail(message.source, { db: options.db, ownAddresses: options.ownAddresses });
        if (outcome.kind === 'duplicate') result.duplicates++;
        else result.imported++;
        await options.afterCommit?.(uid, outcome);
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return result;
}
