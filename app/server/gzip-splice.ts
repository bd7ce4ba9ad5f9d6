import zlib from 'node:zlib';

/**
 * One gzip member built from a page's fixed parts, compressed once, and a few short values that
 * differ per response, written as they come. Deflate allows it: each fixed part is compressed on its
 * own as raw deflate ending in a sync flush (byte-aligned, not final), each value goes in as a stored
 * block, and one empty final block closes the stream. The CRC-32 of the whole body is combined from
 * the parts' CRCs computed once (zlib's crc32_combine), so a response never scans the fixed bytes.
 * Brotli's stream can't be joined this way: such a page is served as gzip or identity.
 */

const POLY = 0xedb88320;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name, no mtime, unknown OS
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const STORED_MAX = 0xffff;

/** a·b modulo the CRC-32 polynomial (reflected): zlib's multmodp. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

// x^(2^n) modulo P, for n = 0..31: zlib's x2n_table.
const X2N: number[] = [];
{
  let p = 0x40000000; // x^1
  X2N.push(p);
  for (let n = 1; n < 32; n++) X2N.push((p = multiplyModP(p, p)));
}

/** The operator that moves a CRC past `length` more bytes: x^(8·length) modulo P (zlib's crc32_combine_gen). */
function shiftOperator(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
  }
  return p;
}

/** A fixed part, ready to be joined: its deflate blocks, its length and CRC, and its combine operator. */
export interface FixedPart {
  deflated: Buffer;
  length: number;
  crc: number;
  shift: number;
}

/** Compresses a fixed part once, as raw deflate that ends byte-aligned (sync flush) and is not final. */
export function prepareFixedPart(bytes: Buffer, level = 9): FixedPart {
  const deflated = bytes.length === 0 ? Buffer.alloc(0) : zlib.deflateRawSync(bytes, { level, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  return { deflated, length: bytes.length, crc: zlib.crc32(bytes), shift: shiftOperator(bytes.length) };
}

/** A value as stored deflate blocks (no compression: they are a few dozen bytes). */
function storedBlocks(value: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < value.length; at += STORED_MAX) {
    const chunk = value.subarray(at, at + STORED_MAX);
    const header = Buffer.from([0x00, chunk.length & 0xff, chunk.length >>> 8, ~chunk.length & 0xff, (~chunk.length >>> 8) & 0xff]);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * The gzip member of fixed[0] values[0] fixed[1] … values[n-1] fixed[n]: `fixed` has one more
 * entry than `values`. Decompresses to exactly those bytes in that order.
 */
export function joinGzip(fixed: readonly FixedPart[], values: readonly Buffer[]): Buffer {
  if (fixed.length !== values.length + 1) throw new Error('joinGzip needs one more fixed part than values');
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (let i = 0; i < fixed.length; i++) {
    const part = fixed[i]!;
    if (part.length > 0) {
      pieces.push(part.deflated);
      crc = (multiplyModP(part.shift, crc) ^ part.crc) >>> 0;
      length += part.length;
    }
    const value = values[i];
    if (value && value.length > 0) {
      pieces.push(...storedBlocks(value));
      crc = zlib.crc32(value, crc);
      length += value.length;
    }
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(pieces);
}
