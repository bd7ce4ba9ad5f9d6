import type { ReactNode } from 'react';
import { PrivatePageMeta } from '~/components/page-meta';

const WIDTHS = {
  wide: 'max-w-6xl',
  // A single column of panels, one gap between each.
  narrow: 'grid max-w-4xl gap-6',
} as const;

/** One administrator screen inside the frame: its document title and its width. */
export function AdminPage({ title, width = 'wide', children }: { title: string; width?: keyof typeof WIDTHS; children: ReactNode }) {
  return (
    <div className={`mx-auto px-4 pt-2 pb-10 sm:px-6 ${WIDTHS[width]}`}>
      <PrivatePageMeta title={title} />
      {children}
    </div>
  );
}
