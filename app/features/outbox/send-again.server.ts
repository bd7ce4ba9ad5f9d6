import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
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
  | { kind: 'not-found' };

/**
 * Send again, on a message that wasn't sent: it goes back to the queue as it was written, with a full
 * set of retries and no cap (the administrator chose to send it), and the audit log says who did it.
 * The sender in this process is woken once the change is committed.
 */
export async function sendAgain(id: number, by: AuditActor, now = new Date()): Promise<SendAgainOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<SendAgainOutcome> => {
    const message = await trx
      .selectFrom('outbox')
      .leftJoin('ach_orders', 'ach_orders.id', 'outbox.order_id')
      .select(['outbox.id', 'outbox.kind', 'outbox.recipient', 'outbox.status', 'ach_orders.reference'])
      .where('outbox.id', '=', id)
      .executeTakeFirst();
    if (!message) return { kind: 'not-found' };
    if (!isUnsent(message.status)) return { kind: 'not-unsent', to: message.recipient, status: message.status };
    const requeued = await trx
      .updateTable('outbox')
      .set({ status: 'queued', attempts: 0, next_attempt_at: now.toISOString(), claimed_until: null, last_error: null })
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
