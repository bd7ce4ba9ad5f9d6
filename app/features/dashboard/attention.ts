import type { WaitingForReply } from '~/features/requests/inbox/waiting.server';
import { listHref } from './overview-format';
import type { Overview } from './overview.server';

/** What waits for the administrator, by kind; the words are the dashboard's (ATTENTION_LABELS). */
export type AttentionKind = 'pending-orders' | 'requests-waiting' | 'refunds-to-send' | 'mail-not-sent';

export interface AttentionItem {
  kind: AttentionKind;
  count: number;
  /** The list that shows exactly these: its tab and filter. */
  href: string;
}

/**
 * The line above the tabs: each thing that waits for the administrator, with the list that holds it,
 * in the order they are usually dealt with. Nothing that counts zero, so nothing at all on a quiet
 * day. Either read may be missing (it failed): its parts are left out rather than shown as zero.
 */
export function attentionItems(overview: Overview | null, waiting: WaitingForReply | null): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (overview) items.push({ kind: 'pending-orders', count: overview.pending.count, href: listHref('orders', { status: 'pending' }) });
  if (waiting) items.push({ kind: 'requests-waiting', count: waiting.count, href: listHref('requests', { status: 'open' }) });
  if (overview) {
    items.push({ kind: 'refunds-to-send', count: overview.refundsDue.count, href: listHref('orders', { status: 'refund-due' }) });
    items.push({
      kind: 'mail-not-sent',
      count: overview.notSent.count,
      href: listHref('email', { status: 'unsent', from: overview.notSent.from }),
    });
  }
  return items.filter((item) => item.count > 0);
}
