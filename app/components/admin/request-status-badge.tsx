import { REQUEST_STATUS_LABELS, type RequestStatus } from '~/features/requests/status';

// A request's status as a badge: open (waiting for our reply), waiting on the customer, closed.

const BADGE_TONES: Record<RequestStatus, { badge: string; dot: string }> = {
  open: { badge: 'bg-sky-100 text-sky-900 ring-sky-300', dot: 'bg-sky-600' },
  waiting: { badge: 'bg-amber-50 text-amber-900 ring-amber-300', dot: 'bg-amber-600' },
  closed: { badge: 'bg-slate-100 text-slate-700 ring-slate-300', dot: 'bg-slate-500' },
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const tone = BADGE_TONES[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {REQUEST_STATUS_LABELS[status]}
    </span>
  );
}
