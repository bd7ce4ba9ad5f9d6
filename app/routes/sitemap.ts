import { PUBLIC_PAGE_PATHS } from '~/content/public-pages';

// Checkout is reached with a chosen plan, never on its own: it is not listed.
const LISTED = PUBLIC_PAGE_PATHS.filter((path) => path !== '/checkout');

export function loader({ request }: { request: Request }) {
  const origin = new URL(request.url).origin;
  const urls = LISTED.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
