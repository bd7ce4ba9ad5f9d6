import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { VisitorPart, VisitorValues } from '~/web/page-variants.server';
import { hasFlashCookie, hasVerifiedFlash } from '~/web/flash.server';
import { hitRenderBudget, type RateLimitResult } from '~/web/rate-limit.server';
import { isContentPageShape, publicPage } from './cache-key';
import { directLicenseCall, sendApi } from './api-edge';
import { clientAddress } from './client-address';
import { createErrorResponses, TOO_LARGE_TEXT, UPLOAD_TOO_LARGE_TEXT } from './error-responses';
import { encodeOnce, isCompressible, preferredEncoding } from './compression';
import { clientGoneSignal, readBody, responseHeaders, sendBuffer, sendStream, toFetchRequest } from './node-fetch';
import { createPageCache, type CachedPage } from './page-cache';
import { buildPersonalPage, sendPersonal, type StandInRender } from './personal-page';
import { prepareResponse, sendPrepared } from './prepared-response';
import { sendTooManyRenders } from './render-budget';
import {
  BODY_LIMIT_BYTES,
  bodyLimitFor,
  declaredBodyTooLarge,
  isCrossSite,
  isFormBody,
  isSafeMethod,
  isValidHost,
  type OriginPolicy,
  isUploadPath,
  UPLOAD_LIMIT_BYTES,
  UPLOADS_AT_ONCE,
} from './request-guards';
import { hasAdminSession, isGuardedAdminPath } from './admin-gate';
import { bodyToFile, createUploadGate } from './upload-body';
import { closeUnread } from './close-unread';
import { hashNoncedScripts, createScriptNonce } from './script-nonce';
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers';
import { createStaticFiles, type ClientFiles } from './static-files';
import { isAdminPath, isApiPath, PATHS } from '~/lib/paths';
import { currentRequestId, newRequestId, withRequestId, type RequestLogEntry } from './log';

export interface RequestContext {
  clientAddress: string;
  /** The request's id: in its log lines, its X-Request-Id header and on an error page. */
  requestId: string;
  /** Marks the inline scripts React Router renders; the edge hashes those and strips the mark. */
  cspNonce: string;
  /**
   * Set when the edge renders a page with a per-visitor part once for everyone (checkout): the
   * stand-in values it then replaces by each visitor's own. Absent, the page is rendered for one visitor.
   */
  standIns?: VisitorValues;
}

export interface HttpServerOptions {
  handler: (request: Request, context: RequestContext) => Promise<Response>;
  /** The client build: its folder, or the files the single executable embeds. */
  clientRoot: string | ClientFiles;
  trustProxy: boolean;
  https: boolean;
  /**
   * The origin request URLs are built on (SITE_URL, else the listening address): never the
   * visitor's Host header. Read per request, so it may be settled once the server listens.
   */
  publicOrigin: () => string;
  /** SITE_URL's origin when it is set: form posts from it are same-origin whatever Host says. */
  siteOrigin?: string | null;
  contentVersion: () => number;
  /**
   * Brings contentVersion() up to date when other processes may have saved settings (a shared
   * database); null when this process always knows (SQLite). Awaited before the page cache is used.
   */
  refreshContentVersion?: () => Promise<unknown> | null;
  /**
   * Whether a path is the page of a published post or guide (the owner's content, which the route
   * table alone can't tell): such a page is served from the cache like the site's own. Asked after
   * the content version is brought up to date. Absent, no such page is cached.
   */
  isPublishedContentPage?: (pathname: string) => boolean | Promise<boolean>;
  /** Receives each answered request (request-log.ts writes it as one line). */
  log: (entry: RequestLogEntry) => void;
  /**
   * Counts one public page rendered for a single request (not from the cache) against the client
   * address's budget. Defaults to the site's shared limit store (rate-limit.server.ts).
   */
  renderBudget?: (clientAddress: string) => Promise<RateLimitResult>;
  /** Whether a Cookie header names a live administrator session. Defaults to the sessions in the database (admin-gate.ts). */
  adminSession?: (cookie: string | undefined) => Promise<boolean>;
}

const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * The Node edge in front of React Router: security headers, host, cross-site and size guards,
 * static files and the public page cache, then React Router for everything else.
 */
