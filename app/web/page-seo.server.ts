import { ogCardFor } from '~/content/og-cards';
import { isAdminPath } from '~/lib/paths';

/** What the document head says about an address besides its title: canonical URL and preview image. */
export interface PageSeo {
  canonical: string;
  image: string;
  imageAlt: string;
}

/** Built on the server from SITE_URL (the browser only renders the strings); none for admin pages. */
export function pageSeo(site: string, pathname: string): PageSeo | null {
  if (isAdminPath(pathname)) return null;
  const card = ogCardFor(pathname);
  return {
    canonical: `${site}${pathname}`,
    image: `${site}/og/${card.slug}.png`,
    imageAlt: `${card.headline} — ${card.line}`,
  };
}
