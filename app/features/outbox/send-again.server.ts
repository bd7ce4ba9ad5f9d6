import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import type { EmailContent } from '~/features/mail/templates/blocks';
import { db } from '~/lib/db/db.server';
import type { Executor } from '~/lib/db/schema';
import type { OutboxKind } from './enqueue.server';
import { replyToOf, type ReplyTo } from './reply-to.server';
import type { OutboxStatus } from './status';
import { notifyQueued } from './wake';

/** The statuses of a message that was never delivered: given up on after its retries, or held back by a cap. */
export const UNSENT_STATUSES = ['failed', 'skipped'] as const satisfies readonly OutboxStatus[];

export function isUnsent(status: OutboxStatus): boolean {
  return (UNSENT_STATUSES as readonly OutboxStatus[]).includes(status);
}

export type SendAgainOutcome =
  | { kind: 'queued'; to: string }
  /** Queued or delivered meanwhile (another tab, the sender): nothing to send again. */
  | { kind: 'not-unsent'; to: string; status: OutboxStatus }
  /** Held back by a cap and kept without its text, and it can't be written again: nothing is sent. */
  | { kind: 'cannot-rebuild'; to: string; reason: string }
  | { kind: 'not-found' };

/** What a message kept without its text is written again from: its kind and the facts it names. */
export interface UnsentRow {
  kind: string;
  recipient: string;
  requestReference: string | null;
  orderId: number | null;
}

export type RebuildOutcome = { kind: 'rebuilt'; content: EmailContent } | { kind: 'cannot'; reason: string };

/** Writes a held-back message again (dashboard/unsent-mail.server.ts knows each kind); the outbox knows none. */
export type RebuildUnsent = (executor: Executor, row: UnsentRow, now: Date) => Promise<RebuildOutcome>;

/**
 * Send again, on a message that wasn't sent: it goes back to the queue with a full set of retries and
 * no cap (the administrator chose to send it), and the audit log says who did it. One held back by a
 * cap was kept without its text: it is written again by `rebuild` from its kind and facts, or refused
 * with the reason, never sent empty. The sender in this process is woken once the change is committed.
 */
export async function sendAgain(id: number, by: AuditActor, rebuild: RebuildUnsent, now = new Date()): Promise<SendAgainOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<SendAgainOutcome> => {
    const message = await trx
      .selectFrom('outbox')
      .leftJoin('ach_orders', 'ach_orders.id', 'outbox.order_id')
      .select([
        'outbox.id',
        'outbox.kind',
        'outbox.recipient',
        'outbox.status',
        'outbox.text_body',
        'outbox.request_reference',
        'outbox.order_id',
        'ach_orders.reference',
      ])
      .where('outbox.id', '=', id)
      .executeTakeFirst();
    if (!message) return { kind: 'not-found' };
    if (!isUnsent(message.status)) return { kind: 'not-unsent', to: message.recipient, status: message.status };
    let content: EmailContent | null = null;
    let replyTo: ReplyTo = null;
    if (message.text_body.trim() === '') {
      const rebuilt = await rebuild(
        trx,
        { kind: message.kind, recipient: message.recipient, requestReference: message.request_reference, orderId: message.order_id },
        now,
      );
      if (rebuilt.kind === 'cannot') return { kind: 'cannot-rebuild', to: message.recipient, reason: rebuilt.reason };
      content = rebuilt.content;
      [replyTo = null] = await replyToOf(trx, [{ kind: message.kind as OutboxKind, content }]);
    }
    const requeued = await trx
      .updateTable('outbox')
      .set({
        status: 'queued',
        attempts: 0,
        next_attempt_at: now.toISOString(),
        claimed_until: null,
        last_error: null,
        ...(content
          ? {
              subject: content.subject,
              text_body: content.text,
              html_body: content.html,
              reply_to: replyTo?.address ?? null,
              reply_to_name: replyTo?.name ?? null,
            }
          : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', UNSENT_STATUSES)
      .executeTakeFirst();
    if (Number(requeued.numUpdatedRows) !== 1) throw new Error(`E-mail #${id} changed while it was being sent again`);
    await recordAudit(trx, by, {
      kind: 'email-sent-again',
      subject: message.reference ?? undefined,
      details: { kind: message.kind, to: message.recipient, was: message.status },
    });
    return { kind: 'queued', to: message.recipient };
  });
  if (outcome.kind === 'queued') notifyQueued();
  return outcome;
}
