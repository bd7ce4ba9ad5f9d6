// Keyset pagination for the dashboard's lists, newest first by (created_at, id): "Older" and "Newer"
// continue from the last or first row shown, so a page costs an index seek however deep it is,
// where OFFSET walks (and counts) every row before it. The cursor travels in the URL.

export interface Cursor {
  createdAt: string;
  id: number;
}

/** Which way a page is read from its cursor: rows older than it (`before`) or newer (`after`). */
export type KeysetRequest = { before: Cursor } | { after: Cursor } | Record<string, never>;

export interface KeysetPage<T> {
  items: T[];
  /** The cursor of the "Older" link (the last row shown), or null on the last page. */
  older: string | null;
  /** The cursor of the "Newer" link (the first row shown), or null on the first page. */
  newer: string | null;
}

// ISO-8601 UTC with milliseconds, as every timestamp is stored; anything else is no cursor.
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~(\d{1,15})$/;

export function formatCursor(row: { created_at: string; id: number }): string {
  return `${row.created_at}~${row.id}`;
}

export function parseCursor(value: string | null | undefined): Cursor | null {
  const match = CURSOR.exec(value ?? '');
  return match ? { createdAt: match[1]!, id: Number(match[2]) } : null;
}

/** The URL parameter of a list's cursor: 'before', or with a prefix for a tab of two lists, 'supportBefore'. */
export function cursorParam(which: 'before' | 'after', prefix = ''): string {
  return prefix ? `${prefix}${which[0]!.toUpperCase()}${which.slice(1)}` : which;
}

/** The page the URL asks for (?before= or ?after=, or a prefixed pair); anything odd is the first page. */
export function keysetRequest(search: URLSearchParams, prefix = ''): KeysetRequest {
  const before = parseCursor(search.get(cursorParam('before', prefix)));
  if (before) return { before };
  const after = parseCursor(search.get(cursorParam('after', prefix)));
  return after ? { after } : {};
}

/**
 * Turns rows read for a request into a page. `rows` must hold up to `size + 1` rows read newest
 * first for the first page or `before`, oldest first for `after` (the extra row says there is more).
 */
export function keysetPage<T extends { created_at: string; id: number }>(rows: T[], request: KeysetRequest, size: number): KeysetPage<T> {
  const more = rows.length > size;
  const kept = rows.slice(0, size);
  if ('after' in request) {
    const items = kept.reverse();
    return { items, newer: more && items[0] ? formatCursor(items[0]) : null, older: edge(items.at(-1)) };
  }
  return { items: kept, older: more ? edge(kept.at(-1)) : null, newer: 'before' in request ? edge(kept[0]) : null };
}

function edge(row: { created_at: string; id: number } | undefined): string | null {
  return row ? formatCursor(row) : null;
}
