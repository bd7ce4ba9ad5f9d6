import type { ContentStatus } from '~/features/content/model';

const TONES: Record<ContentStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  scheduled: 'bg-amber-50 text-amber-900 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
};

/** An item's status as a badge: Draft, Scheduled or Published. */
export function StatusBadge({ status, label }: { status: ContentStatus; label: string }) {
  return (
    <span data-status={status} className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}>
      {label}
    </span>
  );
}
