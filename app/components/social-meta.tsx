import { useLocation, useMatches } from 'react-router';
import { OG_IMAGE_SIZE, ogCardFor } from '~/content/seo';
import { useSiteUrl } from './use-site-url';

/**
 * The canonical URL and the link-preview image of a public page, built from SITE_URL. Pages set their
 * own title and description (pageMeta); what depends only on the address is decided here, once.
 * Not on admin pages, nor on the error page of an address that matched no route.
 */
export function SocialMeta() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const site = useSiteUrl();
  const matched = matches.length > 1;
  if (!site || !matched || pathname === '/admin' || pathname.startsWith('/admin/')) return null;
  const url = `${site}${pathname}`;
  const card = ogCardFor(pathname);
  const image = `${site}/og/${card.slug}.png`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={`${card.headline} — ${card.line}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={`${card.headline} — ${card.line}`} />
    </>
  );
}
