// The filters of a dashboard list, read from the URL (?q=&status=&from=&to=): plain GET parameters, so
// a filtered list works without JavaScript, survives a reload and can be bookmarked. Shared with the
// browser (the filter form), so nothing here touches the database.
import { cleanSearch } from '~/lib/text-safety';

export interface ListFilters<S extends string> {
  /** The search text as typed (trimmed, at most MAX_QUERY characters); '' for none. */
  q: string;
  status: S | null;
  /** Inclusive UTC days, YYYY-MM-DD, on the created date. */
  from: string | null;
  to: string | null;
  /** Why a value in the URL was ignored, in words for the page; empty when every value was used. */
  ignored: string[];
}

export const MAX_QUERY = 100;

/** Status counts stop here ("10,000+"): each is then a bounded walk of the (status, created_at) index. */
export const COUNT_CAP = 10_000;

/** A status count as shown: '1,234', or '10,000+' past the cap. */
export function countLabel(count: number): string {
  return count > COUNT_CAP ? `${COUNT_CAP.toLocaleString('en-US')}+` : count.toLocaleString('en-US');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD ('2026-02-30' and '2026-13-45' are not). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day after a YYYY-MM-DD day; null after 9999-12-31, which has no next day in this form. */
export function nextDay(day: string): string | null {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  const next = date.toISOString();
  // Past year 9999 the ISO form grows a sign and two digits ('+010000-01-01T…').
  return /^\d{4}-/.test(next) ? next.slice(0, 10) : null;
}

/**
 * The exclusive upper bound of the "to" day, as the created_at text it is compared with: the next day's
 * midnight, or for 9999-12-31 a time after each of that day's ('9999-12-31T24…' sorts after '…T23:59').
 */
export function createdBefore(to: string): string {
  const next = nextDay(to);
  return next ? `${next}T00:00:00.000Z` : `${to}T24:00:00.000Z`;
}

export function parseListFilters<S extends string>(search: URLSearchParams, statuses: readonly S[]): ListFilters<S> {
  const ignored: string[] = [];
  // Control characters never belong in a search; long pastes are cut rather than refused.
  const q = cleanSearch(search.get('q') ?? '', MAX_QUERY);
  const rawStatus = search.get('status') ?? '';
  const status = (statuses as readonly string[]).includes(rawStatus) ? (rawStatus as S) : null;
  if (rawStatus && !status) ignored.push('The status in the address is not one of the list’s, so all statuses are shown.');
  const day = (name: 'from' | 'to', label: string) => {
    const raw = (search.get(name) ?? '').trim();
    if (!raw) return null;
    if (isDay(raw)) return raw;
    ignored.push(`The “${label}” date is not a valid date (YYYY-MM-DD), so it was ignored.`);
    return null;
  };
  let from = day('from', 'From');
  let to = day('to', 'To');
  if (from && to && from > to) {
    ignored.push('The “From” date is after the “To” date, so the dates were ignored.');
    from = null;
    to = null;
  }
  return { q, status, from, to, ignored };
}

/** True when any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: ListFilters<string>): boolean {
  return Boolean(filters.q || filters.status || filters.from || filters.to);
}

/** The filters as given, for the CSV export's audit row. */
export function filtersAsGiven(filters: ListFilters<string>) {
  return { q: filters.q, status: filters.status, from: filters.from, to: filters.to };
}

/** The filters as query parameters (only those in use), for links that keep them: status tabs, CSV. */
export function filterQuery(filters: Pick<ListFilters<string>, 'q' | 'status' | 'from' | 'to'>): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['q', 'status', 'from', 'to'] as const) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  return query;
}
