import { PATHS } from '~/lib/paths';
/** Every public page, for the sitemap and for the server's page cache. */
export const PUBLIC_PAGE_PATHS = [
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
] as const;
