import { PUBLIC_PAGE_PATHS } from '~/content/public-pages';
import { findPlan, type PlanName } from '~/features/catalogue/plans';
import { PATHS } from '~/lib/paths';

// Public pages and their client-navigation data (.data) requests, which may be served from the cache.
const CACHEABLE_PATHS = new Set<string>([
  ...PUBLIC_PAGE_PATHS,
  ...PUBLIC_PAGE_PATHS.filter((p) => p !== PATHS.home).map((p) => `${p}.data`),
  '/_root.data',
]);

const CHECKOUT_PATHS = new Set<string>([PATHS.checkout, `${PATHS.checkout}.data`]);
const HELP_CENTER_PATHS = new Set<string>([PATHS.helpCenter, `${PATHS.helpCenter}.data`]);

/** Checkout reads one parameter, the plan: kept as the plan's own name, or dropped when unknown. */
function checkoutQuery(params: URLSearchParams): string {
  const plan = findPlan(params.get('plan'));
  return plan ? `?plan=${plan.name}` : '';
}

/**
 * The request target a public page is rendered from and cached under ('/pricing' for
 * '/pricing?utm_source=x', '/checkout?plan=Yearly' for '/checkout?plan=yearly&price=$1'), or null
 * when the request is not for a cacheable public page. Pages keep only the parameters they read:
 * tracking tags and cache busters are dropped before rendering, so the page rendered is the page
 * cached and a flood of fresh query strings is one cache entry.
 */
export function publicPageTarget(pathname: string, search: string): string | null {
  if (!CACHEABLE_PATHS.has(pathname)) return null;
  const params = new URLSearchParams(search);
  // React Router asks for a subset of loaders with _routes: rare, and not worth a cache entry per subset.
  if (pathname.endsWith('.data') && params.has('_routes')) return null;
  // A help-centre search is one visitor's question: rendered for them, never cached (the key space is open).
  if (HELP_CENTER_PATHS.has(pathname) && params.get('q')?.trim()) return null;
  if (CHECKOUT_PATHS.has(pathname)) return pathname + checkoutQuery(params);
  return pathname;
}

/**
 * The plan whose payment reference a cached target carries (checkout of a plan we sell): such a
 * page is cached with a stand-in reference, and each visitor gets their own in its place.
 */
export function referencePlanOf(target: string): PlanName | null {
  const queryAt = target.indexOf('?');
  if (queryAt === -1 || !CHECKOUT_PATHS.has(target.slice(0, queryAt))) return null;
  return findPlan(new URLSearchParams(target.slice(queryAt)).get('plan'))?.name ?? null;
}
