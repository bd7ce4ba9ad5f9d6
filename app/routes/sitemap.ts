import { PUBLIC_PAGE_PATHS } from '~/content/public-pages';
import { sitemapContent } from '~/features/content/public.server';
import { PATHS } from '~/lib/paths';
import { publicOrigin } from '~/lib/public-origin.server';

// Checkout is reached with a chosen plan, never on its own: it is not listed.
const LISTED = PUBLIC_PAGE_PATHS.filter((path) => path !== PATHS.checkout);

/** The site's pages, then every published post and guide with when it last changed. Served through the page cache. */
export async function loader() {
  const origin = publicOrigin();
  const content = await sitemapContent();
  const urls = [
    ...LISTED.map((path) => `  <url><loc>${origin}${path}</loc></url>`),
    ...content.map((entry) => `  <url><loc>${origin}${entry.path}</loc><lastmod>${entry.lastmod}</lastmod></url>`),
  ].join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
