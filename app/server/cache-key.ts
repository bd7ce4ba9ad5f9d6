import { PUBLIC_PAGE_PATHS } from '~/content/public-pages';
import { PATHS } from '~/lib/paths';

// Rendered for each visitor, never cached: checkout issues every visit its own payment reference.
const PER_REQUEST_PATHS = new Set<string>([PATHS.checkout]);

// Public pages and their client-navigation data (.data) requests, which may be served from the cache.
const CACHEABLE_PATHS = new Set<string>([
  ...PUBLIC_PAGE_PATHS.filter((p) => !PER_REQUEST_PATHS.has(p)),
  ...PUBLIC_PAGE_PATHS.filter((p) => p !== PATHS.home && !PER_REQUEST_PATHS.has(p)).map((p) => `${p}.data`),
  '/_root.data',
]);

const HELP_CENTER_PATHS = new Set<string>([PATHS.helpCenter, `${PATHS.helpCenter}.data`]);

/**
 * The request target a public page is rendered from and cached under ('/pricing' for
 * '/pricing?utm_source=x'), or null when the request is not for a cacheable public page. No cached
 * page reads its query: tracking tags and cache busters are dropped before rendering, so the page
 * rendered is the page cached and a flood of fresh query strings is one cache entry.
 */
export function publicPageTarget(pathname: string, search: string): string | null {
  if (!CACHEABLE_PATHS.has(pathname)) return null;
  const params = new URLSearchParams(search);
  // React Router asks for a subset of loaders with _routes: rare, and not worth a cache entry per subset.
  if (pathname.endsWith('.data') && params.has('_routes')) return null;
  // A help-centre search is one visitor's question: rendered for them, never cached (the key space is open).
  if (HELP_CENTER_PATHS.has(pathname) && params.get('q')?.trim()) return null;
  return pathname;
}
