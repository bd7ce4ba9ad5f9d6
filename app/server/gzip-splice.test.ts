import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { joinGzip, prepareFixedPart } from './gzip-splice';

const fixed = (text: string) => prepareFixedPart(Buffer.from(text));

describe('a gzip member joined from fixed parts and per-response values', () => {
  it('decompresses to the parts and values in order, with a valid CRC and length', () => {
    const page = ['<!doctype html><p>Pay with ', ' as the memo.</p><input value="', '"/><script>x("', '")</script>'];
    const values = ['ORD-AB12-CD34', 'ORD-AB12-CD34', 'signature-value'];
    const joined = joinGzip(
      page.map(fixed),
      values.map((v) => Buffer.from(v)),
    );
    const expected = page[0]! + values[0] + page[1] + values[1] + page[2] + values[2] + page[3];
    // gunzipSync checks the trailer's CRC-32 and length: a wrong one throws.
    expect(zlib.gunzipSync(joined).toString()).toBe(expected);
  });

  it('holds for large, random and empty parts alike', () => {
    const parts = [crypto.randomBytes(70_000), Buffer.alloc(0), Buffer.from('x'.repeat(200_000)), crypto.randomBytes(3)];
    const values = [Buffer.from('a'), crypto.randomBytes(70_000), Buffer.alloc(0)];
    const joined = joinGzip(
      parts.map((p) => prepareFixedPart(p)),
      values,
    );
    expect(zlib.gunzipSync(joined)).toEqual(
      Buffer.concat([parts[0]!, values[0]!, parts[1]!, values[1]!, parts[2]!, values[2]!, parts[3]!]),
    );
  });

  it('is refused a value without a fixed part after it', () => {
    expect(() => joinGzip([fixed('a')], [Buffer.from('b')])).toThrow();
  });
});
