import { isAdminPath, PATHS } from '~/lib/paths';
import type { RateLimitResult } from '~/web/rate-limit.server';
import { closeUnread } from './close-unread';
import { encodeOnce, isCompressible, preferredEncoding } from './compression';
import type { EdgeStep } from './edge-step';
import { clientGoneSignal, sendBuffer, sendStream } from './node-fetch';
import { sendTooManyRenders } from './render-budget';
import type { RouterAnswer } from './router-answer';

/**
 * The edge's last step: whatever no step before answered is rendered by React Router for this request
 * alone, with the body a post brought, and sent compressed for this client. A page read from a public
 * address counts against the client's budget of such renders first (never the administrator's pages
 * or the health check); over it, the small 429 page says when to come back.
 */
export function render(
  renderBudget: (clientAddress: string) => Promise<RateLimitResult>,
  answer: RouterAnswer,
  security: Record<string, string>,
): EdgeStep {
  return async (visit) => {
    const { req, res, pathname, headOnly } = visit;
    if (visit.read && !isAdminPath(pathname) && pathname !== PATHS.healthz) {
      const budget = await renderBudget(visit.clientAddress);
      if (!budget.allowed) return sendTooManyRenders(res, security, budget.retryAfter);
    }
    const { status, headers, payload, contentType, stream } = await answer(visit, visit.target, {
      body: visit.body,
      signal: clientGoneSignal(res),
    });
    if (!headers['cache-control']) {
      headers['cache-control'] = isAdminPath(pathname) || headers['set-cookie'] ? 'no-store' : 'private, no-cache';
    }
    if (visit.bodyUnread) closeUnread(req, res);
    if (!payload) return sendStream(res, status, headers, stream, headOnly);
    if (isCompressible(contentType, payload.length)) {
      const encoding = preferredEncoding(req.headers['accept-encoding']);
      headers.vary = 'Accept-Encoding';
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      return sendBuffer(res, status, headers, await encodeOnce(payload, encoding), headOnly);
    }
    return sendBuffer(res, status, headers, payload, headOnly);
  };
}
