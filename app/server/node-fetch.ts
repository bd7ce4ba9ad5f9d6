import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * Builds a fetch Request for `url` (the site's own origin and the target to render) from a Node
 * request whose body (if any) has already been read and capped: in memory, or in a file streamed back.
 */
export function toFetchRequest(
  req: IncomingMessage,
  url: string,
  body: Buffer | ReadableStream<Uint8Array> | null,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    // HTTP/2 pseudo headers and invalid names would make Headers throw.
    if (name.startsWith(':')) continue;
    // The edge has judged Origin already, against the address the browser used (or SITE_URL).
    // React Router would compare it with the fixed URL origin instead and refuse posts that reach
    // the site under another name (an IP address, a proxy's host).
    if (name.toLowerCase() === 'origin') continue;
    try {
      headers.append(name, req.rawHeaders[i + 1]!);
    } catch {
      // A header value the fetch API refuses (control characters): drop it rather than fail the request.
    }
  }
  const method = req.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (body && method !== 'GET' && method !== 'HEAD') {
    if (Buffer.isBuffer(body)) init.body = new Uint8Array(body);
    else {
      init.body = body;
      init.duplex = 'half';
    }
  }
  // Concatenated by the caller, not resolved: a path like '//x' must stay a path, never become another host.
  return new Request(new URL(url), init);
}

/**
 * A signal that aborts when the client goes away before its answer is complete. Not after: 'close'
 * follows every answer, and an abort there would cost each request an exception's worth of work.
 */
export function clientGoneSignal(res: ServerResponse): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Response headers as a plain object for writeHead, keeping every Set-Cookie separate. */
export function responseHeaders(response: Response): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') out[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

/** Reads the request body, giving up (null) as soon as it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!settled) {
        settled = true;
        resolve(Buffer.concat(chunks));
      }
    });
    req.on('error', (error) => {
      if (!settled) {
        settled = true;
        reject(error);
      }
    });
  });
}

export function sendBuffer(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer | string,
  headOnly = false,
): void {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { ...headers, 'content-length': String(buffer.length) });
  res.end(headOnly ? undefined : buffer);
}

/**
 * Writes a streamed body as it comes (chunked), waiting for the client to keep up; when the client
 * goes away the source is cancelled, so whatever produces it stops reading.
 */
export async function sendStream(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: ReadableStream<Uint8Array>,
  headOnly = false,
): Promise<void> {
  res.writeHead(status, headers);
  if (headOnly) {
    await body.cancel();
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), res);
  } catch {
    // The client went away (or the source failed): the connection is closed and the source cancelled.
  }
}
