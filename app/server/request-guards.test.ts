import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { declaredBodyTooLarge, isCrossSite, isFormBody } from './request-guards';

const req = (headers: Record<string, string>) => ({ headers: { host: 'shop.example:3000', ...headers } }) as unknown as IncomingMessage;

describe('request guards', () => {
  it('see a post from another site by its Origin or Sec-Fetch-Site', () => {
    expect(isCrossSite(req({ origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSite(req({ origin: 'null' }))).toBe(true);
    expect(isCrossSite(req({ origin: 'not a url' }))).toBe(true);
    expect(isCrossSite(req({ 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(req({ 'sec-fetch-site': 'same-site' }))).toBe(true);
  });

  it('let same-origin posts and non-browser clients through', () => {
    expect(isCrossSite(req({ origin: 'http://shop.example:3000', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(req({}))).toBe(false);
  });

  it('accept URL-encoded bodies only', () => {
    expect(isFormBody(req({ 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }))).toBe(true);
    expect(isFormBody(req({ 'content-type': 'application/json' }))).toBe(false);
    expect(isFormBody(req({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(false);
    expect(isFormBody(req({}))).toBe(true);
    expect(isFormBody(req({ 'content-length': '12' }))).toBe(false);
  });

  it('refuse a declared body over 64 KiB before reading it', () => {
    expect(declaredBodyTooLarge(req({ 'content-length': String(64 * 1024 + 1) }))).toBe(true);
    expect(declaredBodyTooLarge(req({ 'content-length': String(64 * 1024) }))).toBe(false);
  });
});
