import zlib from 'node:zlib';

/**
 * One gzip member built from a page's fixed parts, compressed once, and a few short values that
 * differ per response. Deflate allows it: each fixed part is compressed as raw deflate ending in a
 * sync flush (byte-aligned, not final), each value goes in as a stored block, and one empty final
 * block closes the stream. Values keep the lengths the template was made for, so the whole member
 * is laid out once; a response copies it, writes its values in place, and sets the CRC-32, combined
 * from the template's and the values' own (zlib's crc32_combine arithmetic), never rescanning the
 * page. Brotli's stream can't be joined this way: such a page is served as gzip or identity.
 */

const POLY = 0xedb88320;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]); // deflate, no name, no mtime, unknown OS
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const STORED_MAX = 0xffff;
const WINDOW = 32 * 1024;

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

// CRC-32 table for the short values, summed in JavaScript: cheaper than a call into zlib for a few dozen bytes.
const CRC_TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
  CRC_TABLE[n] = c >>> 0;
}

function crcOf(value: Buffer): number {
  if (value.length > 256) return zlib.crc32(value);
  let c = 0xffffffff;
  for (let i = 0; i < value.length; i++) c = CRC_TABLE[(c ^ value[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/** Where one value goes: its offset in the member, its length, and what its bytes add to the CRC. */
interface ValueSlot {
  offset: number;
  length: number;
  /** The CRC of as many NUL bytes (what the template holds there). */
  zerosCrc: number;
  /** Moves a value's CRC contribution past the bytes that follow it in the page. */
  shift: number;
}

/** A gzip member laid out once, with NUL bytes where the values go and their CRC to be set. */
export interface GzipTemplate {
  layout: Buffer;
  /** The page's CRC-32 with NUL bytes for every value. */
  zerosCrc: number;
  slots: ValueSlot[];
}

/**
 * Compresses the fixed parts once. Each part after the first may refer back to the parts before
 * it (a preset dictionary: what precedes it in the page, the last 32 KiB), as one stream would, so
 * the page compresses about as well as whole. The values' places in that dictionary are NUL bytes,
 * which a page never contains, so no back-reference reaches into a value.
 */
export function prepareGzipTemplate(parts: readonly Buffer[], valueLengths: readonly number[], level = 9): GzipTemplate {
  if (parts.length !== valueLengths.length + 1) throw new Error('A gzip template needs one more fixed part than values');
  if (parts.some((part) => part.includes(0))) throw new Error('A gzip template’s fixed parts must not contain NUL bytes');
  const pieces: Buffer[] = [GZIP_HEADER];
  const slots: ValueSlot[] = [];
  let offset = GZIP_HEADER.length;
  let window = Buffer.alloc(0);
  const page: Buffer[] = [];
  for (let i = 0; i < parts.length; i++) {
    const bytes = parts[i]!;
    if (bytes.length > 0) {
      const deflated = zlib.deflateRawSync(bytes, {
        level,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
        ...(window.length > 0 ? { dictionary: window } : {}),
      });
      pieces.push(deflated);
      offset += deflated.length;
    }
    page.push(bytes);
    if (i === valueLengths.length) break;
    const length = valueLengths[i]!;
    const zeros = Buffer.alloc(length, 0);
    if (length === 0) slots.push({ offset, length, zerosCrc: 0, shift: 0 });
    for (let from = 0; from < length; from += STORED_MAX) {
      const chunk = Math.min(STORED_MAX, length - from);
      const header = Buffer.from([0x00, chunk & 0xff, chunk >>> 8, ~chunk & 0xff, (~chunk >>> 8) & 0xff]); // stored, not last
      pieces.push(header, zeros.subarray(from, from + chunk));
      // A value longer than a stored block is written in pieces; its slot is the first piece's bytes.
      if (from === 0) slots.push({ offset: offset + header.length, length, zerosCrc: zlib.crc32(zeros), shift: 0 });
      offset += header.length + chunk;
    }
    page.push(zeros);
    window = Buffer.concat([window, bytes, zeros]);
    window = window.subarray(Math.max(0, window.length - WINDOW));
  }
  const whole = Buffer.concat(page);
  // What follows each value in the page, for moving its CRC contribution to the end.
  for (let i = 0, end = 0; i < slots.length; i++) {
    end += parts[i]!.length + valueLengths[i]!;
    slots[i]!.shift = shiftOperator(whole.length - end);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(whole.length >>> 0, 4);
  pieces.push(FINAL_EMPTY_BLOCK, trailer);
  return { layout: Buffer.concat(pieces), zerosCrc: zlib.crc32(whole), slots };
}

// Responses are cut from shared slabs, never reused: far fewer allocations for the collector to track.
const SLAB_SIZE = 512 * 1024;
let slab = Buffer.allocUnsafeSlow(SLAB_SIZE);
let slabAt = 0;

function take(size: number): Buffer {
  if (size > SLAB_SIZE / 8) return Buffer.allocUnsafe(size);
  if (slabAt + size > SLAB_SIZE) {
    slab = Buffer.allocUnsafeSlow(SLAB_SIZE);
    slabAt = 0;
  }
  const region = slab.subarray(slabAt, slabAt + size);
  slabAt += (size + 7) & ~7;
  return region;
}

/**
 * The gzip member of parts[0] values[0] parts[1] … values[n-1] parts[n]: decompresses to exactly
 * those bytes in that order. Null when a value's length is not the one the template was made for.
 */
export function joinGzip(template: GzipTemplate, values: readonly Buffer[]): Buffer | null {
  const { layout, slots } = template;
  if (values.length !== slots.length) return null;
  const out = take(layout.length);
  out.set(layout, 0);
  // The CRC is affine in the bytes: the NUL page's, plus each value's own, moved to the end of the page.
  let crc = template.zerosCrc;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const value = values[i]!;
    if (value.length !== slot.length) return null;
    if (value.length === 0) continue;
    if (value.length <= STORED_MAX) out.set(value, slot.offset);
    else
      for (let from = 0, at = slot.offset; from < value.length; from += STORED_MAX, at += STORED_MAX + 5)
        out.set(value.subarray(from, from + STORED_MAX), at);
    crc = (crc ^ multiplyModP(slot.shift, (crcOf(value) ^ slot.zerosCrc) >>> 0)) >>> 0;
  }
  out.writeUInt32LE(crc, layout.length - 8);
  return out;
}
