import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenMatches, hashAccessToken, newAccessToken } from './access-token.server';

describe('order page access tokens', () => {
  it('are 256 random bits in base64url, new every time', () => {
    const token = newAccessToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(new Set(Array.from({ length: 1000 }, newAccessToken)).size).toBe(1000);
  });

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    const token = newAccessToken();
    const stored = hashAccessToken(token);
    expect(stored).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
  });

  it('match the stored hash of the same token only', () => {
    const token = newAccessToken();
    const stored = hashAccessToken(token);
    expect(accessTokenMatches(token, stored)).toBe(true);
    expect(accessTokenMatches(newAccessToken(), stored)).toBe(false);
    expect(accessTokenMatches(`${token}x`, stored)).toBe(false);
  });

  it('never match missing or odd input, and never throw', () => {
    const token = newAccessToken();
    const stored = hashAccessToken(token);
    expect(accessTokenMatches(undefined, stored)).toBe(false);
    expect(accessTokenMatches(null, stored)).toBe(false);
    expect(accessTokenMatches('', hashAccessToken(''))).toBe(false);
    expect(accessTokenMatches([token], stored)).toBe(false);
    expect(accessTokenMatches(token, undefined)).toBe(false);
    expect(accessTokenMatches(token, stored.toUpperCase())).toBe(false);
    expect(accessTokenMatches(token, stored.slice(2))).toBe(false);
    expect(accessTokenMatches('a'.repeat(10_000), hashAccessToken('a'.repeat(10_000)))).toBe(false);
  });
});
