import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { PATHS, routePath as at, HELP_DESK_PATHS } from './lib/paths';

// Mirrors the route table of docs/spec/site-spec.md §2: public pages inside the header/footer layout,
// /admin outside it; the addresses themselves live in lib/paths.ts. Added since the spec: /download
// and its counting links, /refund-policy, the buyer's order lookup and order page, the dashboard's CSV
// downloads, the operator's /healthz, robots.txt and sitemap.xml, and the owner's content: a page per
// blog post, the blog's Atom feed and the dashboard's Content screen.
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route(at(PATHS.products), 'routes/products.tsx'),
    route(at(PATHS.pricing), 'routes/pricing.tsx'),
    route(at(PATHS.contact), 'routes/contact.tsx'),
    route(at(PATHS.checkout), 'routes/checkout.tsx'),
    route(at(PATHS.support), 'routes/support.tsx'),
    route(at(PATHS.about), 'routes/about.tsx'),
    route(at(PATHS.blog), 'routes/blog.tsx'),
    route(`${at(PATHS.blog)}/:slug`, 'routes/blog-post.tsx'),
    route(at(PATHS.helpCenter), 'routes/help-center.tsx'),
    route(`${at(PATHS.helpCenter)}/guides/:slug`, 'routes/help-guide.tsx'),
    route(at(PATHS.privacyPolicy), 'routes/privacy-policy.tsx'),
    route(at(PATHS.termsOfUse), 'routes/terms-of-use.tsx'),
    route(at(PATHS.download), 'routes/download.tsx'),
    route(at(PATHS.refundPolicy), 'routes/refund-policy.tsx'),
    // Never cached, never indexed.
    route(at(PATHS.orders), 'routes/orders.tsx'),
    route(`${at(PATHS.orders)}/:reference`, 'routes/order.tsx'),
    route(`${HELP_DESK_PATHS.requests.slice(1)}/:reference`, 'routes/request.tsx'),
  ]),
  // The free download's buttons: count the click, redirect to the installer (one module, one route per platform).
  route(`${at(PATHS.download)}/windows`, 'routes/download-file.ts', { id: 'download-windows' }),
  route(`${at(PATHS.download)}/macos`, 'routes/download-file.ts', { id: 'download-macos' }),
  // An order's invoice and credit note (PDF): the buyer's, opened by the order page's token, and the administrator's.
  route(`${at(PATHS.orders)}/:reference/invoice.pdf`, 'routes/order-invoice.ts', { id: 'order-invoice' }),
  route(`${at(PATHS.orders)}/:reference/credit-note.pdf`, 'routes/order-invoice.ts', { id: 'order-credit-note' }),
  // The administrator's screens: one frame (top bar, tabs, messages, the session check) around a route
  // per screen, each with its own loader, action and error boundary.
  layout('routes/admin.tsx', [
    route(at(PATHS.dashboard), 'routes/admin.settings/route.tsx'),
    route(at(PATHS.adminOverview), 'routes/admin.overview/route.tsx'),
    route(at(PATHS.adminAccount), 'routes/admin.account/route.tsx'),
    route(at(PATHS.adminRequests), 'routes/admin.requests/route.tsx'),
    route(at(PATHS.adminOrders), 'routes/admin.orders/route.tsx'),
    route(at(PATHS.adminEmail), 'routes/admin.email/route.tsx'),
    route(at(PATHS.adminActivity), 'routes/admin.activity/route.tsx'),
    route(`${at(PATHS.adminOrders)}/:reference`, 'routes/admin.order/route.tsx'),
    route(`${at(PATHS.adminRequests)}/:reference`, 'routes/admin.conversation/route.tsx'),
    route(HELP_DESK_PATHS.savedReplies.slice(1), 'routes/admin.saved-replies/route.tsx'),
    route(at(PATHS.statements), 'routes/admin.statements/route.tsx'),
    route(`${at(PATHS.statements)}/:id`, 'routes/admin.statement/route.tsx'),
    route(at(PATHS.twoFactor), 'routes/admin.two-factor/route.tsx'),
    // The Content screen: a list per kind (blog, guides, FAQ, testimonials), an item's editor
    // (…/new, …/7) with its live preview and revisions, and an item's preview as its page shows it.
    route(`${at(PATHS.adminContent)}/:section`, 'routes/admin.content/list.tsx'),
    route(`${at(PATHS.adminContent)}/:section/:item`, 'routes/admin.content/editor.tsx'),
    route(`${at(PATHS.adminContent)}/:section/:item/preview`, 'routes/admin.content/preview.tsx'),
  ]),
  // The Content tab's address opens its first list; the editor's live preview (JavaScript on)
  // answers with the values posted, rendered as the page will show them.
  route(at(PATHS.adminContent), 'routes/admin.content/home.ts'),
  route(`${at(PATHS.adminContent)}/preview`, 'routes/admin.content/live-preview.ts'),
  route(`${at(PATHS.adminOrders)}/:reference/invoice.pdf`, 'routes/admin.order-invoice.ts', { id: 'admin-order-invoice' }),
  route(`${at(PATHS.adminOrders)}/:reference/credit-note.pdf`, 'routes/admin.order-invoice.ts', { id: 'admin-order-credit-note' }),
  // A file that came with a request's e-mail, and Check Mail Now (a POST that redirects back): no page of their own.
  route(`${at(PATHS.adminRequests)}/:reference/attachments/:id`, 'routes/admin.conversation/attachment.ts'),
  route(HELP_DESK_PATHS.checkMail.slice(1), 'routes/admin.mailbox-check.ts'),
  route(at(PATHS.testEmail), 'routes/admin.test-email.ts'),
  route(`${HELP_DESK_PATHS.mailboxMessages.slice(1)}/:id`, 'routes/admin.mailbox-message.ts'),
  route(at(PATHS.adminSignIn), 'routes/admin.sign-in/route.tsx'),
  route(at(PATHS.ordersCsv), 'routes/admin.orders-csv.ts'),
  route(at(PATHS.requestsCsv), 'routes/admin.requests-csv.ts'),
  route(at(PATHS.logout), 'routes/admin.logout.tsx'),
  route(at(PATHS.healthz), 'routes/healthz.ts'),
  // The license API (JSON, no cookies, no page cache: docs/licensing.md) and the keys its license files verify with.
  route(`${at(PATHS.licenseApi)}/:operation`, 'routes/api.v1.licenses.ts'),
  route(at(PATHS.openApi), 'routes/api.v1.openapi.ts'),
  route(at(PATHS.licenseSigningKeys), 'routes/well-known.license-signing-keys.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route(at(PATHS.blogFeed), 'routes/blog-feed.ts'),
] satisfies RouteConfig;
