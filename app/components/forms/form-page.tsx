import type { ReactNode } from 'react';
import { PageHeader } from '~/components/page-header';

const TWO_COLUMNS = 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]';

/** The frame of a page built around a visitor form: the header band and a grid. */
export function FormPage({
  title,
  intro,
  columns = TWO_COLUMNS,
  notice,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** Shown above the grid, across it (a request's receipt). */
  notice?: ReactNode;
  /** The grid's column (and row) classes on wide screens. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} size="compact">
        {intro}
      </PageHeader>
      <div className="bg-slate-50">
        {notice}
        <div className={`mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:gap-10 lg:px-8 lg:py-16 ${columns}`}>{children}</div>
      </div>
    </>
  );
}
