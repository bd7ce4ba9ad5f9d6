import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { VisitorValues } from '~/web/page-variants.server';
import { hitRenderBudget, type RateLimitResult } from '~/web/rate-limit.server';
import { hasAdminSession } from './admin-gate';
import { apiEdge } from './api-edge';
import { clientAddress } from './client-address';
import { newVisit, runSteps, type EdgeStep, type Visit } from './edge-step';
import { createErrorResponses, type ErrorResponses } from './error-responses';
import { withRequestId, type RequestLogEntry } from './log';
import { originGuard } from './origin-guard';
import { createPageCache, pageCache } from './page-cache';
import { personalPages } from './personal-pages';
import { render } from './render';
import { isValidHost } from './request-guards';
import { createRouterAnswer } from './router-answer';
import { baseSecurityHeaders } from './security-headers';
import { staticFiles, type ClientFiles } from './static-files';
import { uploadLimits } from './upload-limits';

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

/**
 * The Node edge in front of React Router, as a list of steps (decision 024), each a module of its own
 * that answers a request or hands it on to the next: the client build's files, the JSON API, the
 * guards of what changes something (its origin, then its body's size), the public pages kept in
 * memory, those with each visitor's own part, and React Router's render of whatever is left.
 */
export function createHttpListener(options: HttpServerOptions): RequestListener {
  const security = baseSecurityHeaders(options.https);
  const answers = createErrorResponses(security);
  const answer = createRouterAnswer(options, security);
  const publicPages = createPageCache(options.contentVersion);
  const steps: EdgeStep[] = [
    staticFiles(options.clientRoot, security, answers),
    apiEdge(answer, security),
    originGuard(options, answers),
    uploadLimits(options.adminSession ?? hasAdminSession, answers),
    pageCache(options, publicPages, answer),
    personalPages(publicPages, answer),
    render(options.renderBudget ?? hitRenderBudget, answer, security),
  ];
  return (req, res) => {
    const visit = newVisit(req, res, clientAddress(req, options.trustProxy));
    logWhenAnswered(visit, options.log);
    // Every failure is answered inside, so nothing is left to handle here.
    void withRequestId(visit.requestId, () => answerVisit(visit, steps, answers));
  };
}

/** The request's line in the log, once its answer is sent. */
function logWhenAnswered(visit: Visit, log: (entry: RequestLogEntry) => void) {
  const { req, res } = visit;
  const started = performance.now();
  const socketBytesBefore = req.socket.bytesWritten;
  res.on('finish', () => {
    log({
      requestId: visit.requestId,
      method: visit.method,
      path: visit.pathname,
      status: res.statusCode,
      durationMs: performance.now() - started,
      bytes: bodyBytes(req, res, socketBytesBefore),
      client: visit.clientAddress,
    });
  });
}

/**
 * Runs the steps for a request whose target is a path and whose Host is a host name (else the small
 * 400 page), and answers whatever fails on the way with the 500 page.
 */
async function answerVisit(visit: Visit, steps: readonly EdgeStep[], answers: ErrorResponses) {
  const { req, res, url, pathname } = visit;
  // Named in every answer, so a visitor's screenshot of an error page or a client's report leads to the log line.
  res.setHeader('x-request-id', visit.requestId);
  try {
    // Only origin-form targets ('/path?query'); absolute URLs and '*' are not for this server.
    if (!url.startsWith('/') || !decodablePath(pathname)) return answers.send(res, 400, 'The address is not a valid path on this site.');
    if (!isValidHost(req.headers.host)) return answers.send(res, 400, 'The Host header is not a valid host name.');
    await runSteps(steps, visit);
  } catch (error) {
    if (isClientGone(error)) {
      // A visitor who closed the page mid-upload: worth a line, not a stack trace.
      console.warn(`${req.method} ${pathname}: the client closed the connection before the request was complete`);
      return res.destroy();
    }
    console.error(`Error handling ${req.method} ${pathname}:`, error);
    if (!res.headersSent) answers.send(res, 500, 'Something went wrong. Please try again.');
    else res.destroy();
  }
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
