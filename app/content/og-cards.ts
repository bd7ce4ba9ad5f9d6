import OG_CARDS from './og-cards.json';

export interface OgCard {
  slug: string;
  kicker: string;
  headline: string;
  line: string;
}

/**
 * The 1200×630 link-preview card of each public page (public/og/<slug>.png, drawn by
 * `npm run og-images` from og-cards.json); a path without its own card gets its section's (a post
 * the blog's, a guide the help centre's), or the home page's.
 * Read on the server only (the root loader), so the cards' words never ship to the browser.
 */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const CARDS: Record<string, OgCard> = OG_CARDS;

export function ogCardFor(pathname: string): OgCard {
  // A post or guide written since the cards were drawn: its section's card (/blog's, the help centre's).
  const section = pathname.startsWith('/blog/') ? '/blog' : pathname.startsWith('/help-center/guides/') ? '/help-center' : '/';
  return CARDS[pathname] ?? CARDS[section]!;
}

export function ogCards(): Record<string, OgCard> {
  return CARDS;
}
