import { keysetPage, keysetRequest, type KeysetPage } from '~/lib/keyset';
import { pageQuery } from '~/lib/db/keyset-query.server';
import { parseListFilters, type ListFilters } from './list-filters';
import { filteredRows, resolveSearch, statusCounts, type ListTable } from './list-query.server';

// 25 rows, as order screens commonly show (WooCommerce: 20): every row carries its action forms, and a
// page stays quick to render and to scan; Older / Newer reach the rest.
export const LIST_PAGE_SIZE = 25;

/** One page of a filtered list, with the filters it used and the count of each status tab. */
export interface FilteredList<T, S extends string> extends KeysetPage<T> {
  filters: ListFilters<S>;
  /** Rows per status under the dates and an exact search (more than COUNT_CAP means "COUNT_CAP+"); `all` is their sum; null for a partial-text search. */
  counts: Record<S | 'all', number> | null;
}

/** Reads the page the URL asks for (`prefix` names the cursor of one of two lists on a tab). */
export async function readFilteredList<T extends { created_at: string; id: number }, S extends string>(
  table: ListTable,
  search: URLSearchParams,
  statuses: readonly S[],
  prefix = '',
): Promise<FilteredList<T, S>> {
  const filters = parseListFilters(search, statuses);
  const request = keysetRequest(search, prefix);
  const resolved = await resolveSearch(table, filters.q);
  const [rows, counts] = await Promise.all([
    pageQuery(filteredRows(table, filters, resolved), request, LIST_PAGE_SIZE).execute(),
    statusCounts(table, statuses, filters, resolved),
  ]);
  const page = keysetPage(rows as unknown as T[], request, LIST_PAGE_SIZE);
  return { ...page, filters, counts: counts as Record<S | 'all', number> | null };
}
