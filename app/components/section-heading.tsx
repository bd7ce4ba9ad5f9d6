import type { ReactNode } from 'react';

/** The eyebrow + h2 + lead that opens every content section, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-wider uppercase ${dark ? 'text-brand-100' : 'text-brand-700'}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </h2>
      {children ? <p className={`mt-4 text-lg ${dark ? 'text-brand-50' : 'text-slate-600'}`}>{children}</p> : null}
    </div>
  );
}

/** Page-width container with the site's horizontal padding. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}
