/**
 * Remembers at most about `maxEntries` results worth keeping (a cookie already verified, a hash
 * already computed), forgetting the least recently used first, so a flood of new keys costs bounded
 * memory. Two generations of plain Maps rather than one Map reordered on every hit: V8's Map slows
 * down badly under constant delete-and-reinsert (tens of microseconds a lookup once it holds
 * thousands of keys), while this never deletes. A key used in either generation is kept; when the
 * newer fills up, the older (everything not used since) is dropped whole.
 */
export function createLru<V>(maxEntries: number) {
  const half = Math.max(1, Math.floor(maxEntries / 2));
  let current = new Map<string, V>();
  let previous = new Map<string, V>();

  function put(key: string, value: V) {
    if (current.size >= half) {
      previous = current;
      current = new Map();
    }
    current.set(key, value);
  }

  return {
    get(key: string): V | undefined {
      const value = current.get(key);
      if (value !== undefined) return value;
      const older = previous.get(key);
      // Used again: it moves to the newer generation and outlives the older one.
      if (older !== undefined) put(key, older);
      return older;
    },
    set(key: string, value: V): void {
      if (current.has(key)) current.set(key, value);
      else put(key, value);
    },
    /** Keys held, counting a key in both generations twice (at most `maxEntries`). */
    get size() {
      return current.size + previous.size;
    },
  };
}

export type Lru<V> = ReturnType<typeof createLru<V>>;
