import { hasFlashCookie, hasVerifiedFlash } from '~/web/flash.server';
import { isContentPageShape, publicPage } from './cache-key';
import type { EdgeStep, Visit } from './edge-step';
import type { HttpServerOptions } from './http-server';
import type { PersonalPage } from './personal-page';
import { prepareResponse, sendPrepared, type PreparedResponse } from './prepared-response';
import type { RouterAnswer } from './router-answer';

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
    /** The content version pages are kept for now (settings saved since the last look move it on). */
    version(): number {
      sync();
      return version;
    },
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

export type PageCache<P extends object = CachedPage> = ReturnType<typeof createPageCache<P>>;

const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Keeps a page the same for everyone, compressed fast at once and at best in the background; resolves to it. */
export async function keepWhole(
  cache: PageCache,
  target: string,
  rendered: { status: number; headers: Record<string, string>; payload: Buffer },
  versionAtRender: number,
): Promise<PreparedResponse> {
  const { status, payload } = rendered;
  const headers = { ...rendered.headers, 'cache-control': PUBLIC_CACHE_CONTROL, 'last-modified': new Date().toUTCString() };
  const page = await prepareResponse(status, headers, payload, 'fast');
  cache.set(target, page, versionAtRender);
  cache.upgrade(target, page, () => prepareResponse(status, headers, payload, 'best'));
  return page;
}

/**
 * The edge's step for the public pages (cache-key.ts, and the owner's published posts and guides): a
 * page the same for everyone is rendered once per content version and served from memory (visitors
 * asking at once share the render). The page's own target is what the later steps render: '/pricing'
 * for '/pricing?utm_source=x'. A page with each visitor's own part (checkout) is handed on for
 * personalPages; a visitor with a flash we signed, a page that can't be kept (not 200, a cookie) and
 * anything that is not a public page are handed on to be rendered for the request.
 */
export function pageCache(
  options: Pick<HttpServerOptions, 'refreshContentVersion' | 'isPublishedContentPage'>,
  cache: PageCache,
  answer: RouterAnswer,
): EdgeStep {
  // Brings the content version up to date when other processes may have saved settings (PostgreSQL).
  const refresh = async () => {
    const refreshing = options.refreshContentVersion?.();
    if (refreshing) await refreshing;
  };

  async function render(visit: Visit, target: string): Promise<PreparedResponse | null> {
    const versionAtRender = cache.version();
    const rendered = await answer(visit, target);
    if (rendered.status !== 200 || rendered.headers['set-cookie'] || !rendered.payload) {
      await rendered.stream?.cancel();
      return null;
    }
    return keepWhole(cache, target, { ...rendered, headers: rendered.headers as Record<string, string> }, versionAtRender);
  }

  return async (visit, next) => {
    if (!visit.read) return next();
    // A public page renders from its own path (and the parameters it reads), whatever else the URL carries.
    let page = publicPage(visit.pathname, visit.search);
    let refreshed = false;
    if (!page && options.isPublishedContentPage && isContentPageShape(visit.pathname)) {
      await refresh();
      refreshed = true;
      // Known at once for the current content version; read from the database once per version.
      const published = options.isPublishedContentPage(visit.pathname);
      if (published === true || (published !== false && (await published))) page = { target: visit.pathname, visitorPart: null };
    }
    if (!page) return next();
    visit.target = page.target;
    // A flash we signed makes the page one visitor's; a forged one changes nothing (and costs one
    // check). Without a flash cookie there is nothing to check, and nothing to wait for.
    const cookie = visit.req.headers.cookie;
    if (hasFlashCookie(cookie) && (await hasVerifiedFlash(cookie))) return next();
    if (!refreshed) await refresh();
    if (page.visitorPart) {
      visit.visitorPart = page.visitorPart;
      return next();
    }
    const target = page.target;
    // Many visitors asking for the same page before it is kept share one render.
    const kept = cache.get(target) ?? (visit.method === 'GET' ? await cache.renderOnce(target, () => render(visit, target)) : null);
    // Kept whole: a page with a visitor part is kept under its own target, by personalPages.
    if (kept && !('kind' in kept)) return sendPrepared(visit.req, visit.res, kept, visit.headOnly);
    return next();
  };
}
