import type { ReactNode } from 'react';

/** The coloured band at the top of an inner page, carrying its one h1. */
export function PageHeader({ title, children, eyebrow }: { title: string; children?: ReactNode; eyebrow?: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold tracking-wider text-brand-100 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{children}</div> : null}
      </div>
    </section>
  );
}
