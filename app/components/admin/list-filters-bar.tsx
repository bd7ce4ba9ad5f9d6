import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import { dashboardPath, type DashboardTab } from '~/lib/paths';
import { countLabel, filterQuery, MAX_QUERY, type ListFilters } from '~/features/dashboard/list-filters';

const input = 'min-w-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm sm:flex-1';
const linkButton = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export interface StatusTab {
  /** The ?status= value; null for All. */
  value: string | null;
  label: string;
  /** Null when not counted (a partial-text search). */
  count: number | null;
}

/**
 * A list's filters as a plain GET form (search, From, To) and status tabs with their counts. The URL
 * holds them, so they work without JavaScript and survive a reload; a new filter starts at the first
 * page (the cursors are not carried), and the status tabs keep the search and dates.
 */
export function ListFiltersBar({
  tab,
  idPrefix,
  filters,
  statusTabs,
  searchHint,
  exportLinks,
}: {
  tab: DashboardTab;
  idPrefix: string;
  filters: ListFilters<string>;
  statusTabs: StatusTab[];
  searchHint: string;
  exportLinks: { href: string; label: string }[];
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const form = useRef<HTMLFormElement>(null);
  // What each field showed when the bar last sent the administrator somewhere, or last took the URL's values.
  const settled = useRef<Record<FieldName, string>>(fieldValues(filters));
  // After a client-side navigation (a search, Clear filters, a status tab, Back) the fields show the URL's
  // values again, except a field typed into since: a result that arrives while the next search is being
  // typed must not overwrite it.
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const next = fieldValues(filters);
    for (const name of FIELD_NAMES) {
      const field = fields.namedItem(name);
      if (field instanceof HTMLInputElement && field.value === settled.current[name]) field.value = next[name];
    }
    settled.current = next;
  }, [filters]);
  const statusHref = (status: string | null) => {
    return dashboardPath(tab, filterQuery({ ...filters, status }));
  };
  return (
    <div className="mb-3 grid grid-cols-[minmax(0,1fr)] gap-3">
      <Form
        ref={form}
        onSubmit={(event) => {
          const data = new FormData(event.currentTarget);
          settled.current = { q: String(data.get('q') ?? ''), from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') };
        }}
        method="get"
        className="flex flex-wrap items-end gap-3 sm:items-center"
        aria-label="Filters"
      >
        {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
        <div className="grid min-w-0 flex-[2_1_14rem] gap-1 sm:flex sm:items-center sm:gap-2">
          <label htmlFor={id('q')} className="text-xs font-medium whitespace-nowrap text-slate-600">
            Search
          </label>
          <input
            id={id('q')}
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={MAX_QUERY}
            placeholder={searchHint}
            className={input}
          />
        </div>
        <div className="grid min-w-0 flex-[1_1_9rem] gap-1 sm:flex sm:items-center sm:gap-2">
          <label htmlFor={id('from')} className="text-xs font-medium whitespace-nowrap text-slate-600">
            From
          </label>
          <input id={id('from')} name="from" type="date" defaultValue={filters.from ?? ''} className={input} />
        </div>
        <div className="grid min-w-0 flex-[1_1_9rem] gap-1 sm:flex sm:items-center sm:gap-2">
          <label htmlFor={id('to')} className="text-xs font-medium whitespace-nowrap text-slate-600">
            To
          </label>
          <input id={id('to')} name="to" type="date" defaultValue={filters.to ?? ''} className={input} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
            Apply filters
          </button>
          <Link to={dashboardPath(tab)} className={linkButton}>
            Clear filters
          </Link>
        </div>
      </Form>
      {filters.ignored.map((text) => (
        <p key={text} role="status" className="text-sm text-amber-800">
          {text}
        </p>
      ))}
      {statusTabs.some((status) => status.count === null) ? (
        <p className="text-xs text-slate-500">Counts are not shown while searching by part of a name, e-mail or reference.</p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Status" className="flex min-w-0 gap-2 max-sm:w-full max-sm:overflow-x-auto max-sm:py-0.5 sm:flex-wrap">
          {statusTabs.map((status) => {
            const current = (filters.status ?? null) === status.value;
            return (
              <Link
                key={status.label}
                to={statusHref(status.value)}
                aria-current={current ? 'page' : undefined}
                className={`shrink-0 rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap ring-1 ring-inset ${
                  current ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {status.label}
                {status.count === null ? null : (
                  <span className={current ? 'text-slate-200' : 'text-slate-500'}> ({countLabel(status.count)})</span>
                )}
              </Link>
            );
          })}
        </nav>
        <div className="flex flex-wrap gap-2">
          {exportLinks.map((link) => (
            // A plain link: the file is a download, not a page the router should render.
            <a key={link.href} href={link.href} download className={linkButton}>
              {link.label}
            </a>
          ))}
        </div>
      </div>
    </div>
  );
}

const FIELD_NAMES = ['q', 'from', 'to'] as const;
type FieldName = (typeof FIELD_NAMES)[number];

function fieldValues(filters: ListFilters<string>): Record<FieldName, string> {
  return { q: filters.q, from: filters.from ?? '', to: filters.to ?? '' };
}

/** The empty state of a filtered list: says so and offers to clear the filters. */
export function NoMatches({ tab, what }: { tab: DashboardTab; what: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
      <p>No {what} match these filters.</p>
      <Link to={dashboardPath(tab)} className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
        Clear filters
      </Link>
    </div>
  );
}
