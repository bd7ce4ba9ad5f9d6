import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { PATHS } from '~/lib/paths';

export const BODY_LIMIT_BYTES = 64 * 1024;

/** The one upload form (a bank statement): multipart, up to 10 MB, on this path alone, for the signed-in administrator. */
export const UPLOAD_PATH = PATHS.statements;
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/** Uploads read at once; another is told to come back in a few seconds (503 with Retry-After). */
export const UPLOADS_AT_ONCE = 2;
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/** Whether a request goes to the upload form: its page, or its React Router data request (JavaScript on). */
export function isUploadPath(pathname: string): boolean {
  return pathname === UPLOAD_PATH || pathname === `${UPLOAD_PATH}.data`;
}

/** The Content screen's forms (a long post, URL-encoded): up to 1 MiB, read into memory like any form. */
export const CONTENT_FORM_LIMIT_BYTES = 1024 * 1024;

/** Whether a post goes to the Content screen (its lists, editors and live preview). */
export function isContentFormPath(pathname: string): boolean {
  return pathname.startsWith(`${PATHS.adminContent}/`);
}

/**
 * How large a body a path accepts: more than 64 KiB only on the upload path and the Content screen's
 * forms, and only from the signed-in administrator.
 */
export function bodyLimitFor(pathname: string, signedInAdmin: boolean): number {
  if (!signedInAdmin) return BODY_LIMIT_BYTES;
  if (isUploadPath(pathname)) return UPLOAD_LIMIT_BYTES;
  return isContentFormPath(pathname) ? CONTENT_FORM_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string | undefined): boolean {
  return SAFE_METHODS.has(method ?? 'GET');
}

// A DNS name or IPv4 address (labels of letters, digits, '-' and '_'), or a bracketed IPv6 address,
// then an optional port.
const HOST = /^(?:([a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?)|\[([0-9a-f:.]+)\])(?::(\d{1,5}))?$/i;

/**
 * Whether a Host header is a plain `host[:port]`. Anything else ('/', '?', '@', spaces, a port past
 * 65535) is refused with 400 before it can reach a URL. A request without Host (HTTP/1.0) passes:
 * the site never builds URLs from it.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (host.length > 255) return false;
  const match = HOST.exec(host);
  if (!match) return false;
  if (match[2] !== undefined && !net.isIPv6(match[2])) return false;
  const port = match[3];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * Our forms post URL-encoded bodies; JSON, multipart and the rest are refused before parsing, except
 * multipart on the upload path (given as `pathname`), which also takes URL-encoded forms.
 */
export function isFormBody(req: IncomingMessage, pathname = ''): boolean {
  const type = req.headers['content-type'];
  if (!type) return (Number(req.headers['content-length']) || 0) === 0;
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/x-www-form-urlencoded' || (isUploadPath(pathname) && mediaType === 'multipart/form-data');
}

export function declaredBodyTooLarge(req: IncomingMessage, limit = BODY_LIMIT_BYTES): boolean {
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > limit;
}
