import { GUIDES, guidePath } from '~/content/guides';
import { PATHS } from '~/lib/paths';

/** Every public page, the user guides included: for the sitemap, the page cache and the tests that visit them all. */
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
  ...GUIDES.map((guide) => guidePath(guide.slug)),
];
