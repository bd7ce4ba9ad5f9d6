import { dashboardPath, orderPagePath, requestPagePath, adminRequestPath } from '~/lib/paths';

/** Absolute links in messages, from SITE_URL (with or without a trailing slash). */
function base(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** The buyer's order page: the reference and the token that opens it. */
export function orderPageUrl(siteUrl: string, reference: string, token: string): string {
  return `${base(siteUrl)}${orderPagePath(reference, token)}`;
}

/** The buyer's request page: the reference and the signed token that opens it. */
export function requestPageUrl(siteUrl: string, reference: string, token: string): string {
  return `${base(siteUrl)}${requestPagePath(reference, token)}`;
}

/** A request's conversation page for the administrator. */
export function adminRequestUrl(siteUrl: string, reference: string): string {
  return `${base(siteUrl)}${adminRequestPath(reference)}`;
}

/** A dashboard tab, optionally narrowed to one reference. */
export function dashboardUrl(siteUrl: string, tab: 'orders' | 'requests' | 'email', reference?: string): string {
  return `${base(siteUrl)}${dashboardPath(tab, reference ? { q: reference } : {})}`;
}

export function sitePageUrl(siteUrl: string, path: string): string {
  return `${base(siteUrl)}${path}`;
}
