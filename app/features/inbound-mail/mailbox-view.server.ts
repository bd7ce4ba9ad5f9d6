import { formatCreatedAt } from '~/lib/created-label';
import { env, type Env } from '~/lib/env.server';
import { adminMailboxMessagePath } from '~/lib/paths';
import { readMailboxProblems } from './mailbox-messages.server';
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

/** A message of the mailbox the site did not import, as the inbox lists it. */
export interface NotImportedView {
  id: number;
  state: 'set-aside' | 'too-large';
  sender: string;
  subject: string;
  sizeLabel: string;
  reason: string;
  at: string;
  atLabel: string;
  /** The source to download (a message set aside), or null (one too large stays in the mailbox only). */
  href: string | null;
}

/** What the inbox says about the mailbox's messages it did not import; null without a mailbox. */
export interface MailboxProblemsView {
  notImported: NotImportedView[];
  notImportedCount: number;
  held: { count: number; reason: string; nextLabel: string | null };
}

function sizeLabel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export async function readMailboxProblemsView(settings: Env = env()): Promise<MailboxProblemsView | null> {
  if (!settings.inboundMail) return null;
  const problems = await readMailboxProblems();
  return {
    notImported: problems.notImported.map((message) => ({
      ...message,
      sizeLabel: sizeLabel(message.size),
      atLabel: formatCreatedAt(message.at),
      href: message.state === 'set-aside' ? adminMailboxMessagePath(message.id) : null,
    })),
    notImportedCount: problems.notImportedCount,
    held: {
      count: problems.held.count,
      reason: problems.held.reason,
      nextLabel: problems.held.nextAt ? formatCreatedAt(problems.held.nextAt) : null,
    },
  };
}
