import { PUBLIC_PAGE_PATHS } from '~/content/public-pages';
import { PATHS } from '~/lib/paths';
import { pageVariant, type VisitorPart } from '~/web/page-variants.server';

// Public pages and their client-navigation data (.data) requests, which may be served from the cache.
const CACHEABLE_PATHS = new Set<string>([
  ...PUBLIC_PAGE_PATHS,
  ...PUBLIC_PAGE_PATHS.filter((p) => p !== PATHS.home).map((p) => `${p}.data`),
  '/_root.data',
  // The blog's feed and the sitemap change with the content, like the pages that list it.
  PATHS.blogFeed,
  '/sitemap.xml',
]);

// A post's or a guide's page (or its .data): cacheable once the owner's content says it is published.
const CONTENT_PAGE = /^\/(?:blog|help-center\/guides)\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\.data)?$/;

/** Whether a path has the shape of a post's or guide's address (whether one is published there is the content's to say). */
export function isContentPageShape(pathname: string): boolean {
  return pathname.length <= 120 && CONTENT_PAGE.test(pathname) && pathname !== PATHS.blogFeed;
}

const HELP_CENTER_PATHS = new Set<string>([PATHS.helpCenter, `${PATHS.helpCenter}.data`]);

/** A request for a cacheable public page: what it renders from and is cached under, and its per-visitor part. */
export interface PublicPage {
  target: string;
  visitorPart: VisitorPart | null;
}

/**
 * The public page a request is rendered and cached as ('/pricing' for '/pricing?utm_source=x',
 * '/checkout?plan=Yearly' for '/checkout?plan=yearly&price=$1'), or null when the request is not for
 * a cacheable public page. Pages keep only the parameters they read (web/page-variants.server.ts):
 * the page rendered is the page cached, and a flood of fresh query strings is one cache entry. A link
 * that is one visitor's own (checkout with their reference, or a license to renew) is not cached: null.
 */
export function publicPage(pathname: string, search: string): PublicPage | null {
  if (!CACHEABLE_PATHS.has(pathname)) return null;
  // React Router asks for a subset of loaders with _routes: rare, and not worth a cache entry per subset.
  if (search && pathname.endsWith('.data') && new URLSearchParams(search).has('_routes')) return null;
  // A help-centre search is one visitor's question: rendered for them, never cached (the key space is open).
  if (HELP_CENTER_PATHS.has(pathname) && new URLSearchParams(search).get('q')?.trim()) return null;
  if (!search) return { target: pathname, visitorPart: null };
  const variant = pageVariant(pathname, search);
  if (!variant) return null;
  return { target: pathname + variant.query, visitorPart: variant.visitorPart };
}
