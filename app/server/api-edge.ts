import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BODY_LIMIT_BYTES, PROBLEM_CONTENT_TYPE, problemBody } from '~/features/licences/api/problems';
import { readBody, sendBuffer } from './node-fetch';
import { isSafeMethod } from './request-guards';

// The edge's part in the JSON API (/api/v1/): apps, not browsers, call it, with no cookies, so the
// browser-form checks (Origin, form bodies) don't apply. Its bodies are capped at 4 KB, its answers
// are never cached and never set a cookie, and it has its own limits instead of the page budget.

interface Rendered {
  status: number;
  headers: Record<string, string | string[]>;
  payload: Buffer | null;
  stream: ReadableStream<Uint8Array> | null;
}

function sendTooLarge(res: ServerResponse, security: Record<string, string>) {
  const headers = { ...security, 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store', connection: 'close' };
  sendBuffer(res, 413, headers, Buffer.from(JSON.stringify(problemBody('body_too_large'))));
}

/** Reads the capped body, lets React Router answer, and sends the answer uncached and cookie-free. */
export async function sendApi(
  req: IncomingMessage,
  res: ServerResponse,
  security: Record<string, string>,
  render: (body: Buffer | null, signal: AbortSignal) => Promise<Rendered>,
) {
  let body: Buffer | null = null;
  if (!isSafeMethod(req.method)) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > API_BODY_LIMIT_BYTES) return sendTooLarge(res, security);
    body = await readBody(req, API_BODY_LIMIT_BYTES);
    if (body === null) return sendTooLarge(res, security);
  }
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const { status, headers, payload, stream } = await render(body, controller.signal);
  await stream?.cancel();
  delete headers['set-cookie'];
  headers['cache-control'] = 'no-store';
  sendBuffer(res, status, headers, payload ?? Buffer.alloc(0), req.method === 'HEAD');
}
