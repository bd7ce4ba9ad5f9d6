import type { IncomingMessage } from 'node:http';
import type { EdgeStep } from './edge-step';
import { tooLargeText, type ErrorResponses } from './error-responses';
import { declaredBodyTooLarge, isFormBody, isSafeMethod, isValidHost, UPLOAD_LIMIT_BYTES } from './request-guards';

/** How the site decides which origin a browser's request came from. */
export interface OriginPolicy {
  /** SITE_URL's origin, when set: always same-origin. */
  siteOrigin: string | null;
  /** TRUST_PROXY=1: the proxy's X-Forwarded-Host and X-Forwarded-Proto tell what the browser used. */
  trustProxy: boolean;
  /** HTTPS=1: the browser talks https (to the TLS proxy) unless the proxy says otherwise. */
  https: boolean;
}

/** The last entry of a header a proxy may append to: the one our own (single, trusted) proxy wrote. */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined?.split(',').pop()?.trim() || undefined;
}

/** The origin the visitor's browser addressed (scheme, host and port), or null when the headers don't say. */
export function requestOrigin(req: IncomingMessage, policy: OriginPolicy): string | null {
  const forwardedHost = policy.trustProxy ? lastEntry(req.headers['x-forwarded-host']) : undefined;
  const forwardedProto = policy.trustProxy ? lastEntry(req.headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const host = forwardedHost ?? req.headers.host;
  if (!host || !isValidHost(host)) return null;
  const scheme = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : policy.https ? 'https' : 'http';
  return new URL(`${scheme}://${host}`).origin;
}

/**
 * True when a state-changing request visibly comes from another site. Browsers send
 * Sec-Fetch-Site and Origin on form posts and fetches; a request without either (curl, a server)
 * is not a cross-site browser request, and SameSite=Lax cookies protect the session anyway. The
 * Origin must match scheme, host and port: SITE_URL, or the address the browser used.
 */
export function isCrossSite(req: IncomingMessage, policy: OriginPolicy): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let claimed: string;
  try {
    claimed = new URL(origin).origin;
  } catch {
    return true;
  }
  if (claimed === 'null') return true;
  return claimed !== policy.siteOrigin && claimed !== requestOrigin(req, policy);
}

/** Why a state-changing request is refused before anything else is asked of it, or null when it may go on. */
export function refusalOf(req: IncomingMessage, policy: OriginPolicy, pathname: string): { status: number; explanation: string } | null {
  if (isCrossSite(req, policy)) return { status: 403, explanation: 'This form can only be sent from this site.' };
  if (!isFormBody(req, pathname)) return { status: 415, explanation: 'Forms must be sent as URL-encoded form data.' };
  // Larger than any body may be, whoever sends it.
  if (declaredBodyTooLarge(req, UPLOAD_LIMIT_BYTES)) return { status: 413, explanation: tooLargeText(pathname) };
  return null;
}

/**
 * The edge's step for what changes something (any method but GET, HEAD and OPTIONS), from its headers
 * alone: a post from another site (403), a body that is not a form (415), or one declared larger than
 * any may be (413) is answered with the small error page. Whatever passes is handed on.
 */
export function originGuard(
  options: { siteOrigin?: string | null; trustProxy: boolean; https: boolean },
  answers: ErrorResponses,
): EdgeStep {
  const policy: OriginPolicy = { siteOrigin: options.siteOrigin ?? null, trustProxy: options.trustProxy, https: options.https };
  return async (visit, next) => {
    if (isSafeMethod(visit.method)) return next();
    const refusal = refusalOf(visit.req, policy, visit.pathname);
    if (refusal) return answers.send(visit.res, refusal.status, refusal.explanation);
    return next();
  };
}
