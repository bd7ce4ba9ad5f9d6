import type { ReactNode } from 'react';

/** One label and value of an order's summary: side by side, wrapping onto two lines on a narrow screen. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="min-w-0 font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}
