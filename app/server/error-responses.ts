import type { ServerResponse } from 'node:http';
import { errorPage } from './error-page';
import { sendBuffer } from './node-fetch';
import { BODY_LIMIT_BYTES, isUploadPath, UPLOAD_LIMIT_BYTES, UPLOAD_RETRY_AFTER_SECONDS } from './request-guards';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const TOO_LARGE_TEXT = `The form was larger than ${BODY_LIMIT_BYTES / 1024} KiB and was not accepted. Please shorten it and try again.`;
export const UPLOAD_TOO_LARGE_TEXT = `The file was larger than ${UPLOAD_LIMIT_BYTES / 1024 / 1024} MB and was not accepted. Please upload a shorter statement.`;
export const UPLOADS_BUSY_TEXT = 'Other statements are being uploaded right now. Please try again in a few seconds.';

/** What an oversized body is told: the form's limit, or the statement upload's. */
export function tooLargeText(pathname: string): string {
  return isUploadPath(pathname) ? UPLOAD_TOO_LARGE_TEXT : TOO_LARGE_TEXT;
}

/** The edge's own answers, given before React Router is reached: the small error page, and a redirect. */
export function createErrorResponses(security: Record<string, string>) {
  function send(res: ServerResponse, status: number, explanation: string, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = {
      ...security,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...extra,
    };
    // The rest of an oversized or turned-away body is not read: close the connection instead of draining it.
    if (status === 413 || status === 503) headers.connection = 'close';
    const requestId = res.getHeader('x-request-id');
    sendBuffer(
      res,
      status,
      headers,
      errorPage(status, REASONS[status] ?? 'Error', explanation, typeof requestId === 'string' ? requestId : null),
    );
  }
  return {
    send,
    tooLarge: (res: ServerResponse, text = TOO_LARGE_TEXT) => send(res, 413, text),
    uploadsBusy: (res: ServerResponse) => send(res, 503, UPLOADS_BUSY_TEXT, { 'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS) }),
    redirect(res: ServerResponse, location: string) {
      res.writeHead(301, { ...security, location, 'cache-control': 'public, max-age=86400' });
      res.end();
    },
  };
}

/** The edge's own answers (createErrorResponses). */
export type ErrorResponses = ReturnType<typeof createErrorResponses>;
