import type { ReactNode } from 'react';

const SIZES = {
  /** Marketing pages: room for a lead paragraph (and the help centre's search). */
  default: { padding: 'py-14 sm:py-20', title: 'text-4xl sm:text-5xl' },
  /** Forms and legal pages: the visitor came to do or read something below, so get out of the way. */
  compact: { padding: 'py-10 sm:py-12', title: 'text-3xl sm:text-4xl' },
} as const;

/** The coloured band at the top of an inner page, carrying its one h1. */
export function PageHeader({
  title,
  children,
  eyebrow,
  size = 'default',
  titleId,
}: {
  title: string;
  /** The h1's id, when something is labelled by it. */
  titleId?: string;
  children?: ReactNode;
  /** A short label above the heading; only when it adds something the heading does not say. */
  eyebrow?: string;
  size?: keyof typeof SIZES;
}) {
  const { padding, title: titleSize } = SIZES[size];
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className={`mx-auto max-w-4xl px-4 text-center sm:px-6 ${padding}`}>
        {eyebrow ? <p className="mb-2 text-sm font-semibold tracking-wider text-brand-100 uppercase">{eyebrow}</p> : null}
        <h1 id={titleId} className={`font-extrabold tracking-tight text-balance ${titleSize}`}>
          {title}
        </h1>
        {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{children}</div> : null}
      </div>
    </section>
  );
}
