import { db as defaultDb } from '~/lib/db/db.server';
import type { OutboxRow } from '~/lib/db/schema';
import { outboxMessageId } from '~/features/mail/message-id.server';
import type { MailTransport, SendResult } from '~/features/mail/transport.server';
import { orderMailAttachments } from './attachments.server';
import { claimDueMessages } from './claim.server';
import { pastGivingUp, retryDelayMs } from './retry';
import { onQueued } from './wake';

export interface OutboxSenderOptions {
  transport: MailTransport;
  siteUrl: string;
  db?: typeof defaultDb;
  log?: (line: string) => void;
  /** Messages taken per claim. */
  batchSize?: number;
  /** How long a claim lasts: longer than one send can take (the transport gives up after ~30 s). */
  claimMs?: number;
  /** The longest sleep between looks at the table (rows written by other processes). */
  idleMs?: number;
  /** Backoff after the n-th failed attempt (retry.ts's by default). */
  retryDelayMs?: (attempts: number) => number;
}

export interface OutboxSender {
  /** Looks for due messages now (a request queued one). */
  wake(): void;
  /** Finishes the message being sent, then stops; nothing keeps the process alive afterwards. */
  stop(): Promise<void>;
}

/**
 * The background sender of this server process: claims due messages, sends each through the transport,
 * and records the outcome (sent; failed for good; or queued again with backoff, until 24 hours have
 * passed). Rows left queued or claimed by a process that died are picked up when due.
 */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const db = options.db ?? defaultDb;
  const log = options.log ?? ((line: string) => console.log(line));
  const batchSize = options.batchSize ?? 10;
  const claimMs = options.claimMs ?? 2 * 60_000;
  const idleMs = options.idleMs ?? 15_000;
  const retryDelay = options.retryDelayMs ?? retryDelayMs;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function record(row: OutboxRow, messageId: string, result: SendResult): Promise<void> {
    const now = new Date();
    const attempts = row.attempts + 1;
    const update = db.updateTable('outbox').where('id', '=', row.id);
    if (result.ok) {
      await update
        .set({ status: 'sent', attempts, sent_at: now.toISOString(), message_id: messageId, claimed_until: null, last_error: null })
        .execute();
      return;
    }
    const givingUp = result.permanent || pastGivingUp(row.created_at, now);
    if (givingUp) log(`E-mail ${row.id} (${row.kind}) failed for good: ${result.error}`);
    await update
      .set({
        status: givingUp ? 'failed' : 'queued',
        attempts,
        message_id: messageId,
        claimed_until: null,
        last_error: result.error,
        next_attempt_at: new Date(now.getTime() + retryDelay(attempts)).toISOString(),
      })
      .execute();
  }

  async function sendOne(row: OutboxRow): Promise<void> {
    const messageId = row.message_id ?? outboxMessageId({ id: row.id, createdAt: row.created_at }, options.siteUrl);
    const result = await options.transport.sendMail({
      to: row.recipient,
      toName: row.recipient_name,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId,
      ...(row.in_reply_to ? { inReplyTo: row.in_reply_to } : {}),
      ...(row.thread_references ? { references: row.thread_references.split(' ') } : {}),
      ...(row.reply_to ? { replyTo: { address: row.reply_to, name: row.reply_to_name ?? '' } } : {}),
      attachments: await orderMailAttachments(db, row),
    });
    await record(row, messageId, result);
  }

  /** Sends until nothing is due, then answers how long to sleep: until the next retry, at most idleMs. */
  async function drain(): Promise<number> {
    while (!stopped) {
      const now = new Date();
      const rows = await claimDueMessages(now, new Date(now.getTime() + claimMs), batchSize, db);
      if (rows.length === 0) break;
      for (const [index, row] of rows.entries()) {
        if (stopped) {
          // Handed back at once, for the next start (or another process) to send.
          const rest = rows.slice(index).map((r) => r.id);
          await db.updateTable('outbox').set({ claimed_until: null }).where('id', 'in', rest).execute();
          return idleMs;
        }
        await sendOne(row);
      }
    }
    const next = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('at'))
      .where('status', '=', 'queued')
      .executeTakeFirst();
    const dueIn = next?.at ? new Date(String(next.at)).getTime() - Date.now() : idleMs;
    return Math.min(idleMs, Math.max(dueIn, 50));
  }

  function schedule(delay: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, delay);
    timer.unref(); // a sleeping sender never keeps the process alive
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true; // a message queued mid-run is looked for once this run ends
      return;
    }
    again = false;
    running = drain()
      .catch((error: unknown) => {
        log(`E-mail sender: ${error instanceof Error ? error.message : String(error)}`);
        return idleMs;
      })
      .then((sleep) => {
        running = null;
        if (again) wake();
        else schedule(sleep);
      });
  }

  onQueued(wake);
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      onQueued(null);
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
