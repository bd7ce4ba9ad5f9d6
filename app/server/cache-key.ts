import { PUBLIC_PAGE_PATHS } from '~/content/public-pages';

// Rendered for each visitor, never cached: checkout issues every visit its own payment reference.
const PER_REQUEST_PATHS = new Set(['/checkout']);

// Public pages and their client-navigation data (.data) requests, which may be served from the cache.
const CACHEABLE_PATHS = new Set<string>([
  ...PUBLIC_PAGE_PATHS.filter((p) => !PER_REQUEST_PATHS.has(p)),
  ...PUBLIC_PAGE_PATHS.filter((p) => p !== '/' && !PER_REQUEST_PATHS.has(p)).map((p) => `${p}.data`),
  '/_root.data',
]);

// The query parameters a public page reads, and nothing else: tracking tags and cache busters are
// dropped before rendering, so the page rendered is the page cached and a flood of fresh query
// strings is one cache entry. A public page that starts reading a parameter must be listed here.
const PAGE_QUERIES: Record<string, (params: URLSearchParams) => string> = {};

const HELP_CENTER_PATHS = new Set(['/help-center', '/help-center.data']);

/**
 * The request target a public page is rendered from and cached under ('/pricing' for
 * '/pricing?utm_source=x'), or null when the request is not for a cacheable public page.
 */
export function publicPageTarget(pathname: string, search: string): string | null {
  if (!CACHEABLE_PATHS.has(pathname)) return null;
  const params = new URLSearchParams(search);
  // React Router asks for a subset of loaders with _routes: rare, and not worth a cache entry per subset.
  if (pathname.endsWith('.data') && params.has('_routes')) return null;
  // A help-centre search is one visitor's question: rendered for them, never cached (the key space is open).
  if (HELP_CENTER_PATHS.has(pathname) && params.get('q')?.trim()) return null;
  return pathname + (PAGE_QUERIES[pathname]?.(params) ?? '');
}
