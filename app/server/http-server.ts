import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { PUBLIC_PAGE_PATHS } from '~/content/public-pages';
import { hasFlashCookie } from '~/lib/flash.server';
import { clientAddress } from './client-address';
import { encodeOnce, isCompressible, preferredEncoding } from './compression';
import { errorPage } from './error-page';
import { readBody, responseHeaders, sendBuffer, toFetchRequest } from './node-fetch';
import { createPageCache } from './page-cache';
import { prepareResponse, sendPrepared } from './prepared-response';
import { BODY_LIMIT_BYTES, declaredBodyTooLarge, isCrossSite, isFormBody, isSafeMethod } from './request-guards';
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from './security-headers';
import { createStaticFiles } from './static-files';

export interface RequestContext {
  clientAddress: string;
}

export interface HttpServerOptions {
  handler: (request: Request, context: RequestContext) => Promise<Response>;
  clientRoot: string;
  trustProxy: boolean;
  https: boolean;
  contentVersion: () => number;
  /** Receives one line per request. */
  log: (line: string) => void;
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
  const staticFiles = createStaticFiles(options.clientRoot, security);
  const pageCache = createPageCache(options.contentVersion);
  const log = options.log;
  const scheme = options.https ? 'https' : 'http';

  /** React Router's answer to a request, with the CSP hashes of its inline scripts when it is a document. */
  async function render(req: IncomingMessage, body: Buffer | null, signal: AbortSignal) {
    const request = toFetchRequest(req, body, `${scheme}://${req.headers.host ?? 'localhost'}`, signal);
    const response = await options.handler(request, { clientAddress: clientAddress(req, options.trustProxy) });
    const payload = Buffer.from(await response.arrayBuffer());
    const headers = { ...security, ...responseHeaders(response) };
    const contentType = response.headers.get('content-type') ?? undefined;
    if (contentType?.startsWith('text/html')) {
      headers['content-security-policy'] = contentSecurityPolicy(inlineScriptHashes(payload.toString('utf8')));
    }
    return { status: response.status, headers, payload, contentType };
  }

  /** Renders a public page for the cache: null when this answer is for one visitor only. */
  async function renderCacheable(req: IncomingMessage) {
    const versionAtRender = options.contentVersion();
    const { status, headers, payload } = await render(req, null, new AbortController().signal);
    if (status !== 200 || headers['set-cookie']) return null;
    const cacheHeaders = {
      ...(headers as Record<string, string>),
      'cache-control': PUBLIC_CACHE_CONTROL,
      'last-modified': new Date().toUTCString(),
    };
    const page = await prepareResponse(status, cacheHeaders, payload, true);
    pageCache.set(req.url ?? '/', page, versionAtRender);
    return page;
  }

  async function renderAndSend(req: IncomingMessage, res: ServerResponse, pathname: string, headOnly: boolean) {
    let body: Buffer | null = null;
    if (!isSafeMethod(req.method)) {
      body = await readBody(req, BODY_LIMIT_BYTES);
      if (body === null) return sendError(res, 413, 'Payload Too Large', tooLargeText, security, true);
    }
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    const { status, headers, payload, contentType } = await render(req, body, controller.signal);
    if (!headers['cache-control']) {
      headers['cache-control'] = pathname.startsWith('/admin') || headers['set-cookie'] ? 'no-store' : 'private, no-cache';
    }
    if (isCompressible(contentType, payload.length)) {
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      headers.vary = 'Accept-Encoding';
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      return sendBuffer(res, status, headers, await encodeOnce(payload, encoding), headOnly);
    }
    return sendBuffer(res, status, headers, payload, headOnly);
  }

  return async (req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    res.on('finish', () => {
      log(`${req.method} ${pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
    });

    try {
      // Only origin-form targets ('/path?query'); absolute URLs and '*' are not for this server.
      if (!url.startsWith('/') || !decodablePath(pathname)) {
        return sendError(res, 400, 'Bad Request', 'The address is not a valid path on this site.', security);
      }
      const method = req.method ?? 'GET';
      const headOnly = method === 'HEAD';
      if (method === 'GET' || headOnly) {
        if (staticFiles.has(pathname)) return sendPrepared(req, res, await staticFiles.get(pathname), headOnly);
        if (pathname === '/favicon.ico') return redirect(res, '/favicon.svg', security);
      }

      if (!isSafeMethod(method)) {
        const refusal = refuseUnsafeRequest(req);
        if (refusal) return sendError(res, refusal.status, refusal.reason, refusal.explanation, security, refusal.status === 413);
      }

      const publicPage = (method === 'GET' || headOnly) && CACHEABLE_PATHS.has(pathname) && !hasFlashCookie(req.headers.cookie);
      if (publicPage) {
        const hit = pageCache.get(url);
        if (hit) return sendPrepared(req, res, hit, headOnly);
        // Many visitors asking for the same page before it is cached share one render.
        const shared = method === 'GET' ? await pageCache.renderOnce(url, () => renderCacheable(req)) : null;
        if (shared) return sendPrepared(req, res, shared, headOnly);
      }
      return await renderAndSend(req, res, pathname, headOnly);
    } catch (error) {
      console.error(`Error handling ${req.method} ${pathname}:`, error);
      if (!res.headersSent) sendError(res, 500, 'Internal Server Error', 'Something went wrong. Please try again.', security);
      else res.destroy();
    }
  };
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Why a state-changing request is refused before it is read, or null when it may go on. */
function refuseUnsafeRequest(req: IncomingMessage) {
  if (isCrossSite(req)) return { status: 403, reason: 'Forbidden', explanation: 'This form can only be sent from this site.' };
  if (!isFormBody(req)) {
    return { status: 415, reason: 'Unsupported Media Type', explanation: 'Forms must be sent as URL-encoded form data.' };
  }
  if (declaredBodyTooLarge(req)) return { status: 413, reason: 'Payload Too Large', explanation: tooLargeText };
  return null;
}

const tooLargeText = `The form was larger than ${BODY_LIMIT_BYTES / 1024} KiB and was not accepted. Please shorten it and try again.`;

function redirect(res: ServerResponse, location: string, security: Record<string, string>) {
  res.writeHead(301, { ...security, location, 'cache-control': 'public, max-age=86400' });
  res.end();
}

function sendError(
  res: ServerResponse,
  status: number,
  reason: string,
  explanation: string,
  security: Record<string, string>,
  close = false,
) {
  const headers: Record<string, string> = { ...security, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  // The rest of an oversized body is not read: close the connection instead of draining it.
  if (close) headers.connection = 'close';
  sendBuffer(res, status, headers, errorPage(status, reason, explanation));
}
