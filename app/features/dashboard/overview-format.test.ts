import { describe, expect, it } from 'vitest';
import { niceMax } from '~/components/admin/overview-chart';
import { listHref, plural } from './overview-format';

describe('the overview in words', () => {
  it('says one or many', () => {
    expect([plural(1, 'open request'), plural(1200, 'open request')]).toEqual(['1 open request', '1,200 open requests']);
  });

  it('links each figure to the list it counts', () => {
    expect(listHref('orders', { status: 'confirmed', from: '2026-11-01', to: '2026-11-21' })).toBe(
      '/admin/orders?status=confirmed&from=2026-11-01&to=2026-11-21',
    );
    expect(listHref('requests', { status: 'open' })).toBe('/admin/requests?status=open');
  });

  it('tops a chart scale with a round number whose half is round too', () => {
    expect([niceMax(0), niceMax(274), niceMax(21_078_17), niceMax(3), niceMax(10)]).toEqual([1, 400, 4_000_000, 4, 10]);
  });
});
