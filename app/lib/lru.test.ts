import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

describe('a bounded memory of recent results', () => {
  it('holds at most its bound, forgetting first what was not used lately', () => {
    const lru = createLru<number>(4);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3); // a new generation: a and b are the older one
    expect(lru.get('a')).toBe(1); // used again: kept
    lru.set('d', 4);
    lru.set('e', 5); // another generation: b (not used since) goes
    expect(lru.get('b')).toBeUndefined();
    expect([lru.get('a'), lru.get('e')]).toEqual([1, 5]);
    expect(lru.size).toBeLessThanOrEqual(4);
  });

  it('stays bounded under a flood of new keys, and keeps the key used all along', () => {
    const lru = createLru<number>(100);
    lru.set('mine', 0);
    for (let i = 0; i < 10_000; i++) {
      lru.set(`key-${i}`, i);
      expect(lru.get('mine')).toBe(0);
    }
    expect(lru.size).toBeLessThanOrEqual(100);
  });

  it('replaces a value set again', () => {
    const lru = createLru<string>(10);
    lru.set('a', 'x');
    lru.set('a', 'y');
    expect([lru.get('a'), lru.size]).toEqual(['y', 1]);
  });
});
