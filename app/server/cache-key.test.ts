import { describe, expect, it } from 'vitest';
import { publicPageTarget, referencePlanOf } from './cache-key';

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

  it('names the plan whose payment reference each visitor gets in checkout’s cached page', () => {
    expect(referencePlanOf('/checkout?plan=Yearly')).toBe('Yearly');
    expect(referencePlanOf('/checkout.data?plan=Monthly')).toBe('Monthly');
    expect(referencePlanOf('/checkout')).toBeNull();
    expect(referencePlanOf('/pricing')).toBeNull();
    expect(referencePlanOf('/pricing?plan=Yearly')).toBeNull();
  });

  it('caches the user guides like every other public page, and no guide that does not exist', () => {
    expect(publicPageTarget('/help-center/guides/formatted-drive', '?utm_source=mail')).toBe('/help-center/guides/formatted-drive');
    expect(publicPageTarget('/help-center/guides/formatted-drive.data', '')).toBe('/help-center/guides/formatted-drive.data');
    expect(publicPageTarget('/help-center/guides/no-such-guide', '')).toBeNull();
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
