import { PATHS } from '~/lib/paths';

/**
 * Every public page of the site's own (the owner's posts and guides are listed from the database:
 * features/content): for the sitemap, the page cache and the tests that visit them all.
 */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  PATHS.home,
  PATHS.products,
  PATHS.pricing,
  PATHS.contact,
  PATHS.checkout,
  PATHS.support,
  PATHS.about,
  PATHS.blog,
  PATHS.helpCenter,
  PATHS.privacyPolicy,
  PATHS.termsOfUse,
  PATHS.download,
  PATHS.refundPolicy,
];
