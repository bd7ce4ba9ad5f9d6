import { Link, useLocation } from 'react-router';
import { cursorParam } from '~/lib/keyset';

const linkClasses = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';
const disabledClasses = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm font-semibold text-slate-500';

/**
 * "Newer" / "Older" as plain links that keep every other query value (filters, the other list's
 * cursor). `prefix` names this list's cursor parameters when a tab shows two lists ('support' →
 * supportBefore / supportAfter).
 */
export function KeysetLinks({
  newer,
  older,
  label,
  prefix = '',
}: {
  newer: string | null;
  older: string | null;
  label: string;
  prefix?: string;
}) {
  // useLocation rather than useSearchParams: the query is only read, and every public page would
  // otherwise download useSearchParams with React Router's shared chunk.
  const { search } = useLocation();
  if (!newer && !older) return null;
  const hrefFor = (which: 'before' | 'after', cursor: string) => {
    const next = new URLSearchParams(search);
    next.delete(cursorParam('before', prefix));
    next.delete(cursorParam('after', prefix));
    next.set(cursorParam(which, prefix), cursor);
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3 pt-4">
      {newer ? (
        <Link to={hrefFor('after', newer)} rel="prev" preventScrollReset className={linkClasses}>
          ← Newer
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClasses}>
          ← Newer
        </span>
      )}
      {older ? (
        <Link to={hrefFor('before', older)} rel="next" preventScrollReset className={linkClasses}>
          Older →
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClasses}>
          Older →
        </span>
      )}
    </nav>
  );
}
