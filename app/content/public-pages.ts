/** Every public page, for the sitemap and for the server's page cache. */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/products',
  '/pricing',
  '/contact',
  '/checkout',
  '/support',
  '/about',
  '/blog',
  '/help-center',
  '/privacy-policy',
  '/terms-of-use',
  '/download',
  '/refund-policy',
] as const;