export function createHttpListener(options: HttpServerOptions): RequestListener {
  const security = baseSecurityHeaders(options.https);
  const staticFiles = createStaticFiles(options.clientRoot, security);
  const pageCache = createPageCache(options.contentVersion);
  const errors = createErrorResponses(security);
  const originPolicy: OriginPolicy = { siteOrigin: options.siteOrigin ?? null, trustProxy: options.trustProxy, https: options.https };
  const log = options.log;
  const renderBudget = options.renderBudget ?? hitRenderBudget;
  const adminSession = options.adminSession ?? hasAdminSession;
  const uploads = createUploadGate(UPLOADS_AT_ONCE);
  // Checkout targets whose two stand-in renders differed elsewhere too, with the content version they
  // differed at: rendered per visitor, and said once, until settings change.
  const notShareable = new Map<string, number>();

  /** React Router's answer for `target`; a document gets the CSP hashes of the scripts React Router rendered. */
  async function render(
    req: IncomingMessage,
    target: string,
    body: Buffer | ReadableStream<Uint8Array> | null,
    signal: AbortSignal,
    standIns?: VisitorValues,
  ) {
    const request = toFetchRequest(req, options.publicOrigin() + target, body, signal);
    const cspNonce = createScriptNonce();
    // The request being answered: render runs inside its withRequestId (below).
    const requestId = currentRequestId() ?? '-';
    const context: RequestContext = { clientAddress: clientAddress(req, options.trustProxy), cspNonce, requestId };
    if (standIns) context.standIns = standIns;
    const response = await options.handler(request, context);
    // A download (the dashboard's CSV exports) is passed on as it is produced, never held whole in memory.
    if (response.body && response.headers.get('content-disposition')?.startsWith('attachment')) {
      return {
        status: response.status,
        headers: { ...security, ...responseHeaders(response) },
        payload: null,
        stream: response.body,
        scriptHashes: null,
      };
    }
    let payload = Buffer.from(await response.arrayBuffer());
    const headers = { ...security, ...responseHeaders(response) };
    const contentType = response.headers.get('content-type') ?? undefined;
    let scriptHashes: string[] | null = null;
    if (contentType?.startsWith('text/html')) {
      const { html, hashes } = hashNoncedScripts(payload.toString('utf8'), cspNonce);
      payload = Buffer.from(html);
      scriptHashes = hashes;
      headers['content-security-policy'] = contentSecurityPolicy(hashes);
    }
    return { status: response.status, headers, payload, contentType, stream: null, scriptHashes };
  }

  /** Renders a public page for the cache: null when this answer is for one visitor only. */
  async function renderCacheable(req: IncomingMessage, target: string, visitorPart: VisitorPart | null): Promise<CachedPage | null> {
    if (visitorPart) return renderPersonal(req, target, visitorPart);
    const versionAtRender = options.contentVersion();
    const { status, headers, payload, stream } = await render(req, target, null, new AbortController().signal);
    if (status !== 200 || headers['set-cookie'] || !payload) {
      await stream?.cancel();
      return null;
    }
    return cachePlain(target, status, headers as Record<string, string>, payload, versionAtRender);
  }

  /** Keeps a page the same for everyone in the cache, compressed fast at once and at best in the background. */
  async function cachePlain(target: string, status: number, headers: Record<string, string>, payload: Buffer, versionAtRender: number) {
    const cacheHeaders = { ...headers, 'cache-control': PUBLIC_CACHE_CONTROL, 'last-modified': new Date().toUTCString() };
    // A miss is compressed quickly and served at once; the best compression follows in the background.
    const page = await prepareResponse(status, cacheHeaders, payload, 'fast');
    pageCache.set(target, page, versionAtRender);
    pageCache.upgrade(target, page, () => prepareResponse(status, cacheHeaders, payload, 'best'));
    return page;
  }

  /**
   * Renders a page with a per-visitor part for the cache, twice with different stand-in values: kept
   * as the parts around the values when the two differ nowhere else, else null (rendered per visitor).
   */
  async function renderPersonal(req: IncomingMessage, target: string, part: VisitorPart): Promise<CachedPage | null> {
    const versionAtRender = options.contentVersion();
    if (notShareable.get(target) === versionAtRender) return null;
    const renders: StandInRender[] = [];
    for (const standIns of [part.standIns(), part.standIns()]) {
      const { status, headers, payload, stream, scriptHashes } = await render(req, target, null, new AbortController().signal, standIns);
      if (status !== 200 || headers['set-cookie'] || !payload) {
        await stream?.cancel();
        return null;
      }
      renders.push({ status, headers: headers as Record<string, string>, body: payload.toString('utf8'), scriptHashes, standIns });
    }
    // A page that left its visitor part out (checkout that takes no payment yet) holds nothing of a
    // visitor's own: cached whole, like any public page.
    const [first, second] = renders as [StandInRender, StandInRender];
    const carries = (one: StandInRender) => Object.values(one.standIns).some((value) => one.body.includes(value));
    if (!carries(first) && !carries(second) && first.body === second.body) {
      return cachePlain(target, first.status, first.headers, Buffer.from(first.body, 'utf8'), versionAtRender);
    }
    const compress = isCompressible(renders[0]!.headers['content-type'], Buffer.byteLength(renders[0]!.body));
    const page = buildPersonalPage(renders[0]!, renders[1]!, part, compress);
    if (!page) {
      // Settings saved between the two renders make them differ for a good reason: the next visit tries again.
      if (options.contentVersion() !== versionAtRender) return null;
      notShareable.set(target, versionAtRender);
      // A note for whoever tunes the page cache, not a fault: the page is still served, per visitor.
      console.debug(`${target} differs between two renders beyond its payment reference: it is rendered for each visitor`);
      return null;
    }
    pageCache.set(target, page, versionAtRender);
    return page;
  }

  /** A cached page as this request gets it: a shared page, or one with this visitor's own values put in. */
  function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, headOnly: boolean) {
    if (!('kind' in page)) return sendPrepared(req, res, page, headOnly);
    const { values, setCookie } = page.part.forVisit(req.headers.cookie);
    sendPersonal(req, res, page, values, setCookie, headOnly);
  }

  async function renderAndSend(
    req: IncomingMessage,
    res: ServerResponse,
    target: string,
    pathname: string,
    headOnly: boolean,
    body: Buffer | ReadableStream<Uint8Array> | null = null,
    closeAfter = false,
  ) {
    const { status, headers, payload, contentType, stream } = await render(req, target, body, clientGoneSignal(res));
    if (!headers['cache-control']) {
      headers['cache-control'] = isAdminPath(pathname) || headers['set-cookie'] ? 'no-store' : 'private, no-cache';
    }
    if (closeAfter) closeUnread(req, res);
    if (!payload) return sendStream(res, status, headers, stream, headOnly);
    if (isCompressible(contentType, payload.length)) {
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      headers.vary = 'Accept-Encoding';
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      return sendBuffer(res, status, headers, await encodeOnce(payload, encoding), headOnly);
    }
    return sendBuffer(res, status, headers, payload, headOnly);
  }

  /**
   * A form post or an upload, once its headers have passed the guards. Who is sending is settled before
   * a byte of the body is read: an administrator's address without a live session gets React Router's
   * answer (the redirect to the sign-in page) and the connection closes, the body unread. More than
   * 64 KiB only from the signed-in administrator: a long post on the Content screen (read into memory,
   * up to 1 MiB), or on the upload path, two uploads at a time, each streamed to a temporary file.
   */
  async function answerPost(req: IncomingMessage, res: ServerResponse, target: string, pathname: string) {
    const guarded = isGuardedAdminPath(pathname);
    const signedInAdmin = guarded && (await adminSession(req.headers.cookie));
    if (guarded && !signedInAdmin) return renderAndSend(req, res, target, pathname, false, null, true);
    const limit = bodyLimitFor(pathname, signedInAdmin);
    const tooLarge = () => {
      closeUnread(req, res);
      errors.tooLarge(res, tooLargeText(pathname));
    };
    if (declaredBodyTooLarge(req, limit)) return tooLarge();
    if (limit <= BODY_LIMIT_BYTES || !isUploadPath(pathname)) {
      const body = await readBody(req, limit);
      if (body === null) return tooLarge();
      return renderAndSend(req, res, target, pathname, false, body);
    }
    const leave = uploads.enter();
    if (!leave) {
      closeUnread(req, res);
      return errors.uploadsBusy(res);
    }
    try {
      const file = await bodyToFile(req, limit);
      if (!file) return tooLarge();
      res.once('close', file.remove);
      return await renderAndSend(req, res, target, pathname, false, file.stream());
    } finally {
      leave();
    }
  }

  const handle = async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    // Named in every answer, so a visitor's screenshot of an error page or a client's report leads to the log line.
    res.setHeader('x-request-id', requestId);
    const socketBytesBefore = req.socket.bytesWritten;
    res.on('finish', () => {
      log({
        requestId,
        method: req.method ?? 'GET',
        path: pathname,
        status: res.statusCode,
        durationMs: performance.now() - started,
        bytes: bodyBytes(req, res, socketBytesBefore),
        client: clientAddress(req, options.trustProxy),
      });
    });

    try {
      // Only origin-form targets ('/path?query'); absolute URLs and '*' are not for this server.
      if (!url.startsWith('/') || !decodablePath(pathname)) return errors.send(res, 400, 'The address is not a valid path on this site.');
      if (!isValidHost(req.headers.host)) return errors.send(res, 400, 'The Host header is not a valid host name.');
      const method = req.method ?? 'GET';
      const headOnly = method === 'HEAD';
      const read = method === 'GET' || headOnly;
      if (read) {
        if (staticFiles.has(pathname)) return sendPrepared(req, res, await staticFiles.get(pathname), headOnly);
        if (pathname === '/favicon.ico') return errors.redirect(res, '/favicon.svg');
      }

      if (isApiPath(pathname)) {
        const direct = directLicenseCall(req, pathname, clientAddress(req, options.trustProxy));
        return await sendApi(req, res, security, direct ?? ((body) => render(req, url, body, clientGoneSignal(res))));
      }
      if (!isSafeMethod(method)) {
        const refusal = refuseUnsafeRequest(req, originPolicy, pathname);
        if (refusal) return errors.send(res, refusal.status, refusal.explanation);
        return await answerPost(req, res, url, pathname);
      }

      // A public page renders from its own path (and the parameters it reads), whatever else the URL carries.
      let page = read ? publicPage(pathname, queryAt === -1 ? '' : url.slice(queryAt)) : null;
      let refreshed = false;
      if (!page && read && options.isPublishedContentPage && isContentPageShape(pathname)) {
        const refreshing = options.refreshContentVersion?.();
        if (refreshing) await refreshing;
        refreshed = true;
        // Known at once for the current content version; read from the database once per version.
        const published = options.isPublishedContentPage(pathname);
        if (published === true || (published !== false && (await published))) page = { target: pathname, visitorPart: null };
      }
      const pageTarget = page?.target ?? null;
      // A flash we signed makes the page one visitor's; a forged one changes nothing (and costs one
      // check). Without a flash cookie there is nothing to check, and nothing to wait for.
      const cookie = req.headers.cookie;
      if (page && pageTarget && !(hasFlashCookie(cookie) && (await hasVerifiedFlash(cookie)))) {
        const refreshing = refreshed ? null : options.refreshContentVersion?.();
        if (refreshing) await refreshing;
        const hit = pageCache.get(pageTarget);
        if (hit) return sendCached(req, res, hit, headOnly);
        // Many visitors asking for the same page before it is cached share one render.
        const shared =
          method === 'GET' ? await pageCache.renderOnce(pageTarget, () => renderCacheable(req, pageTarget, page.visitorPart)) : null;
        if (shared) return sendCached(req, res, shared, headOnly);
      }
      // Anything public rendered for this request alone counts against the client's budget.
      if (read && !isAdminPath(pathname) && pathname !== PATHS.healthz) {
        const budget = await renderBudget(clientAddress(req, options.trustProxy));
        if (!budget.allowed) return sendTooManyRenders(res, security, budget.retryAfter);
      }
      return await renderAndSend(req, res, pageTarget ?? url, pathname, headOnly);
    } catch (error) {
      if (isClientGone(error)) {
        // A visitor who closed the page mid-upload: worth a line, not a stack trace.
        console.warn(`${req.method} ${pathname}: the client closed the connection before the request was complete`);
        return res.destroy();
      }
      console.error(`Error handling ${req.method} ${pathname}:`, error);
      if (!res.headersSent) errors.send(res, 500, 'Something went wrong. Please try again.');
      else res.destroy();
    }
  };
  // Every failure is answered inside (the catch above), so nothing is left to handle here.
  return (req, res) => {
    const requestId = newRequestId();
    void withRequestId(requestId, () => handle(req, res, requestId));
  };
}

