import { PATHS } from '~/lib/paths';
import { checkoutVariant } from './checkout-reference.server';
import { PLAIN_PAGE, type PageVariant, type VisitorPart, type VisitorValues } from './visitor-part.server';

export type { PageVariant, VisitorPart, VisitorValues };

// The public pages that read a query parameter or carry a visitor's own values, by path; every other
// public page reads none and is the same for everyone. Their client-navigation data (.data) follows them.
const VARIANTS = new Map<string, (params: URLSearchParams) => PageVariant | null>([
  [PATHS.checkout, checkoutVariant],
  [PATHS.blog, blogPageVariant],
]);

/** A page of /blog (?page=2…): the first page is /blog itself, anything else that isn't a page number is dropped. */
function blogPageVariant(params: URLSearchParams): PageVariant {
  const page = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(page) && page !== '1' ? { query: `?page=${page}`, visitorPart: null } : PLAIN_PAGE;
}

/**
 * The variant of a public page an address asks for: what the edge renders, caches and fills per visitor.
 * Tracking tags and cache busters are dropped, so a flood of fresh query strings is one cache entry.
 * Null for an address that is one visitor's own (a link carrying their reference): rendered for them
 * from the address as given, never cached.
 */
export function pageVariant(pathname: string, search: string): PageVariant | null {
  const variant = VARIANTS.get(pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname);
  return variant ? variant(new URLSearchParams(search)) : PLAIN_PAGE;
}
