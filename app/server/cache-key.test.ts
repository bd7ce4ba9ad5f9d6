import { describe, expect, it } from 'vitest';
import { isContentPageShape, publicPage } from './cache-key';

const publicPageTarget = (pathname: string, search: string) => publicPage(pathname, search)?.target ?? null;
const hasVisitorPart = (pathname: string, search: string) => publicPage(pathname, search)?.visitorPart != null;

describe('the page a request is rendered and cached as', () => {
  it('drops query parameters a public page does not read', () => {
    expect(publicPageTarget('/pricing', '?utm_source=mail&x=1')).toBe('/pricing');
    expect(publicPageTarget('/', '?fbclid=abc')).toBe('/');
  });

  it('keeps checkout’s plan, by its own name, and nothing else; an unknown plan is one page', () => {
    expect(publicPageTarget('/checkout', '?plan=yearly&price=$1&utm_source=x')).toBe('/checkout?plan=Yearly');
    expect(publicPageTarget('/checkout.data', '?plan=LIFETIME')).toBe('/checkout.data?plan=Lifetime');
    expect(publicPageTarget('/checkout', '?plan=Enterprise&price=$5')).toBe('/checkout');
    expect(publicPageTarget('/checkout', '')).toBe('/checkout');
  });

  it('renders a checkout link carrying its own reference, or a license to renew, for its visitor alone: never cached', () => {
    const signature = 'x'.repeat(43);
    expect(publicPage('/checkout', `?plan=Yearly&reference=ORD-7K3M-9QA2&signature=${signature}`)).toBeNull();
    expect(publicPage('/checkout.data', `?plan=Yearly&reference=ORD-7K3M-9QA2&signature=${signature}`)).toBeNull();
    expect(publicPage('/checkout', '?plan=Yearly&renew=ORD-7K3M-9QA2.abc')).toBeNull();
    // A reference without its signature is nothing the page reads: the plan's shared page.
    expect(publicPageTarget('/checkout', '?plan=Yearly&reference=ORD-7K3M-9QA2')).toBe('/checkout?plan=Yearly');
  });

  it('gives checkout of a plan we sell a part that is each visitor’s own, and no other page', () => {
    expect(hasVisitorPart('/checkout', '?plan=Yearly')).toBe(true);
    expect(hasVisitorPart('/checkout.data', '?plan=monthly')).toBe(true);
    expect(hasVisitorPart('/checkout', '')).toBe(false);
    expect(hasVisitorPart('/checkout', '?plan=Enterprise')).toBe(false);
    expect(hasVisitorPart('/pricing', '')).toBe(false);
    expect(hasVisitorPart('/pricing', '?plan=Yearly')).toBe(false);
  });

  it('keeps one per-visitor part per plan, whatever the spelling of the address', () => {
    expect(publicPage('/checkout', '?plan=yearly&utm_source=x')!.visitorPart).toBe(publicPage('/checkout', '?plan=Yearly')!.visitorPart);
    expect(publicPage('/checkout', '?plan=Yearly')!.visitorPart).not.toBe(publicPage('/checkout', '?plan=Monthly')!.visitorPart);
  });

  it('leaves a post’s or guide’s page to the content to decide (it is published or not), by the shape of its address', () => {
    expect(publicPageTarget('/help-center/guides/formatted-drive', '')).toBeNull();
    for (const path of [
      '/help-center/guides/formatted-drive',
      '/help-center/guides/formatted-drive.data',
      '/blog/ssd-vs-hdd',
      '/blog/a-1',
    ]) {
      expect(isContentPageShape(path), path).toBe(true);
    }
    for (const path of [
      '/blog',
      '/blog/feed.xml',
      '/blog/a/b',
      '/blog/Upper',
      '/blog/a--b',
      '/blog/-a',
      `/blog/${'a'.repeat(200)}`,
      '/help-center/guides/',
    ]) {
      expect(isContentPageShape(path), path).toBe(false);
    }
  });

  it('keeps the page number of the blog, and nothing else', () => {
    expect(publicPageTarget('/blog', '?page=2&utm_source=x')).toBe('/blog?page=2');
    expect(publicPageTarget('/blog.data', '?page=3')).toBe('/blog.data?page=3');
    for (const search of ['?page=1', '?page=0', '?page=x', '?page=-2', '?page=1234567', ''])
      expect(publicPageTarget('/blog', search), search).toBe('/blog');
  });

  it('caches the blog’s feed and the sitemap, which change with the content', () => {
    expect(publicPageTarget('/blog/feed.xml', '?utm_source=reader')).toBe('/blog/feed.xml');
    expect(publicPageTarget('/sitemap.xml', '')).toBe('/sitemap.xml');
  });

  it('never caches a help-centre search, which is one visitor’s question', () => {
    expect(publicPageTarget('/help-center', '?q=formatted+drive')).toBeNull();
    expect(publicPageTarget('/help-center.data', '?q=formatted')).toBeNull();
    expect(publicPageTarget('/help-center', '?q=+')).toBe('/help-center');
    expect(publicPageTarget('/help-center', '')).toBe('/help-center');
  });

  it('is null for pages that are not public', () => {
    expect(publicPageTarget('/admin', '')).toBeNull();
    expect(publicPageTarget('/admin/dashboard', '?tab=orders')).toBeNull();
  });
});