/** The body's bytes: its declared length, or what went out on the socket (a streamed download; headers and framing included). */
function bodyBytes(req: IncomingMessage, res: ServerResponse, socketBytesBefore: number): number {
  if (req.method === 'HEAD' || res.statusCode === 304 || res.statusCode === 204) return 0;
  const declared = Number(res.getHeader('content-length'));
  if (Number.isFinite(declared)) return declared;
  return Math.max(0, req.socket.bytesWritten - socketBytesBefore);
}

function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function isClientGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ECONNRESET' || code === 'ECONNABORTED' || code === 'EPIPE';
}

/** Why a state-changing request is refused before anything else is asked of it, or null when it may go on. */
function refuseUnsafeRequest(req: IncomingMessage, originPolicy: OriginPolicy, pathname: string) {
  if (isCrossSite(req, originPolicy)) return { status: 403, explanation: 'This form can only be sent from this site.' };
  if (!isFormBody(req, pathname)) return { status: 415, explanation: 'Forms must be sent as URL-encoded form data.' };
  // Larger than any body may be, whoever sends it.
  if (declaredBodyTooLarge(req, UPLOAD_LIMIT_BYTES)) return { status: 413, explanation: tooLargeText(pathname) };
  return null;
}

/** What an oversized body is told: the form's limit, or the statement upload's. */
function tooLargeText(pathname: string): string {
  return isUploadPath(pathname) ? UPLOAD_TOO_LARGE_TEXT : TOO_LARGE_TEXT;
}
