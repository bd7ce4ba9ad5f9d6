import type { ServerResponse } from 'node:http';
import { TOO_MANY_RENDERS } from '~/web/rate-limit.server';
import { errorPage } from './error-page';
import { sendBuffer } from './node-fetch';

/** The small page for a client over its budget of uncached renders, with when to come back. */
export function sendTooManyRenders(res: ServerResponse, security: Record<string, string>, retryAfter: number): void {
  sendBuffer(
    res,
    429,
    {
      ...security,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(Math.max(1, retryAfter)),
    },
    errorPage(429, 'Too Many Requests', TOO_MANY_RENDERS),
  );
}
