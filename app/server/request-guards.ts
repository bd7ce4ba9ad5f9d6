import type { IncomingMessage } from 'node:http';

export const BODY_LIMIT_BYTES = 64 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string | undefined): boolean {
  return SAFE_METHODS.has(method ?? 'GET');
}

/**
 * True when a state-changing request visibly comes from another site. Browsers send
 * Sec-Fetch-Site and Origin on form posts and fetches; a request without either (curl, a server)
 * is not a cross-site browser request, and SameSite=Lax cookies protect the session anyway.
 */
export function isCrossSite(req: IncomingMessage): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

/** Our forms post URL-encoded bodies only; JSON, multipart and the rest are refused before parsing. */
export function isFormBody(req: IncomingMessage): boolean {
  const type = req.headers['content-type'];
  if (!type) return (Number(req.headers['content-length']) || 0) === 0;
  return type.split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

export function declaredBodyTooLarge(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > BODY_LIMIT_BYTES;
}
