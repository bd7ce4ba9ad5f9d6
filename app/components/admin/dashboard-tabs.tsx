import { Link } from 'react-router';
import { DASHBOARD_TAB_LABELS } from '~/content/admin';
import { dashboardPath, HELP_DESK_PATHS, PATHS, type DashboardTab } from '~/lib/paths';

// The pages below a tab (an order, a statement, two-factor set-up…) belong to it. Kept here, with the
// bar, rather than beside the addresses: lib/paths.ts rides in every public page's first load.
const TAB_SECTIONS: readonly (readonly [DashboardTab, readonly string[]])[] = [
  ['overview', [PATHS.adminOverview]],
  ['account', [PATHS.adminAccount, PATHS.twoFactor]],
  ['requests', [PATHS.adminRequests, HELP_DESK_PATHS.savedReplies]],
  ['orders', [PATHS.adminOrders, PATHS.statements]],
  ['email', [PATHS.adminEmail]],
  ['activity', [PATHS.adminActivity]],
  ['content', [PATHS.adminContent]],
];

/** The tab an administrator's page belongs to, or null (the sign-in page, say). */
export function dashboardTabOf(pathname: string): DashboardTab | null {
  if (pathname === PATHS.dashboard) return 'settings';
  const within = (base: string) => pathname === base || pathname.startsWith(`${base}/`);
  return TAB_SECTIONS.find(([, bases]) => bases.some(within))?.[0] ?? null;
}

// Each tab's icon, in the bar's order: the type makes every tab of lib/paths.ts have one.
const icons: Readonly<Record<DashboardTab, string>> = {
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.3 7.3 0 0 0-2-1.2L14.5 3h-5l-.4 2.6a7.3 7.3 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.3 7.3 0 0 0 2 1.2l.4 2.6h5l.4-2.6a7.3 7.3 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z',
  overview: 'M4 20V11m6 9V5m6 15v-6m4 6H2',
  account: 'M20 21a8 8 0 1 0-16 0M12 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  requests: 'M4 4h16v12H7l-3 3V4Zm4 5h8m-8 3h5',
  orders: 'M3 10h18M5 6h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm2 9h4',
  email: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
  activity: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  content: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
};

/** The dashboard's tabs in the bar's order; the first is the dashboard's home. */
export const DASHBOARD_TABS = Object.keys(icons) as DashboardTab[];

/**
 * The sections as real links (they work without JavaScript and can be bookmarked). The tab of the
 * page shown is marked with aria-current: "page" on the tab's own screen, "true" on a page inside its
 * section (an order under Orders), the accessible pattern for URL-addressed tabs.
 */
export function DashboardTabs({ pathname }: { pathname: string }) {
  const active = dashboardTabOf(pathname);
  return (
    <nav aria-label="Dashboard sections">
      <ul className="grid grid-cols-2 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-sm sm:inline-flex">
        {DASHBOARD_TABS.map((tab) => {
          const current = tab === active;
          const href = dashboardPath(tab);
          return (
            <li key={tab}>
              <Link
                to={href}
                aria-current={current ? (pathname === href ? 'page' : 'true') : undefined}
                className={`flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4 ${
                  current ? 'bg-brand-700 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                }`}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="hidden size-4 sm:block"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={icons[tab]} />
                </svg>
                {DASHBOARD_TAB_LABELS[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
