import { describe, expect, it } from 'vitest';
import { createPageCache, type CachedPage } from './page-cache';

const page = (body: string): CachedPage => ({
  status: 200,
  headers: {},
  etag: `"${body}"`,
  lastModified: '',
  bodies: { identity: Buffer.from(body), gzip: Buffer.from(body), br: Buffer.from(body) },
});

describe('the public page cache', () => {
  it('serves a page until the content version changes', () => {
    let version = 1;
    const cache = createPageCache(() => version);
    cache.set('/pricing', page('a'), 1);
    expect(cache.get('/pricing')?.etag).toBe('"a"');
    version = 2;
    expect(cache.get('/pricing')).toBeUndefined();
  });

  it('drops a page rendered before a save that landed while it rendered', () => {
    let version = 1;
    const cache = createPageCache(() => version);
    version = 2;
    cache.set('/pricing', page('stale'), 1);
    expect(cache.get('/pricing')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = createPageCache(() => 1, 2);
    cache.set('/a', page('a'), 1);
    cache.set('/b', page('b'), 1);
    cache.get('/a');
    cache.set('/c', page('c'), 1);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size).toBe(2);
  });
});
