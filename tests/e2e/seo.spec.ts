import { SEEDED_FAQ_COUNT } from './seeded-content';
import type { Page } from '@playwright/test';
import { signIn, startPrivateServer } from './admin-helpers';
import { expect, expectToast, test } from './fixtures';
import { setting } from './form-helpers';

type Json = Record<string, any>;

/** The JSON-LD blocks of the page, parsed (a block that is not valid JSON fails the test). */
async function structuredData(page: Page): Promise<Json[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Json);
}

const ofType = (blocks: Json[], type: string) => blocks.filter((block) => block['@type'] === type);

test.describe('found in search', () => {
  test('every public page names the organisation; pricing offers each plan at the stored price', async ({ page }) => {
    for (const path of ['/', '/about', '/refund-policy']) {
      await page.goto(path);
      expect(ofType(await structuredData(page), 'Organization'), path).toHaveLength(1);
    }
    await page.goto('/pricing');
    const [app] = ofType(await structuredData(page), 'SoftwareApplication');
    const stored = setting<{ monthly: string; yearly: string; lifetime: string }>('prices_usd');
    const amount = (price: string) => Number(price.replace(/[$,\s]/g, '')).toFixed(2);
    expect(app!.offers.map((offer: Json) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ['Recoverly Monthly license', amount(stored.monthly), 'USD'],
      ['Recoverly Yearly license', amount(stored.yearly), 'USD'],
      ['Recoverly Lifetime license', amount(stored.lifetime), 'USD'],
    ]);
  });

  test('the help centre carries its FAQ, the blog its posts, and each post its BlogPosting, canonical URL and article card', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/help-center?q=bank');
    const [faq] = ofType(await structuredData(page), 'FAQPage');
    expect(faq!.mainEntity).toHaveLength(SEEDED_FAQ_COUNT);
    await page.goto('/blog');
    const [blog] = ofType(await structuredData(page), 'Blog');
    expect(blog!.blogPost.map((post: Json) => [post.headline, post.url])).toEqual([
      ['10 Data Recovery Tips Everyone Should Know', `${baseURL}/blog/data-recovery-tips`],
      ['Why Regular Backups Are Your Best Security Policy', `${baseURL}/blog/regular-backups`],
      ['SSD vs HDD: What It Means for Data Recovery', `${baseURL}/blog/ssd-vs-hdd`],
    ]);
    await page.goto('/blog/ssd-vs-hdd');
    const [posting] = ofType(await structuredData(page), 'BlogPosting');
    expect(posting).toMatchObject({ headline: 'SSD vs HDD: What It Means for Data Recovery', url: `${baseURL}/blog/ssd-vs-hdd` });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog/ssd-vs-hdd`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og/blog.png`);
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', '2025-09-20T12:00:00.000Z');
  });

  test('pages have a canonical URL without the query and a 1200×630 link-preview image that loads', async ({ page, request, baseURL }) => {
    await page.goto('/help-center?q=license');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/help-center`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/help-center`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toBe(`${baseURL}/og/help-center.png`);
    const response = await request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('each page has one title, description and canonical URL in its head, also after moving between pages', async ({ page, baseURL }) => {
    const head = page.locator('head');
    const expectHead = async (title: string, path: string) => {
      await expect(page).toHaveTitle(title);
      await expect(head.locator('title')).toHaveCount(1);
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    };
    await page.goto('/');
    await expectHead('Recover Lost Data Fast — Deleted, Formatted & Lost Files | Recoverly', '/');
    await page.getByRole('banner').getByRole('link', { name: 'Get Free Support' }).click();
    await expectHead('Free Support Request | Recoverly', '/support');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expectHead('Privacy Policy | Recoverly', '/privacy-policy');
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
  });

  // One project is enough for what the server renders.
  test(
    'a price saved by the administrator reaches the structured data on the next visit',
    { tag: '@needs-js' },
    async ({ page, javaScriptOn }) => {
      const server = await startPrivateServer();
      try {
        await page.goto(`${server.baseURL}/pricing`);
        expect(ofType(await structuredData(page), 'SoftwareApplication')[0]!.offers[1].price).toBe('79.99');
        await signIn(page, server.baseURL);
        await page.getByLabel('Yearly Plan', { exact: true }).fill('64.50');
        await page.getByRole('button', { name: 'Save Site Settings' }).click();
        await expectToast(page, javaScriptOn, 'Saved!', 'Site settings have been successfully saved.');
        await page.goto(`${server.baseURL}/pricing`);
        expect(ofType(await structuredData(page), 'SoftwareApplication')[0]!.offers[1].price).toBe('64.50');
      } finally {
        await page.goto('about:blank');
        await server.stop();
      }
    },
  );
});
