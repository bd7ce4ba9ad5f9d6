import type { ReactNode } from 'react';

/** A white card with a heading: one group of the dashboard (a form section or a list). */
export function Panel({
  id,
  title,
  description,
  actions,
  children,
  headingLevel = 2,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 px-4 py-3 sm:px-6">
        <div>
          <Heading id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="px-4 py-5 sm:px-6">{children}</div>
    </section>
  );
}
