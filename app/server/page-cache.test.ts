import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';
import type { PreparedResponse } from './prepared-response';

const variant = (body: string) => ({ headers: {}, body: Buffer.from(body) });
const page = (body: string): PreparedResponse => ({
  status: 200,
  etag: `"${body}"`,
  variants: { identity: variant(body), gzip: variant(body), br: variant(body) },
  notModifiedHeaders: {},
});

describe('the public page cache', () => {
  it('serves a page until the content version changes', () => {
    let version = 1;
    const cache = createPageCache<PreparedResponse>(() => version);
    cache.set('/pricing', page('a'), 1);
    expect(cache.get('/pricing')?.etag).toBe('"a"');
    version = 2;
    expect(cache.get('/pricing')).toBeUndefined();
  });

  it('drops a page rendered before a save that landed while it rendered', () => {
    let version = 1;
    const cache = createPageCache<PreparedResponse>(() => version);
    version = 2;
    cache.set('/pricing', page('stale'), 1);
    expect(cache.get('/pricing')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = createPageCache<PreparedResponse>(() => 1, 2);
    cache.set('/a', page('a'), 1);
    cache.set('/b', page('b'), 1);
    cache.get('/a');
    cache.set('/c', page('c'), 1);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size).toBe(2);
  });
});

describe('concurrent misses', () => {
  it('share one render', async () => {
    const cache = createPageCache<PreparedResponse>(() => 1);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return page('shared');
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.renderOnce('/', render)));
    expect(renders).toBe(1);
    expect(new Set(results.map((r) => r?.etag))).toEqual(new Set(['"shared"']));
    await cache.renderOnce('/', render);
    expect(renders).toBe(2);
  });
});

describe('the background upgrade', () => {
  it('swaps in the better-compressed copy of a page', async () => {
    const cache = createPageCache<PreparedResponse>(() => 1);
    const fast = page('fast');
    cache.set('/', fast, 1);
    cache.upgrade('/', fast, async () => page('best'));
    expect(cache.get('/')?.etag).toBe('"fast"');
    await cache.upgradesDone();
    expect(cache.get('/')?.etag).toBe('"best"');
  });

  it('leaves alone a page that changed meanwhile (settings saved)', async () => {
    let version = 1;
    const cache = createPageCache<PreparedResponse>(() => version);
    const fast = page('fast');
    cache.set('/', fast, 1);
    cache.upgrade('/', fast, async () => {
      version = 2;
      return page('stale best');
    });
    await cache.upgradesDone();
    expect(cache.get('/')).toBeUndefined();
  });
});
