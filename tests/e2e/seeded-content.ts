// What the content migration seeds (migrations/2026-11-29-020-content.ts): the texts the release before
// compiled in, published. The shared e2e server's content stays as seeded (the Content screen's own
// tests run on a server of their own), so specs that visit every page visit these too.

export const SEEDED_POST_PATHS = ['/blog/data-recovery-tips', '/blog/regular-backups', '/blog/ssd-vs-hdd'] as const;

export const SEEDED_GUIDE_PATHS = [
  '/help-center/guides/getting-started',
  '/help-center/guides/formatted-drive',
  '/help-center/guides/activating-your-license',
] as const;

/** The help centre's FAQ entries as seeded. */
export const SEEDED_FAQ_COUNT = 15;

/**
 * The seeded pages the specs that visit every page visit besides the site's own (PUBLIC_PAGE_PATHS):
 * the guides, as before, and one post (every post's page is the same template).
 */
export const SEEDED_CONTENT_PATHS: readonly string[] = [...SEEDED_GUIDE_PATHS, SEEDED_POST_PATHS[0]];
