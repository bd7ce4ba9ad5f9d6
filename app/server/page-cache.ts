import type { EncodedBodies } from './compression';

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  etag: string;
  lastModified: string;
  bodies: EncodedBodies;
}

/**
 * Rendered public pages, kept per content version: a page changes only when the administrator
 * saves settings, so one render serves every visitor until then. Bounded (least recently used
 * goes first) because query strings make the key space open-ended.
 */
export function createPageCache(currentVersion: () => number, maxEntries = 200) {
  const entries = new Map<string, CachedPage>();
  let version = currentVersion();

  function sync() {
    const now = currentVersion();
    if (now !== version) {
      entries.clear();
      version = now;
    }
  }

  return {
    get(key: string): CachedPage | undefined {
      sync();
      const page = entries.get(key);
      if (page) {
        // Re-insert so the Map's order is least recently used first.
        entries.delete(key);
        entries.set(key, page);
      }
      return page;
    },
    /** Keeps a page rendered at `renderedAt`, unless settings changed while it rendered. */
    set(key: string, page: CachedPage, renderedAt: number): void {
      sync();
      if (renderedAt !== version) return;
      entries.set(key, page);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
