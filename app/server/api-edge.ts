import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerLicenseCall, API_BODY_LIMIT_BYTES, isLicenseOperation, PROBLEM_CONTENT_TYPE, problemBody } from '~/web/license-api.server';
import { isApiPath, PATHS } from '~/lib/paths';
import { addressBucket } from '~/web/rate-limit.server';
import type { EdgeStep } from './edge-step';
import { clientGoneSignal, readBody, sendBuffer } from './node-fetch';
import { isSafeMethod } from './request-guards';
import type { RouterAnswer } from './router-answer';

// The edge's part in the JSON API (/api/v1/): apps, not browsers, call it, with no cookies, so the
// browser-form checks (Origin, form bodies) don't apply. Its bodies are capped at 4 KB, its answers
// are never cached and never set a cookie, and it has its own limits instead of the page budget.

export interface Rendered {
  status: number;
  headers: Record<string, string | string[]>;
  payload: Buffer | null;
  stream: ReadableStream<Uint8Array> | null;
}

function sendTooLarge(res: ServerResponse, security: Record<string, string>) {
  const headers = { ...security, 'content-type': PROBLEM_CONTENT_TYPE, 'cache-control': 'no-store', connection: 'close' };
  sendBuffer(res, 413, headers, Buffer.from(JSON.stringify(problemBody('body_too_large'))));
}

/** Reads the capped body, has it answered (directly, or by React Router), and sends the answer uncached and cookie-free. */
export async function sendApi(
  req: IncomingMessage,
  res: ServerResponse,
  security: Record<string, string>,
  answer: (body: Buffer | null) => Promise<Rendered>,
) {
  let body: Buffer | null = null;
  if (!isSafeMethod(req.method)) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > API_BODY_LIMIT_BYTES) return sendTooLarge(res, security);
    body = await readBody(req, API_BODY_LIMIT_BYTES);
    if (body === null) return sendTooLarge(res, security);
  }
  const { status, headers, payload, stream } = await answer(body);
  await stream?.cancel();
  delete headers['set-cookie'];
  headers['cache-control'] = 'no-store';
  sendBuffer(res, status, { ...security, ...headers }, payload ?? Buffer.alloc(0), req.method === 'HEAD');
}

const OPERATION_PREFIX = `${PATHS.licenseApi}/`;

/**
 * The license API's calls answered here, without React Router or fetch objects (decision 013): the
 * same handler its route calls, so the answers are the same; null for any other API path (React
 * Router answers it).
 */
export function directLicenseCall(
  req: IncomingMessage,
  pathname: string,
  clientAddress: string,
): ((body: Buffer | null) => Promise<Rendered>) | null {
  const operation = pathname.startsWith(OPERATION_PREFIX) ? pathname.slice(OPERATION_PREFIX.length) : undefined;
  if (!isLicenseOperation(operation) || req.method !== 'POST') return null;
  return async (body) => {
    const {
      status,
      headers,
      body: text,
    } = await answerLicenseCall({
      operation,
      method: 'POST',
      contentType: req.headers['content-type'],
      body: body?.toString('utf8') ?? '',
      client: { clientAddress, addressKey: addressBucket(clientAddress) },
    });
    return { status, headers, payload: Buffer.from(text), stream: null };
  };
}

/**
 * The edge's step for the JSON API (/api/…): answered here, before the browser-form guards and the page
 * cache, by the license handler itself or by React Router. Anything else is handed on.
 */
export function apiEdge(answer: RouterAnswer, security: Record<string, string>): EdgeStep {
  return async (visit, next) => {
    if (!isApiPath(visit.pathname)) return next();
    const direct = directLicenseCall(visit.req, visit.pathname, visit.clientAddress);
    await sendApi(
      visit.req,
      visit.res,
      security,
      direct ?? ((body) => answer(visit, visit.url, { body, signal: clientGoneSignal(visit.res) })),
    );
  };
}
