import type { VisitorPart } from '~/web/page-variants.server';
import { isCompressible } from './compression';
import type { EdgeStep, Visit } from './edge-step';
import { keepWhole, type CachedPage, type PageCache } from './page-cache';
import { buildPersonalPage, sendPersonal, type StandInRender } from './personal-page';
import { sendPrepared } from './prepared-response';
import type { RouterAnswer } from './router-answer';

/**
 * The edge's step for a public page with a part that is each visitor's own (checkout's payment
 * reference, found by pageCache): rendered twice per content version with stand-in values and kept as
 * the parts around them, so each visitor gets the one page with their own values put in (and the
 * cookie that keeps them). A page that left its visitor part out (checkout that takes no payment yet)
 * is kept whole, like any public page. One whose two renders differ elsewhere is handed on, to be
 * rendered for each visitor until settings change. The pages are kept in the one store of public pages.
 */
export function personalPages(cache: PageCache, answer: RouterAnswer): EdgeStep {
  // Targets whose two stand-in renders differed elsewhere too, with the content version they differed
  // at: rendered per visitor, and said once, until settings change.
  const notShareable = new Map<string, number>();

  async function render(visit: Visit, target: string, part: VisitorPart): Promise<CachedPage | null> {
    const versionAtRender = cache.version();
    if (notShareable.get(target) === versionAtRender) return null;
    const renders: StandInRender[] = [];
    for (const standIns of [part.standIns(), part.standIns()]) {
      const { status, headers, payload, stream, scriptHashes } = await answer(visit, target, { standIns });
      if (status !== 200 || headers['set-cookie'] || !payload) {
        await stream?.cancel();
        return null;
      }
      renders.push({ status, headers: headers as Record<string, string>, body: payload.toString('utf8'), scriptHashes, standIns });
    }
    const [first, second] = renders as [StandInRender, StandInRender];
    const carries = (one: StandInRender) => Object.values(one.standIns).some((value) => one.body.includes(value));
    if (!carries(first) && !carries(second) && first.body === second.body) {
      return keepWhole(cache, target, { ...first, payload: Buffer.from(first.body, 'utf8') }, versionAtRender);
    }
    const compress = isCompressible(first.headers['content-type'], Buffer.byteLength(first.body));
    const page = buildPersonalPage(first, second, part, compress);
    if (!page) {
      // Settings saved between the two renders make them differ for a good reason: the next visit tries again.
      if (cache.version() !== versionAtRender) return null;
      notShareable.set(target, versionAtRender);
      // A note for whoever tunes the page cache, not a fault: the page is still served, per visitor.
      console.debug(`${target} differs between two renders beyond its payment reference: it is rendered for each visitor`);
      return null;
    }
    cache.set(target, page, versionAtRender);
    return page;
  }

  /** A kept page as this visit gets it: shared whole, or with this visitor's own values put in. */
  function send(visit: Visit, page: CachedPage) {
    if (!('kind' in page)) return sendPrepared(visit.req, visit.res, page, visit.headOnly);
    const { values, setCookie } = page.part.forVisit(visit.req.headers.cookie);
    sendPersonal(visit.req, visit.res, page, values, setCookie, visit.headOnly);
  }

  return async (visit, next) => {
    const part = visit.visitorPart;
    if (!part) return next();
    const target = visit.target;
    const kept = cache.get(target) ?? (visit.method === 'GET' ? await cache.renderOnce(target, () => render(visit, target, part)) : null);
    if (kept) return send(visit, kept);
    return next();
  };
}
