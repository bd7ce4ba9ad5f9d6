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

/**
 * 'best' for content served many times once it settles (static assets, the background upgrade of a
 * cached page): brotli 11 costs about six renders. 'fast' for everything on a request's path.
 */
export type CompressionLevel = 'fast' | 'best';

const LEVELS = { fast: { gzip: 6, br: 4 }, best: { gzip: 9, br: 11 } } as const;

function brotliAt(body: Buffer, quality: number) {
  return brotli(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Both compressed forms, for content served to many clients. */
export async function encodeAll(body: Buffer, level: CompressionLevel): Promise<EncodedBodies> {
  const [gz, br] = await Promise.all([gzip(body, { level: LEVELS[level].gzip }), brotliAt(body, LEVELS[level].br)]);
  return { identity: body, gzip: gz, br };
}

/** Compresses a one-off response with a fast setting for the best encoding the client accepts. */
export async function encodeOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotliAt(body, LEVELS.fast.br);
  if (encoding === 'gzip') return gzip(body, { level: LEVELS.fast.gzip });
  return body;
}

/** How the client rates brotli and gzip in Accept-Encoding (q-values, '*' included), 0 for "not accepted". */
function parseRatings(acceptEncoding: string): { br: number; gzip: number } {
  const rated = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    rated.set(name, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  const wildcard = rated.get('*') ?? 0;
  return { br: rated.get('br') ?? wildcard, gzip: rated.get('gzip') ?? rated.get('x-gzip') ?? wildcard };
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once. Any others (a
// client making up a new one per request) are parsed every time rather than remembered.
const KNOWN_RATINGS = new Map<string, { br: number; gzip: number }>();
const MAX_KNOWN_RATINGS = 64;

function ratings(acceptEncoding: string): { br: number; gzip: number } {
  let known = KNOWN_RATINGS.get(acceptEncoding);
  if (!known) {
    known = parseRatings(acceptEncoding);
    if (KNOWN_RATINGS.size < MAX_KNOWN_RATINGS && acceptEncoding.length <= 200) KNOWN_RATINGS.set(acceptEncoding, known);
  }
  return known;
}

/**
 * The encoding to answer with, from Accept-Encoding with its q-values: the one the client rates
 * highest (brotli on a tie), never one it rates q=0 ('br;q=0' means "no brotli").
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const { br, gzip: gz } = ratings(acceptEncoding);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Whether the client takes gzip at all: pages joined per response are gzip or identity (see gzip-splice.ts). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return !!acceptEncoding && ratings(acceptEncoding).gzip > 0;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

export function isCompressible(contentType: string | undefined, size: number): boolean {
  return size >= 1024 && !!contentType && COMPRESSIBLE.test(contentType);
}
