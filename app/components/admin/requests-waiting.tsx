import { Link } from 'react-router';
import { INBOX } from '~/content/help-desk';
import type { WaitingForReply } from '~/features/requests/inbox/waiting.server';

/** "Requests waiting for a reply: 3 (oldest 5 hours)", linking to the open requests, longest waiting first. */
export function RequestsWaiting({ waiting, href, className }: { waiting: WaitingForReply | null; href: string; className?: string }) {
  if (!waiting) return <p className="text-sm text-slate-600">{INBOX.waitingUnavailable}</p>;
  return (
    <Link to={href} className={className} data-testid="requests-waiting">
      {INBOX.waiting(waiting.count, waiting.oldestAge)}
    </Link>
  );
}
