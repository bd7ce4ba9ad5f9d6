import type { ReactNode } from 'react';
import { PageHeader } from '~/components/page-header';
import { ToastStatus } from '~/components/toast-status';
import type { ToastMessage } from '~/lib/toast';

const TWO_COLUMNS = 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]';

/** The frame of a page built around a visitor form: the header band, the refusal banner, a grid. */
export function FormPage({
  title,
  intro,
  toast,
  columns = TWO_COLUMNS,
  children,
}: {
  title: string;
  intro: ReactNode;
  toast: ToastMessage | undefined;
  /** The grid's column (and row) classes on wide screens. */
  columns?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <div className="bg-slate-50">
        {/* Without JavaScript a refusal shows here as a status banner, right above the form's page content. */}
        <div className="px-4 sm:px-6">
          <ToastStatus toast={toast} />
        </div>
        <div className={`mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:gap-10 lg:px-8 lg:py-16 ${columns}`}>{children}</div>
      </div>
    </>
  );
}
