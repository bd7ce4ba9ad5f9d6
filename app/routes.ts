import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Mirrors the route table of docs/spec/site-spec.md §2: public pages inside the header/footer layout, /admin outside it.
// Added since: /download and its counting links, /refund-policy (issue 15).
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('support', 'routes/support.tsx'),
    route('about', 'routes/about.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('help-center', 'routes/help-center.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('terms-of-use', 'routes/terms-of-use.tsx'),
    route('download', 'routes/download.tsx'),
    route('refund-policy', 'routes/refund-policy.tsx'),
    // The buyer's order: a lookup form, and the page its e-mails link to (issue 12). Never cached, never indexed.
    route('orders', 'routes/orders.tsx'),
    route('orders/:reference', 'routes/order.tsx'),
  ]),
  // The free download's buttons: count the click, redirect to the installer (one module, one route per platform).
  route('download/windows', 'routes/download-file.ts', { id: 'download-windows' }),
  route('download/macos', 'routes/download-file.ts', { id: 'download-macos' }),
  route('admin', 'routes/admin.sign-in.tsx'),
  route('admin/dashboard', 'routes/admin.dashboard.tsx'),
  // The dashboard lists' CSV downloads, under their current filters (issue 13).
  route('admin/dashboard/orders.csv', 'routes/admin.orders-csv.ts'),
  route('admin/dashboard/requests.csv', 'routes/admin.requests-csv.ts'),
  route('admin/logout', 'routes/admin.logout.tsx'),
  route('healthz', 'routes/healthz.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
] satisfies RouteConfig;
