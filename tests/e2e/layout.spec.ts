import { PUBLIC_PAGE_PATHS } from '../../app/content/public-pages';
import { SEEDED_CONTENT_PATHS } from './seeded-content';
import { expect, test } from './fixtures';

// Every public page of the spec's route table.
const PUBLIC_ROUTES = [...PUBLIC_PAGE_PATHS, ...SEEDED_CONTENT_PATHS];

test.describe('public layout', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} shows the header, its own title and the footer`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
      await expect(header.getByRole('link', { name: 'Get Free Support' })).toHaveAttribute('href', '/support');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      for (const [group, links] of Object.entries({
        Product: { Features: '/products', Pricing: '/pricing' },
        Company: { 'About Us': '/about', Contact: '/contact' },
        Resources: { Blog: '/blog', 'Help Center': '/help-center' },
        Legal: { 'Privacy Policy': '/privacy-policy', 'Terms of Use': '/terms-of-use' },
      })) {
        const nav = footer.getByRole('navigation', { name: group });
        for (const [label, href] of Object.entries(links)) {
          await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
        }
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }

  test('every public page has a title of its own', async ({ page }) => {
    const titles = new Set<string>();
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(PUBLIC_ROUTES.length);
  });
});

test.describe('admin layout', () => {
  test('/admin has no public header or footer', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Free Support' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('errors', () => {
  test.use({ allowConsoleErrors: true });

  test('an unknown path answers 404 with the generic error', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
  });
});

test('GET /healthz answers 200 with ok', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
});
