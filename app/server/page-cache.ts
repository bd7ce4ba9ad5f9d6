import type { PersonalPage } from './personal-page';
import type { PreparedResponse } from './prepared-response';

/** A page served whole to everyone, or one with each visitor's own values put in (checkout). */
export type CachedPage = PreparedResponse | PersonalPage;

/**
 * Rendered public pages, kept per content version: a page changes only when the administrator
 * saves settings, so one render serves every visitor until then. Bounded (least recently used
 * goes first) because query strings make the key space open-ended.
 */
export function createPageCache<P extends object = CachedPage>(currentVersion: () => number, maxEntries = 200) {
  const entries = new Map<string, P>();
  const rendering = new Map<string, Promise<P | null>>();
  let version = currentVersion();
  // Best-level compression runs one page at a time, off the request path.
  let upgrades: Promise<void> = Promise.resolve();

  function sync() {
    const now = currentVersion();
    if (now !== version) {
      entries.clear();
      version = now;
    }
  }

  return {
    get(key: string): P | undefined {
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
    set(key: string, page: P, renderedAt: number): void {
      sync();
      if (renderedAt !== version) return;
      entries.set(key, page);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    /** Runs `render` once for concurrent misses of one key; everyone gets its page (or null: not cacheable). */
    renderOnce(key: string, render: () => Promise<P | null>): Promise<P | null> {
      let pending = rendering.get(key);
      if (!pending) {
        pending = render().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    },
    /**
     * Swaps `page` for the better-compressed copy `make` builds, in the background, unless the entry
     * changed meanwhile (settings saved, evicted): visitors never wait for brotli 11.
     */
    upgrade<U extends P>(key: string, page: U, make: () => Promise<U>): void {
      upgrades = upgrades
        .then(async () => {
          sync();
          if (entries.get(key) !== page) return;
          const better = await make();
          sync();
          if (entries.get(key) === page) entries.set(key, better);
        })
        .catch((error: unknown) => console.error(`Compressing the cached page ${key} failed:`, error));
    },
    /** Resolves once every upgrade queued so far has run. */
    upgradesDone(): Promise<void> {
      return upgrades;
    },
    get size() {
      return entries.size;
    },
  };
}
