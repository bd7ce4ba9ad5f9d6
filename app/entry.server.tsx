import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { ScriptNonceContext } from '~/components/script-nonce';
import { ActionAnswerContext } from '~/components/action-answer';
import { RequestIdContext } from '~/components/request-id';
import { startClientAfterFirstPaint } from '~/web/paint-first.server';

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (onAllReady, for every visitor): our pages have no
 * deferred data, a complete document can be hashed for the CSP and cached, and crawlers get it whole.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // Every inline script of this render carries the edge's nonce: only those get a CSP hash.
    const nonce = loadContext.cspNonce;
    // A page rendered with an action's data answers a form's post (a refusal): it carries a message.
    const answersAction = routerContext.staticHandlerContext.actionData !== null;
    const document = (
      <ScriptNonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={loadContext.requestId ?? null}>
          <ActionAnswerContext.Provider value={answersAction}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ActionAnswerContext.Provider>
        </RequestIdContext.Provider>
      </ScriptNonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      // Still useful though our own code renders no Suspense boundary on the server: React Router's
      // <Scripts> wraps each page's hydration data in two, and React moves a finished boundary out
      // of line past 12,800 bytes (to stream sooner) behind an inline swap script. We send documents
      // whole, so that gains nothing; and a boundary added later stays visible without JavaScript
      // (out-of-line content needs it to appear).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          clearTimeout(timeout);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const html = startClientAfterFirstPaint(Buffer.concat(chunks).toString('utf8'), nonce);
          resolve(new Response(html, { status, headers: responseHeaders }));
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}

/** Logs server errors once, without the noise of 404s and visitors who went away mid-request. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(`Error in ${request.method} ${new URL(request.url).pathname}:`, error);
};
