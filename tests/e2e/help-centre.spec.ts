import { expect, test } from './fixtures';

// The help centre answers: a server-side search over the FAQ, the guides and the policies (works
// without JavaScript), and real user guides.
test.describe('help centre search', () => {
  for (const word of ['refund', 'invoice', 'licence', 'license', 'formatted']) {
    test(`"${word}" finds ranked results with the word marked in an excerpt`, async ({ page }) => {
      await page.goto('/help-center');
      await page.getByRole('searchbox', { name: 'Search the Help Center' }).fill(word);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(new RegExp(`/help-center\\?q=${word}#results$`));
      const results = page.getByRole('region', { name: `Search results for “${word}”` });
      const items = results.getByTestId('search-results').getByRole('listitem');
      expect(await items.count()).toBeGreaterThan(0);
      // Each result: a link to where the answer lives, and the matched words marked.
      const first = items.first();
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/(help-center|refund-policy|privacy-policy|terms-of-use)/);
      const stem = word.startsWith('licen') ? 'licen[cs]' : word.slice(0, 6);
      await expect(first.locator('mark').first()).toHaveText(new RegExp(stem, 'i'));
    });
  }

  test('"refund" finds the refund policy, and its link opens the section', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/help-center?q=refund');
    const results = page.getByTestId('search-results');
    await expect(results.getByText('Refund Policy', { exact: true }).first()).toBeVisible();
    await results.getByRole('link', { name: 'How to Ask for a Refund' }).click();
    await expect(page).toHaveURL(/\/refund-policy#how-to-ask$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
  });

  for (const [query, guide] of [
    ['license key not working', 'Activating your license'],
    ['sd card', 'Recovering from a formatted drive'],
  ] as const) {
    test(`"${query}" finds the guide "${guide}" first: any word may match, more of them rank higher`, async ({ page }) => {
      await page.goto('/help-center');
      await page.getByRole('searchbox', { name: 'Search the Help Center' }).fill(query);
      await page.getByRole('button', { name: 'Search' }).click();
      const results = page.getByRole('region', { name: `Search results for “${query}”` });
      await expect(results.getByTestId('search-results').getByRole('listitem').first().getByRole('link')).toHaveText(guide);
    });
  }

  test('a search with no match says so and offers the contact form', async ({ page }) => {
    await page.goto('/help-center?q=zzzz+ransomware');
    const results = page.getByRole('region', { name: 'Search results for “zzzz ransomware”' });
    await expect(results).toContainText('Nothing in our FAQ, guides or policies matches that.');
    await expect(results.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    await expect(results.getByRole('link', { name: 'Use the form below' })).toHaveAttribute('href', '#help-form-title');
  });
});

test.describe('user guides', () => {
  const GUIDES = [
    ['getting-started', 'Getting started'],
    ['formatted-drive', 'Recovering from a formatted drive'],
    ['activating-your-license', 'Activating your license'],
  ] as const;

  test('the User Guides card leads to the three guides', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/help-center');
    await page.getByRole('link', { name: 'Read the guides' }).click();
    await expect(page).toHaveURL(/\/help-center#guides$/);
    const guides = page.getByRole('region', { name: 'Step-by-step guides' });
    for (const [slug, title] of GUIDES) {
      await expect(guides.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('href', `/help-center/guides/${slug}`);
    }
  });

  for (const [slug, title] of GUIDES) {
    test(`"${title}" is a page of its own with numbered steps and HowTo structured data`, async ({ page }) => {
      const response = await page.goto(`/help-center/guides/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | User Guide | Recoverly`);
      const steps = page.getByRole('main').getByRole('list').first().getByRole('listitem');
      expect(await steps.count()).toBeGreaterThanOrEqual(4);
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
      const howTo = blocks.find((block) => block['@type'] === 'HowTo');
      expect(howTo).toMatchObject({ name: title });
      expect(howTo.step).toHaveLength(await steps.count());
      await expect(page.getByRole('link', { name: 'All help topics' })).toHaveAttribute('href', '/help-center');
    });
  }

  test('the license guide gives each plan’s devices from the plan catalogue', async ({ page }) => {
    await page.goto('/help-center/guides/activating-your-license');
    await expect(page.getByRole('main')).toContainText('Monthly on 1 device, Yearly on 2 devices, Lifetime on 5 devices');
  });

  test.describe('an unknown guide', () => {
    test.use({ allowConsoleErrors: true });
    test('is the site’s 404', async ({ page }) => {
      const response = await page.goto('/help-center/guides/no-such-guide');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    });
  });
});
