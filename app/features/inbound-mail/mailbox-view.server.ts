import { formatCreatedAt } from '~/lib/created-label';
import { env, type Env } from '~/lib/env.server';
import { readMailboxStatus } from './mailbox-state.server';

/** The inbox's line about the mailbox: whether one is read, and how the last look went. */
export type MailboxView =
  | { kind: 'not-set-up' }
  | { kind: 'not-checked' }
  | { kind: 'reachable'; checkedLabel: string }
  | { kind: 'unreachable'; sinceLabel: string; reason: string };

export async function readMailboxView(settings: Env = env()): Promise<MailboxView> {
  if (!settings.inboundMail) return { kind: 'not-set-up' };
  const status = await readMailboxStatus();
  if (status.unreachableSince) {
    return { kind: 'unreachable', sinceLabel: formatCreatedAt(status.unreachableSince), reason: status.lastError ?? 'Unknown error' };
  }
  return status.lastCheckedAt ? { kind: 'reachable', checkedLabel: formatCreatedAt(status.lastCheckedAt) } : { kind: 'not-checked' };
}
