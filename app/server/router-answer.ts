import type { VisitorValues } from '~/web/page-variants.server';
import type { Visit } from './edge-step';
import type { HttpServerOptions, RequestContext } from './http-server';
import { responseHeaders, toFetchRequest } from './node-fetch';
import { createScriptNonce, hashNoncedScripts } from './script-nonce';
import { contentSecurityPolicy } from './security-headers';

/** React Router's answer, as the steps send or keep it. */
export type Rendered =
  | {
      status: number;
      headers: Record<string, string | string[]>;
      payload: Buffer;
      contentType: string | undefined;
      stream: null;
      /** The CSP hashes of the inline scripts React Router rendered (HTML only). */
      scriptHashes: string[] | null;
    }
  | {
      status: number;
      headers: Record<string, string | string[]>;
      /** A download, passed on as it is produced. */
      payload: null;
      contentType?: undefined;
      stream: ReadableStream<Uint8Array>;
      scriptHashes: null;
    };

export interface RenderOptions {
  /** The body to render with (a post's), or none. */
  body?: Buffer | ReadableStream<Uint8Array> | null;
  /** Aborts the render when its visitor leaves; a render kept for others never aborts. */
  signal?: AbortSignal;
  /** A page rendered once for every visitor: the stand-in values of its per-visitor part (personal-pages.ts). */
  standIns?: VisitorValues;
}

/** Renders `target` for a visit: React Router's answer, a document with the CSP hashes of its scripts. */
export type RouterAnswer = (visit: Visit, target: string, how?: RenderOptions) => Promise<Rendered>;

const NEVER = new AbortController().signal;

/**
 * React Router's answer to a request: a fetch Request built on the site's own origin (never the
 * visitor's Host), the handler's Response read whole (a download streamed), and a document's inline
 * scripts, marked with this render's nonce, allowed by their hashes in its Content-Security-Policy.
 */
export function createRouterAnswer(
  options: Pick<HttpServerOptions, 'handler' | 'publicOrigin'>,
  security: Record<string, string>,
): RouterAnswer {
  return async (visit, target, { body = null, signal = NEVER, standIns } = {}) => {
    const request = toFetchRequest(visit.req, options.publicOrigin() + target, body, signal);
    const cspNonce = createScriptNonce();
    const context: RequestContext = { clientAddress: visit.clientAddress, cspNonce, requestId: visit.requestId };
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
  };
}
