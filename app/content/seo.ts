import { BRAND, pageTitle } from './brand';
import OG_CARDS from './og-cards.json';

/** The tags every public page carries: its own title, a description, and the Open Graph pair for link previews. */
export function pageMeta(title: string, description: string) {
  const documentTitle = pageTitle(title);
  return [
    { title: documentTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: documentTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND },
  ];
}

export interface OgCard {
  slug: string;
  kicker: string;
  headline: string;
  line: string;
}

/**
 * The 1200×630 link-preview card of each public page (public/og/<slug>.png, drawn by
 * `npm run og-images` from og-cards.json); a path without its own card gets the home page's.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const CARDS: Record<string, OgCard> = OG_CARDS;

export function ogCardFor(pathname: string): OgCard {
  return CARDS[pathname] ?? CARDS['/']!;
}

export function ogCards(): Record<string, OgCard> {
  return CARDS;
}
