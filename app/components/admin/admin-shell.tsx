import type { ReactNode } from 'react';
import { PrivatePageMeta } from '~/components/page-meta';
import { SkipLink } from '~/components/skip-link';
import { TopBar } from './top-bar';

const WIDTHS = {
  wide: 'max-w-6xl',
  // A single column of panels, one gap between each.
  narrow: 'grid max-w-4xl gap-6',
} as const;

/** The frame of every signed-in administrator page: its title, the skip link, the top bar, the page. */
export function AdminShell({
  title,
  adminEmail,
  width = 'wide',
  children,
}: {
  title: string;
  adminEmail: string;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-100">
      <PrivatePageMeta title={title} />
      <SkipLink />
      <TopBar email={adminEmail} />
      <main id="main" className={`mx-auto px-4 py-8 sm:px-6 ${WIDTHS[width]}`}>
        {children}
      </main>
    </div>
  );
}
