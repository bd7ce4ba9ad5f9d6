import crypto from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PUBLIC_PAGE_PATHS } from '~/content/public-pages';
import { hasFlashCookie } from '~/lib/flash.server';
import { clientAddress } from './client-address';
import { encodeAll, encodeOnce, isCompressible, preferredEncoding } from './compression';
import { errorPage } from './error-page';
import { readBody, responseHeaders, sendBuffer, toFetchRequest } from './node-fetch';
import { createPageCache, type CachedPage } from './page-cache';
import { BODY_LIMIT_BYTES, declaredBodyTooLarge, isCrossSite, isFormBody, isSafeMethod } from './request-guards';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from './security-headers';
import { createStaticFiles, type StaticFile } from './static-files';

export interface RequestContext {
  clientAddress: string;
}

export interface HttpServerOptions {
  handler: (request: Request, context: RequestContext) => Promise<Response>;
  clientRoot: string;
  trustProxy: boolean;
  https: boolean;
  contentVersion: () => number;
  log?: (line: string) => void;
}

// Public pages and their client-navigation data (.data) requests, which may be served from the cache.
const CACHEABLE_PATHS = new Set<string>([
  ...PUBLIC_PAGE_PATHS,
  ...PUBLIC_PAGE_PATHS.filter((p) => p !== '/').map((p) => `${p}.data`),
  '/_root.data',
]);
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The Node edge in front of React Router: security headers, cross-site and size guards, static
 * files and the public page cache, then React Router for everything else.
 */
export function createHttpListener(options: HttpServerOptions): RequestListener {
  const security = baseSecurityHeaders(options.https);
  const staticFiles = createStaticFiles(options.clientRoot);
  const pageCache = createPageCache(options.contentVersion);
  const log = options.log ?? ((line: string) => console.log(line));
  const scheme = options.https ? 'https' : 'http';

  return async (req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    res.on('finish', () => {
      log(`${req.method} ${pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
    });

    try {
      const method = req.method ?? 'GET';
      const headOnly = method === 'HEAD';
      if (method === 'GET' || headOnly) {
        if (staticFiles.has(pathname)) return sendStatic(req, res, await staticFiles.get(pathname), security, headOnly);
        if (pathname === '/favicon.ico') return redirect(res, '/favicon.svg', security);
      }

      if (!isSafeMethod(method)) {
        if (isCrossSite(req)) {
          return sendError(res, 403, 'Forbidden', 'This form can only be sent from this site.', security);
        }
        if (!isFormBody(req)) {
          return sendError(res, 415, 'Unsupported Media Type', 'Forms must be sent as URL-encoded form data.', security);
        }
        if (declaredBodyTooLarge(req)) {
          return sendError(res, 413, 'Payload Too Large', tooLargeText, security, true);
        }
      }

      const cacheable = (method === 'GET' || headOnly) && CACHEABLE_PATHS.has(pathname) && !hasFlashCookie(req.headers.cookie);
      if (cacheable) {
        const hit = pageCache.get(url);
        if (hit) return sendCached(req, res, hit, security, headOnly);
      }

      let body: Buffer | null = null;
      if (!isSafeMethod(method)) {
        body = await readBody(req, BODY_LIMIT_BYTES);
        if (body === null) return sendError(res, 413, 'Payload Too Large', tooLargeText, security, true);
      }

      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const host = req.headers.host ?? 'localhost';
      const request = toFetchRequest(req, body, `${scheme}://${host}`, controller.signal);
      const versionAtRender = options.contentVersion();
      const response = await options.handler(request, { clientAddress: clientAddress(req, options.trustProxy) });
      const payload = Buffer.from(await response.arrayBuffer());
      const headers = { ...security, ...responseHeaders(response) };
      const contentType = response.headers.get('content-type') ?? undefined;
      if (contentType?.startsWith('text/html')) {
        headers['content-security-policy'] = contentSecurityPolicy(inlineScriptHashes(payload.toString('utf8')));
      }

      if (cacheable && method === 'GET' && response.status === 200 && !headers['set-cookie']) {
        const page = await toCachedPage(response.status, headers as Record<string, string>, payload);
        pageCache.set(url, page, versionAtRender);
        return sendCached(req, res, page, security, headOnly);
      }

      if (!headers['cache-control']) {
        headers['cache-control'] = pathname.startsWith('/admin') || headers['set-cookie'] ? 'no-store' : 'private, no-cache';
      }
      if (isCompressible(contentType, payload.length)) {
        const encoding = preferredEncoding(req.headers['accept-encoding']);
        headers.vary = 'Accept-Encoding';
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        return sendBuffer(res, response.status, headers, await encodeOnce(payload, encoding), headOnly);
      }
      return sendBuffer(res, response.status, headers, payload, headOnly);
    } catch (error) {
      console.error(`Error handling ${req.method} ${pathname}:`, error);
      if (!res.headersSent) sendError(res, 500, 'Internal Server Error', 'Something went wrong. Please try again.', security);
      else res.destroy();
    }
  };
}

const tooLargeText = `The form was larger than ${BODY_LIMIT_BYTES / 1024} KiB and was not accepted. Please shorten it and try again.`;

async function toCachedPage(status: number, headers: Record<string, string>, body: Buffer): Promise<CachedPage> {
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return {
    status,
    headers: { ...headers, 'cache-control': PUBLIC_CACHE_CONTROL, vary: 'Accept-Encoding' },
    etag,
    lastModified: new Date().toUTCString(),
    bodies: await encodeAll(body, 'max'),
  };
}

function notModified(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match'];
  return !!match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, security: Record<string, string>, headOnly: boolean) {
  const headers: Record<string, string> = { ...security, ...page.headers, etag: page.etag, 'last-modified': page.lastModified };
  if (notModified(req, page.etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  sendBuffer(res, page.status, headers, page.bodies[encoding], headOnly);
}

function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, security: Record<string, string>, headOnly: boolean) {
  const headers: Record<string, string> = {
    ...security,
    'content-type': file.contentType,
    'cache-control': file.cacheControl,
    etag: file.etag,
  };
  if (notModified(req, file.etag)) {
    res.writeHead(304, headers);
    return void res.end();
  }
  if ('br' in file.bodies) {
    headers.vary = 'Accept-Encoding';
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    return sendBuffer(res, 200, headers, file.bodies[encoding], headOnly);
  }
  sendBuffer(res, 200, headers, file.bodies.identity, headOnly);
}

function redirect(res: ServerResponse, location: string, security: Record<string, string>) {
  res.writeHead(301, { ...security, location, 'cache-control': 'public, max-age=86400' });
  res.end();
}

function sendError(res: ServerResponse, status: number, reason: string, explanation: string, security: Record<string, string>, close = false) {
  const headers: Record<string, string> = { ...security, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  // The rest of an oversized body is not read: close the connection instead of draining it.
  if (close) headers.connection = 'close';
  sendBuffer(res, status, headers, errorPage(status, reason, explanation));
}
