import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

export interface EncodedBodies {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Compresses once for content served many times (cached pages, static assets): best ratio. */
export async function encodeAll(body: Buffer): Promise<EncodedBodies> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { identity: body, gzip: gz, br };
}

/** Compresses a one-off response with a fast setting for the best encoding the client accepts. */
export async function encodeOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return body;
}

export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export function isCompressible(contentType: string | undefined, size: number): boolean {
  return size >= 1024 && !!contentType && COMPRESSIBLE.test(contentType);
}
