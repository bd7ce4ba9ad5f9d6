import type { IncomingMessage, ServerResponse } from 'node:http';
import type { VisitorPart } from '~/web/page-variants.server';
import { newRequestId } from './log';

// The edge is a list of steps (http-server.ts), like the middleware of React Router's node-custom-server
// template: each step answers the request or hands it on to the next, and may leave something on the
// visit for a later one (the body it read, the page it stands for).

/** One request on its way through the steps. */
export interface Visit {
  req: IncomingMessage;
  res: ServerResponse;
  /** The target as asked: '/path?query'. */
  url: string;
  pathname: string;
  /** The query with its '?', or ''. */
  search: string;
  method: string;
  /** HEAD: the headers of the answer only. */
  headOnly: boolean;
  /** GET or HEAD. */
  read: boolean;
  /** In every log line written while it is answered, its X-Request-Id and an error page. */
  requestId: string;
  clientAddress: string;
  /** What React Router renders: the URL as asked, or the public page the request stands for (pageCache). */
  target: string;
  /** A post's body, read within its limit (uploadLimits): in memory, or streamed back from its file. */
  body: Buffer | ReadableStream<Uint8Array> | null;
  /** The body is left unread (uploadLimits): the answer closes the connection. */
  bodyUnread: boolean;
  /** A public page with a part that is each visitor's own (checkout), for personalPages to answer. */
  visitorPart: VisitorPart | null;
}

/** Answers the visit, or hands it on with `next()` (and may act once the later steps have answered). */
export type EdgeStep = (visit: Visit, next: () => Promise<void>) => Promise<void>;

/** A new visit for a request, under a new request id. */
export function newVisit(req: IncomingMessage, res: ServerResponse, clientAddress: string): Visit {
  const url = req.url ?? '/';
  const queryAt = url.indexOf('?');
  const method = req.method ?? 'GET';
  return {
    req,
    res,
    url,
    pathname: queryAt === -1 ? url : url.slice(0, queryAt),
    search: queryAt === -1 ? '' : url.slice(queryAt),
    method,
    headOnly: method === 'HEAD',
    read: method === 'GET' || method === 'HEAD',
    requestId: newRequestId(),
    clientAddress,
    target: url,
    body: null,
    bodyUnread: false,
    visitorPart: null,
  };
}

/** Runs the steps in order, from the first: each answers or hands on. The last one always answers. */
export function runSteps(steps: readonly EdgeStep[], visit: Visit): Promise<void> {
  const from = async (index: number): Promise<void> => {
    const step = steps[index];
    if (!step) throw new Error(`No step answered ${visit.method} ${visit.pathname}`);
    await step(visit, () => from(index + 1));
  };
  return from(0);
}
