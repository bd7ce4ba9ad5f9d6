import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { bodyLimitFor, declaredBodyTooLarge, isFormBody, isValidHost } from './request-guards';
import { isCrossSite, requestOrigin, type OriginPolicy } from './origin-guard';

const req = (headers: Record<string, string>) => ({ headers: { host: 'shop.example:3000', ...headers } }) as unknown as IncomingMessage;
const DIRECT: OriginPolicy = { siteOrigin: null, trustProxy: false, https: false };
const PROXIED: OriginPolicy = { siteOrigin: null, trustProxy: true, https: false };

describe('request guards', () => {
  it('see a post from another site by its Origin or Sec-Fetch-Site', () => {
    expect(isCrossSite(req({ origin: 'https://evil.example' }), DIRECT)).toBe(true);
    expect(isCrossSite(req({ origin: 'null' }), DIRECT)).toBe(true);
    expect(isCrossSite(req({ origin: 'not a url' }), DIRECT)).toBe(true);
    expect(isCrossSite(req({ 'sec-fetch-site': 'cross-site' }), DIRECT)).toBe(true);
    expect(isCrossSite(req({ 'sec-fetch-site': 'same-site' }), DIRECT)).toBe(true);
  });

  it('let same-origin posts and non-browser clients through', () => {
    expect(isCrossSite(req({ origin: 'http://shop.example:3000', 'sec-fetch-site': 'same-origin' }), DIRECT)).toBe(false);
    expect(isCrossSite(req({}), DIRECT)).toBe(false);
  });

  it('compare the scheme as well as the host', () => {
    expect(isCrossSite(req({ origin: 'https://shop.example:3000' }), DIRECT)).toBe(true);
    expect(isCrossSite(req({ host: 'shop.example', origin: 'https://shop.example' }), { ...DIRECT, https: true })).toBe(false);
    expect(isCrossSite(req({ host: 'shop.example', origin: 'http://shop.example' }), { ...DIRECT, https: true })).toBe(true);
  });

  it('behind a trusted proxy, judge the Origin by X-Forwarded-Host and X-Forwarded-Proto', () => {
    const proxied = { host: '127.0.0.1:3000', 'x-forwarded-host': 'www.shop.example', 'x-forwarded-proto': 'https' };
    expect(isCrossSite(req({ ...proxied, origin: 'https://www.shop.example' }), PROXIED)).toBe(false);
    expect(isCrossSite(req({ ...proxied, origin: 'http://www.shop.example' }), PROXIED)).toBe(true);
    expect(isCrossSite(req({ ...proxied, origin: 'https://evil.example' }), PROXIED)).toBe(true);
    // The proxy appends its own entry last; what the client claimed before it is not believed.
    const spoofed = { ...proxied, 'x-forwarded-host': 'evil.example, www.shop.example' };
    expect(isCrossSite(req({ ...spoofed, origin: 'https://evil.example' }), PROXIED)).toBe(true);
    // Without TRUST_PROXY the forwarded headers are anyone's words.
    expect(isCrossSite(req({ ...proxied, origin: 'https://www.shop.example' }), DIRECT)).toBe(true);
    expect(requestOrigin(req(proxied), PROXIED)).toBe('https://www.shop.example');
    expect(requestOrigin(req(proxied), DIRECT)).toBe('http://127.0.0.1:3000');
  });

  it('accept SITE_URL as the origin whatever the Host says', () => {
    const policy = { ...DIRECT, siteOrigin: 'https://www.shop.example' };
    expect(isCrossSite(req({ host: '10.0.0.5:3000', origin: 'https://www.shop.example' }), policy)).toBe(false);
    expect(isCrossSite(req({ host: '10.0.0.5:3000', origin: 'http://www.shop.example' }), policy)).toBe(true);
  });

  it('know a valid Host header from a poisoned one', () => {
    for (const good of [undefined, 'localhost', 'shop.example:3000', '127.0.0.1', '[::1]:8080', 'my_service']) {
      expect(isValidHost(good), String(good)).toBe(true);
    }
    for (const bad of ['', 'example.com/admin?', 'a b', 'a@b', 'a:99999', '[::', 'a<b', 'x#y', 'a:', `${'a'.repeat(300)}`]) {
      expect(isValidHost(bad), bad).toBe(false);
    }
  });

  it('accept URL-encoded bodies only', () => {
    expect(isFormBody(req({ 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }))).toBe(true);
    expect(isFormBody(req({ 'content-type': 'application/json' }))).toBe(false);
    expect(isFormBody(req({ 'content-type': 'multipart/form-data; boundary=x' }))).toBe(false);
    expect(isFormBody(req({}))).toBe(true);
    expect(isFormBody(req({ 'content-length': '12' }))).toBe(false);
  });

  it('accept multipart only on the statement upload, up to 10 MB there (for the signed-in administrator) and 64 KiB elsewhere', () => {
    const multipart = req({ 'content-type': 'multipart/form-data; boundary=x' });
    expect(isFormBody(multipart, '/admin/statements')).toBe(true);
    expect(isFormBody(multipart, '/admin/statements.data')).toBe(true);
    expect(isFormBody(multipart, '/admin/statements/1')).toBe(false);
    expect(isFormBody(multipart, '/admin/statements/1.data')).toBe(false);
    expect(isFormBody(multipart, '/admin/dashboard')).toBe(false);
    expect(isFormBody(req({ 'content-type': 'application/json' }), '/admin/statements')).toBe(false);
    expect(bodyLimitFor('/admin/statements', true)).toBe(10 * 1024 * 1024);
    expect(bodyLimitFor('/admin/statements.data', true)).toBe(10 * 1024 * 1024);
    expect(bodyLimitFor('/admin/statements', false)).toBe(64 * 1024);
    expect(bodyLimitFor('/admin/statements/1', true)).toBe(64 * 1024);
    expect(bodyLimitFor('/contact', true)).toBe(64 * 1024);
    const upload = bodyLimitFor('/admin/statements', true);
    expect(declaredBodyTooLarge(req({ 'content-length': String(10 * 1024 * 1024 + 1) }), upload)).toBe(true);
    expect(declaredBodyTooLarge(req({ 'content-length': String(10 * 1024 * 1024) }), upload)).toBe(false);
  });

  it('refuse a declared body over 64 KiB before reading it', () => {
    expect(declaredBodyTooLarge(req({ 'content-length': String(64 * 1024 + 1) }))).toBe(true);
    expect(declaredBodyTooLarge(req({ 'content-length': String(64 * 1024) }))).toBe(false);
  });
});
