import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeAll, preferredEncoding, type CompressionLevel, type Encoding } from './compression';

/** A response ready to write: headers (with length and encoding) computed once, not per request. */
export interface PreparedVariant {
  headers: Record<string, string>;
  body: Buffer;
}

export interface PreparedResponse {
  status: number;
  etag: string;
  variants: Record<Encoding, PreparedVariant>;
  notModifiedHeaders: Record<string, string>;
}

export function etagOf(body: Buffer): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Content served many times (public pages, static files) is compressed once and gets its complete
 * header set per encoding up front, so serving it is one writeHead and one write.
 */
export async function prepareResponse(
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  compress: CompressionLevel | false,
): Promise<PreparedResponse> {
  const etag = etagOf(body);
  const common = { ...headers, etag, ...(compress ? { vary: 'Accept-Encoding' } : {}) };
  const bodies = compress ? await encodeAll(body, compress) : { identity: body, gzip: body, br: body };
  const variant = (encoding: Encoding): PreparedVariant => ({
    body: bodies[encoding],
    headers: {
      ...common,
      ...(compress && encoding !== 'identity' ? { 'content-encoding': encoding } : {}),
      'content-length': String(bodies[encoding].length),
    },
  });
  const { 'content-length': _length, 'content-type': _type, ...notModifiedHeaders } = variant('identity').headers;
  return { status, etag, variants: { identity: variant('identity'), gzip: variant('gzip'), br: variant('br') }, notModifiedHeaders };
}

function matchesEtag(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match'];
  return !!match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function sendPrepared(req: IncomingMessage, res: ServerResponse, prepared: PreparedResponse, headOnly: boolean): void {
  if (matchesEtag(req, prepared.etag)) {
    res.writeHead(304, prepared.notModifiedHeaders);
    res.end();
    return;
  }
  const variant = prepared.variants[preferredEncoding(req.headers['accept-encoding'])];
  res.writeHead(prepared.status, variant.headers);
  res.end(headOnly ? undefined : variant.body);
}
