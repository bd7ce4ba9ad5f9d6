/** A message's state in the outbox: waiting (or being retried), delivered, or given up on. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export function isOutboxStatus(value: unknown): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly unknown[]).includes(value);
}
