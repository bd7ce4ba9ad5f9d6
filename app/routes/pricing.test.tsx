import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRequest, callRoute } from '../../tests/helpers/route-call';
import { db } from '~/lib/db/db.server';
import { DEFAULT_SETTINGS } from '~/features/settings/model';
import { saveSiteSettings } from '~/features/settings/settings.server';
import type { YearlySaving } from '~/features/catalogue/prices';
import Pricing, { loader, type PlanPrices } from './pricing';

function renderPricing(prices: PlanPrices, saving: YearlySaving | null = null): string {
  const props = { loaderData: { prices, saving }, params: {}, matches: [] } as unknown as Parameters<typeof Pricing>[0];
  // A data router, as in the app: the page reads SITE_URL from the root route's data for its JSON-LD.
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <Pricing {...props} /> }], {
    hydrationData: { loaderData: { root: { siteUrl: 'https://recoverly.example' } } },
  });
  return renderToString(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('pricing loader', () => {
  it('gives the Yearly card its saving against twelve Monthly payments, computed from the saved prices', async () => {
    await saveSiteSettings({ ...DEFAULT_SETTINGS, prices_usd: { monthly: '29.99', yearly: '79.99', lifetime: '149.99' } });
    const first = await callRoute(loader, getRequest('/pricing'));
    expect(first.data.saving).toEqual({ amount: '$279.89', percent: 77 });
    const html = renderPricing(first.data.prices, first.data.saving);
    expect(html).toContain('Save $279.89 (77%) vs. monthly');
    // The same prices reach search engines: one Offer per plan in the page's JSON-LD.
    expect(html).toContain('"@type":"SoftwareApplication"');
    expect(html.match(/"price":"(\d+\.\d\d)"/g)).toEqual([
      '"price":"29.99"',
      '"price":"29.99"',
      '"price":"79.99"',
      '"price":"79.99"',
      '"price":"149.99"',
    ]);

    await saveSiteSettings({ ...DEFAULT_SETTINGS, prices_usd: { monthly: '10', yearly: '100', lifetime: '149.99' } });
    const second = await callRoute(loader, getRequest('/pricing'));
    expect(second.data.saving).toEqual({ amount: '$20', percent: 16 });

    // A Yearly price at or above twelve months claims no saving at all.
    await saveSiteSettings({ ...DEFAULT_SETTINGS, prices_usd: { monthly: '10', yearly: '120', lifetime: '149.99' } });
    const third = await callRoute(loader, getRequest('/pricing'));
    expect(third.data.saving).toBeNull();
    expect(renderPricing(third.data.prices, third.data.saving)).not.toContain('Save $');
  });

  it('shows the prices stored in prices_usd, and a changed row on the next load', async () => {
    await saveSiteSettings({ ...DEFAULT_SETTINGS, prices_usd: { monthly: '19.99', yearly: '$89', lifetime: '249.50' } });
    const first = await callRoute(loader, getRequest('/pricing'));
    expect(first.status).toBe(200);
    expect(first.data.prices).toEqual({ Monthly: '$19.99', Yearly: '$89', Lifetime: '$249.50' });

    await db
      .updateTable('site_settings')
      .set({ value: JSON.stringify({ monthly: '24.99', yearly: '99.99', lifetime: '199.99' }) })
      .where('key', '=', 'prices_usd')
      .execute();
    const second = await callRoute(loader, getRequest('/pricing'));
    expect(second.data.prices).toEqual({ Monthly: '$24.99', Yearly: '$99.99', Lifetime: '$199.99' });

    const html = renderPricing(second.data.prices);
    expect(html).toContain('$99.99');
    expect(html).toContain('href="/checkout?plan=Yearly&amp;price=$99.99"');
    expect(html).toContain('href="/checkout?plan=Lifetime&amp;price=$199.99"');
  });

  it('logs the error and shows ... for every price when the prices cannot be read', async () => {
    await saveSiteSettings(DEFAULT_SETTINGS);
    await db.deleteFrom('site_settings').where('key', '=', 'prices_usd').execute();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const outcome = await callRoute(loader, getRequest('/pricing'));

    expect(outcome.data.prices).toBeNull();
    // Not a 200, so the edge server's page cache never keeps the failure.
    expect(outcome.status).toBe(503);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![1])).toContain('prices_usd');

    const html = renderPricing(outcome.data.prices);
    expect(html.match(/data-testid="plan-price">\.\.\.</g)).toHaveLength(3);
    expect(html).toContain('href="/checkout?plan=Monthly"');
    expect(html).not.toContain('price=');
  });

  it('treats a row of the wrong shape like a missing one', async () => {
    await saveSiteSettings(DEFAULT_SETTINGS);
    await db.updateTable('site_settings').set({ value: '{"monthly": 5}' }).where('key', '=', 'prices_usd').execute();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await callRoute(loader, getRequest('/pricing'));
    expect(outcome.data.prices).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});
