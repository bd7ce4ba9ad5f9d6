import { describe, expect, it } from 'vitest';
import { publicPageTarget } from './cache-key';

describe('the page a request is rendered and cached as', () => {
  it('drops query parameters a public page does not read', () => {
    expect(publicPageTarget('/pricing', '?utm_source=mail&x=1')).toBe('/pricing');
    expect(publicPageTarget('/', '?fbclid=abc')).toBe('/');
  });

  it('never caches checkout, which gives every visit its own payment reference', () => {
    expect(publicPageTarget('/checkout', '?plan=yearly&price=$1')).toBeNull();
    expect(publicPageTarget('/checkout.data', '?plan=Yearly')).toBeNull();
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
