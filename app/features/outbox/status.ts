/**
 * A message's state in the outbox: waiting (or being retried), delivered, given up on, or not sent on
 * purpose (an acknowledgement over its cap; the row says why).
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly unknown[]).includes(value);
}
