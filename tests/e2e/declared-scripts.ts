// Which pages load the client, as decided for each: a page with a form to enhance or a copy button
// does; every other page ships no script at all. Written out by hand so that a page can't start
// shipping scripts (or lose them) by accident; a new public page must be added here for
// page-scripts.spec.ts to pass, and page-weight.spec.ts holds each page to the budget its entry says.
export const SHIPS_SCRIPT: Readonly<Record<string, boolean>> = {
  '/': false,
  '/products': false,
  '/pricing': false,
  '/about': false,
  '/blog': false,
  '/privacy-policy': false,
  '/terms-of-use': false,
  '/refund-policy': false,
  '/download': false,
  '/help-center/guides/getting-started': false,
  '/help-center/guides/formatted-drive': false,
  '/help-center/guides/activating-your-license': false,
  // A blog post: read, not used.
  '/blog/data-recovery-tips': false,
  '/help-center?q=refund': false,
  '/no-such-page': false,
  '/help-center': true,
  '/contact': true,
  '/support': true,
  '/checkout': true,
  '/checkout?plan=Yearly': true,
  '/orders': true,
  // The order page (here its answer to a link without its token: the lookup form, the reference filled in).
  '/orders/ORD-0000-0000': true,
  // The request page (here its answer to a link without its token: Send me a fresh link).
  '/requests/REQ-0000-0000': true,
};
