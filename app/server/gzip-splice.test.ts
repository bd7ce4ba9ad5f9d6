import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { joinGzip, prepareGzipTemplate } from './gzip-splice';

const text = (bytes: number) => crypto.randomBytes(bytes).toString('base64').slice(0, bytes);

describe('a gzip member joined from fixed parts and per-response values', () => {
  it('decompresses to the parts and values in order, with a valid CRC and length', () => {
    const page = ['<!doctype html><p>Pay with ', ' as the memo.</p><input value="', '"/><script>x("', '")</script>'];
    const values = ['ORD-AB12-CD34', 'ORD-AB12-CD34', 'signature-value'];
    const template = prepareGzipTemplate(
      page.map((p) => Buffer.from(p)),
      values.map((v) => v.length),
    );
    const joined = joinGzip(
      template,
      values.map((v) => Buffer.from(v)),
    )!;
    const expected = page[0]! + values[0] + page[1] + values[1] + page[2] + values[2] + page[3];
    // gunzipSync checks the trailer's CRC-32 and length: a wrong one throws.
    expect(zlib.gunzipSync(joined).toString()).toBe(expected);
  });

  it('holds for large, repetitive and empty parts, and values over a stored block’s 64 KiB', () => {
    const repeated = `<p>${text(40)}</p>`.repeat(3_000);
    const parts = [text(70_000), '', repeated, repeated.slice(0, 5_000), 'x'].map((p) => Buffer.from(p));
    const values = [Buffer.from('a'), Buffer.from(text(70_000)), Buffer.alloc(0), Buffer.from(text(300))];
    const joined = joinGzip(
      prepareGzipTemplate(
        parts,
        values.map((v) => v.length),
      ),
      values,
    )!;
    const expected = Buffer.concat(parts.flatMap((part, i) => (values[i] ? [part, values[i]] : [part])));
    expect(zlib.gunzipSync(joined)).toEqual(expected);
  });

  it('compresses a page split at its values about as well as the whole page', () => {
    const reference = 'ORD-AB12-CD34';
    const section = () => Array.from({ length: 40 }, (_, i) => `<p class="step-${i % 4}">Transfer the amount. ${text(12)}</p>`).join('');
    const html = `<main>${Array.from({ length: 5 }, () => `${section()}<b>${reference}</b>`).join('')}</main>`;
    const template = prepareGzipTemplate(
      html.split(reference).map((p) => Buffer.from(p)),
      Array(5).fill(reference.length),
    );
    const joined = joinGzip(
      template,
      Array.from({ length: 5 }, () => Buffer.from('ORD-ZZ99-YY88')),
    )!;
    expect(zlib.gunzipSync(joined).toString()).toBe(html.replaceAll(reference, 'ORD-ZZ99-YY88'));
    expect(joined.length).toBeLessThan(zlib.gzipSync(html, { level: 9 }).length * 1.15);
  });

  it('gives nothing for a value of another length than the template’s, and refuses fixed parts with NUL bytes', () => {
    const template = prepareGzipTemplate([Buffer.from('a'), Buffer.from('b')], [3]);
    expect(joinGzip(template, [Buffer.from('four')])).toBeNull();
    expect(joinGzip(template, [])).toBeNull();
    expect(() => prepareGzipTemplate([Buffer.from('a\0'), Buffer.from('b')], [3])).toThrow();
    expect(() => prepareGzipTemplate([Buffer.from('a')], [3])).toThrow();
  });
});
