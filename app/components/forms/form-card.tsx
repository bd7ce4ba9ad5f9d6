import type { ReactNode } from 'react';

/** The white panel a form sits in, with its heading and a short line under it. */
export function FormCard({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
