import { afterEach, describe, expect, it } from 'vitest';
import { HANDED_ON, SITE, standInAnswer, startStep } from '../../tests/helpers/edge-step';
import { toastCookieHeader } from '~/web/flash.server';
import { createPageCache, pageCache } from './page-cache';
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

describe('the page cache step', () => {
  let step: Awaited<ReturnType<typeof startStep>> | undefined;
  afterEach(async () => {
    await step?.close();
  });

  async function start(render?: Parameters<typeof standInAnswer>[0], isPublishedContentPage?: (pathname: string) => boolean) {
    const { answer, asked } = standInAnswer(render);
    step = await startStep(
      pageCache(
        { isPublishedContentPage },
        createPageCache(() => 1),
        answer,
      ),
    );
    return { ...step, asked };
  }

  it('renders a public page once for everyone, by its own path, and serves it from memory', async () => {
    const { url, asked, handedOn } = await start();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => fetch(`${url}/pricing?utm_source=mail&n=${i}`)));
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(await answer.text()).toContain(`<p id="url">${SITE}/pricing</p>`);
    }
    expect((await fetch(`${url}/pricing`, { method: 'HEAD' })).status).toBe(200);
    expect(asked.map((a) => a.url)).toEqual([`${SITE}/pricing`]);
    expect(handedOn).toEqual([]);
  });

  it('hands on, with the page’s own target, a visitor with a flash we signed and a page with a visitor part', async () => {
    const { url, asked, handedOn } = await start();
    const flash = (await toastCookieHeader({ type: 'success', title: 'Message Sent!', description: 'Thanks.' })).split(';')[0]!;
    expect((await fetch(`${url}/pricing?utm_source=x`, { headers: { cookie: flash } })).headers.get(HANDED_ON)).toBe('yes');
    expect((await fetch(`${url}/checkout?plan=yearly&price=$1`)).headers.get(HANDED_ON)).toBe('yes');
    expect(handedOn).toEqual([
      { target: '/pricing', body: null, bodyUnread: false, visitorPart: false },
      { target: '/checkout?plan=Yearly', body: null, bodyUnread: false, visitorPart: true },
    ]);
    expect(asked).toEqual([]);
  });

  it('hands on what is not a public page, a page it can’t keep, and a post', async () => {
    const { url, asked, handedOn } = await start((request) =>
      new URL(request.url).pathname === '/about' ? new Response('gone', { status: 404 }) : new Response('<p>page</p>'),
    );
    expect((await fetch(`${url}/admin/orders?page=2`)).headers.get(HANDED_ON)).toBe('yes');
    expect((await fetch(`${url}/about`)).headers.get(HANDED_ON)).toBe('yes');
    expect((await fetch(`${url}/pricing`, { method: 'POST', body: '' })).headers.get(HANDED_ON)).toBe('yes');
    expect(handedOn.map((h) => h.target)).toEqual(['/admin/orders?page=2', '/about', '/pricing']);
    expect(asked.map((a) => a.url)).toEqual([`${SITE}/about`]);
  });

  it('keeps the owner’s post once it is published, and hands on one that is not', async () => {
    const { url, asked, handedOn } = await start(undefined, (pathname) => pathname === '/blog/kept');
    for (let i = 0; i < 3; i++) expect((await fetch(`${url}/blog/kept?ref=${i}`)).headers.get(HANDED_ON)).toBeNull();
    expect((await fetch(`${url}/blog/draft`)).headers.get(HANDED_ON)).toBe('yes');
    expect(asked.map((a) => a.url)).toEqual([`${SITE}/blog/kept`]);
    expect(handedOn.map((h) => h.target)).toEqual(['/blog/draft']);
  });
});
