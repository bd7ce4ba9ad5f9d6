/**
 * Every internal address of the site, written once: the route table, links, redirects, e-mails and
 * the server's edge all take them from here.
 */
export const PATHS = {
  home: '/',
  products: '/products',
  pricing: '/pricing',
  contact: '/contact',
  checkout: '/checkout',
  support: '/support',
  about: '/about',
  blog: '/blog',
  helpCenter: '/help-center',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  download: '/download',
  refundPolicy: '/refund-policy',
  /** The order lookup (reference and e-mail). */
  orders: '/orders',
  adminSignIn: '/admin',
  /** The dashboard's home: Site Settings, the spec's default tab. */
  dashboard: '/admin/dashboard',
  /** The Overview tab: the setup checklist, the figures and the chart. */
  adminOverview: '/admin/overview',
  adminAccount: '/admin/account',
  /** The Requests tab; a request's own page is /admin/requests/REQ-XXXX-XXXX. */
  adminRequests: '/admin/requests',
  /** The Orders tab; an admin order (one order for the administrator) is /admin/orders/ORD-XXXX-XXXX (adminOrderPath). */
  adminOrders: '/admin/orders',
  /** The E-mail tab: the outbox. */
  adminEmail: '/admin/email',
  /** The Activity tab: the audit log. */
  adminActivity: '/admin/activity',
  /** The Content tab: blog posts, guides, FAQ entries and testimonials (adminContentPath). */
  adminContent: '/admin/content',
  /** The blog's Atom feed. */
  blogFeed: '/blog/feed.xml',
  logout: '/admin/logout',
  /** Setting up and turning off the administrator's two-factor sign-in. */
  twoFactor: '/admin/two-factor',
  /** Bank statements: the upload form and the statements imported before; /admin/statements/{id} previews one (statementPath). */
  statements: '/admin/statements',
  /** Send a test e-mail to the administrator (POST, from the overview). */
  testEmail: '/admin/test-email',
  ordersCsv: '/admin/dashboard/orders.csv',
  requestsCsv: '/admin/dashboard/requests.csv',
  healthz: '/healthz',
  /** The license API: /api/v1/licenses/activate, …/validate, …/deactivate (docs/licensing.md). */
  licenseApi: '/api/v1/licenses',
  openApi: '/api/v1/openapi.json',
  /** The public keys license files verify with (a JWKS). */
  licenseSigningKeys: '/.well-known/license-signing-keys.json',
} as const;

/** Addresses of the JSON API: no cookies, no session, no page cache, no browser-form checks. */
export const API_PREFIX = '/api/v1/';

export function isApiPath(pathname: string): boolean {
  return pathname.startsWith(API_PREFIX);
}

export type InternalPath = (typeof PATHS)[keyof typeof PATHS];

// The dashboard's tabs, each a screen at its own address (their order and which pages belong to which
// tab are the tab bar's: components/admin/dashboard-tabs.tsx).
const TAB_PATHS = {
  settings: PATHS.dashboard,
  overview: PATHS.adminOverview,
  account: PATHS.adminAccount,
  requests: PATHS.adminRequests,
  orders: PATHS.adminOrders,
  email: PATHS.adminEmail,
  activity: PATHS.adminActivity,
  content: PATHS.adminContent,
} as const;
export type DashboardTab = keyof typeof TAB_PATHS;

/** Whether a word names a dashboard tab (an old ?tab= address, say). */
export function isDashboardTab(value: string | null): value is DashboardTab {
  return value !== null && Object.hasOwn(TAB_PATHS, value);
}

/** A dashboard tab's address, with its query (filters, cursor) when given. */
export function dashboardPath(tab: DashboardTab, query: Record<string, string> | URLSearchParams = {}): string {
  const params = new URLSearchParams(query);
  params.delete('tab');
  const rest = params.toString();
  return `${TAB_PATHS[tab]}${rest ? `?${rest}` : ''}`;
}

/**
 * Where an address of the dashboard before its tabs had their own (/admin/dashboard?tab=orders&status=pending)
 * lives now, its filters kept; null when the address has no ?tab=. An unknown tab is the home, as it was.
 */
export function movedDashboardAddress(url: URL): string | null {
  if (url.pathname !== PATHS.dashboard || !url.searchParams.has('tab')) return null;
  const named = url.searchParams.get('tab');
  const tab = isDashboardTab(named) ? named : 'settings';
  const query = new URLSearchParams(url.searchParams);
  query.delete('index');
  return `${dashboardPath(tab, query)}${url.hash}`;
}

/** Whether a path is the administrator's (the bare layout, never cached, never indexed). */
export function isAdminPath(pathname: string): boolean {
  return pathname === PATHS.adminSignIn || pathname.startsWith(`${PATHS.adminSignIn}/`);
}

