import { useMatches, useRouteLoaderData } from 'react-router';
import type { PageSeo } from '~/lib/page-seo.server';

/**
 * The canonical URL and the link-preview image of a public page, built by the root loader from
 * SITE_URL. Pages set their own title and description (pageMeta); what depends only on the address
 * is decided there, once. Nothing on admin pages, nor on the error page of an address that matched no route.
 */
export function SocialMeta() {
  const matches = useMatches();
  const seo = (useRouteLoaderData('root') as { seo?: PageSeo | null } | undefined)?.seo;
  if (!seo || matches.length <= 1) return null;
  return (
    <>
      <link rel="canonical" href={seo.canonical} />
      <meta property="og:url" content={seo.canonical} />
      <meta property="og:image" content={seo.image} />
      <meta property="og:image:type" content="image/png" />
      {/* Every card is drawn at this size (content/og-cards.ts, checked by its test). */}
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={seo.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={seo.image} />
      <meta name="twitter:image:alt" content={seo.imageAlt} />
    </>
  );
}
