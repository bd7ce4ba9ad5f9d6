import { PATHS } from '~/lib/paths';

// A GET that writes something (an export's audit row) must come from our own pages. SameSite=Lax sends
// the session cookie on another site's top-level link, so the cookie alone proves nothing: the browser's
// Sec-Fetch-Site header says where the request started. 'same-origin' (a link on our pages) and 'none'
// (a typed address, a bookmark) are ours; no header at all is an older browser or a script, which the
// session guard judges as before. 'cross-site' and 'same-site' (a sibling subdomain) are refused.

/** The administrator's GET routes that write (each records an audit row): each calls refuseCrossSiteGet first. */
export const ADMIN_GET_ROUTES_THAT_WRITE: readonly string[] = [PATHS.ordersCsv, PATHS.requestsCsv];

const REFUSED = new Set(['cross-site', 'same-site']);

export const CROSS_SITE_REFUSAL = 'This download starts only from the dashboard: open the dashboard and use its Export CSV link.';

/** Whether the request started on another site (or a sibling subdomain), by its Sec-Fetch-Site header. */
export function isCrossSite(request: Request): boolean {
  return REFUSED.has((request.headers.get('Sec-Fetch-Site') ?? '').trim().toLowerCase());
}

/** Throws a 403 (that writes nothing) for a request that started on another site. */
export function refuseCrossSiteGet(request: Request): void {
  if (!isCrossSite(request)) return;
  throw new Response(CROSS_SITE_REFUSAL, {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