/** The buyer's order page: the reference and the token that opens it (the link in e-mails, the lookup's answer, the checkout receipt). */
export function orderPagePath(reference: string, token: string): string {
  return `${PATHS.orders}/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}

/** The kinds of document an order can have: its invoice, and a credit note once refunded. */
export type InvoiceKind = 'invoice' | 'credit-note';

/** The buyer's download of an order's invoice or credit note (PDF), opened by the order page's token. */
export function orderInvoicePath(reference: string, token: string, kind: InvoiceKind = 'invoice'): string {
  return `${PATHS.orders}/${encodeURIComponent(reference)}/${kind}.pdf?token=${encodeURIComponent(token)}`;
}

/** An imported bank statement's preview page. */
export function statementPath(id: number): string {
  return `${PATHS.statements}/${id}`;
}

/** The Content screen's lists, one per kind of text the owner writes. */
export const CONTENT_SECTIONS = ['blog', 'guides', 'faq', 'testimonials'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export function isContentSection(value: string | undefined): value is ContentSection {
  return (CONTENT_SECTIONS as readonly string[]).includes(value ?? '');
}

/** A Content list (/admin/content/blog), a new item's editor (…/new), an item's editor (…/7) or its preview (…/7/preview). */
export function adminContentPath(section: ContentSection, item?: number | 'new', preview = false): string {
  const base = `${PATHS.adminContent}/${section}`;
  if (item === undefined) return base;
  return `${base}/${item}${preview && item !== 'new' ? '/preview' : ''}`;
}

/** A blog post's address. */
export function blogPostPath(slug: string): string {
  return `${PATHS.blog}/${slug}`;
}

/** A user guide's address. */
export function guidePath(slug: string): string {
  return `${PATHS.helpCenter}/guides/${slug}`;
}

/** The administrator's page of one order. */
export function adminOrderPath(reference: string): string {
  return `${PATHS.adminOrders}/${encodeURIComponent(reference)}`;
}

/** The administrator's download of an order's invoice or credit note (PDF). */
export function adminInvoicePath(reference: string, kind: InvoiceKind = 'invoice'): string {
  return `${adminOrderPath(reference)}/${kind}.pdf`;
}

/** Checkout for a plan, as the pricing page links to it: the spec's plan and price query parameters ('$' kept readable), or the plan alone. */
export function checkoutPath(plan: string, price: string | null = null): string {
  const query = new URLSearchParams({ plan });
  if (price) query.set('price', price);
  return `${PATHS.checkout}?${query.toString().replaceAll('%24', '$')}`;
}

/**
 * Checkout for a plan with a reference issued earlier and its signature: the link in the payment
 * details e-mail, which brings back the same reference on any device.
 */
export function checkoutWithReferencePath(plan: string, reference: string, signature: string): string {
  return `${PATHS.checkout}?${new URLSearchParams({ plan, reference, signature }).toString()}`;
}

/** Checkout renewing a license: the plan, and the signed renewal token naming the order whose license it extends. */
export function renewalCheckoutPath(plan: string, token: string): string {
  return `${PATHS.checkout}?${new URLSearchParams({ plan, renew: token }).toString()}`;
}

/** A path as the route table writes it: without its leading slash. */
export function routePath(path: InternalPath): string {
  return path.slice(1);
}

/**
 * The help desk's addresses: the buyer's request page (its address comes from the server, in e-mails
 * and the request receipt) and the administrator's mailbox tools.
 */
export const HELP_DESK_PATHS = {
  /** A buyer's request page: /requests/REQ-XXXX-XXXX?t=… (requestPagePath). */
  requests: '/requests',
  savedReplies: '/admin/saved-replies',
  /** Check Mail Now: polls the inbound mailbox at once (POST). */
  checkMail: '/admin/mailbox/check',
  /** A message of the mailbox the site set aside: its source, to download (adminMailboxMessagePath). */
  mailboxMessages: '/admin/mailbox/messages',
} as const;

/** The buyer's request page: the reference and the signed token that opens it (every e-mail about the request links to it). */
export function requestPagePath(reference: string, token: string): string {
  return `${HELP_DESK_PATHS.requests}/${encodeURIComponent(reference)}?t=${encodeURIComponent(token)}`;
}

/** The administrator's conversation page of one request. */
export function adminRequestPath(reference: string): string {
  return `${PATHS.adminRequests}/${encodeURIComponent(reference)}`;
}

/** The administrator's download of a file that came with a request's e-mail. */
export function adminAttachmentPath(reference: string, id: number): string {
  return `${adminRequestPath(reference)}/attachments/${id}`;
}

/** The administrator's download of a mailbox message the site set aside (its source, an .eml file). */
export function adminMailboxMessagePath(id: number): string {
  return `${HELP_DESK_PATHS.mailboxMessages}/${id}`;
}
