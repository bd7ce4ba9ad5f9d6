import { Link, useSearchParams } from 'react-router';

const linkClasses = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const disabledClasses = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-500';

/** Previous / Next as plain links (no JavaScript needed); other lists' page numbers are kept. */
export function PaginationLinks({ page, pageCount, param, label }: { page: number; pageCount: number; param: string; label: string }) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set(param, String(n));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 pt-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" preventScrollReset className={linkClasses}>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClasses}>
          Previous
        </span>
      )}
      <span className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" preventScrollReset className={linkClasses}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClasses}>
          Next
        </span>
      )}
    </nav>
  );
}
