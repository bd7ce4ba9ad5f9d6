import { PATHS } from '~/lib/paths';
import { publicOrigin } from '~/lib/public-origin.server';

export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: ${PATHS.adminSignIn}\n\nSitemap: ${publicOrigin()}/sitemap.xml\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
