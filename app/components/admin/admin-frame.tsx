import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { SkipLink } from '~/components/skip-link';
import { PageStatus } from '~/components/toast-status';
import type { AttentionItem } from '~/features/dashboard/attention';
import { dashboardPath } from '~/lib/paths';
import { AttentionLine } from './attention-line';
import { dashboardTabOf, DashboardTabs } from './dashboard-tabs';
import { TopBar } from './top-bar';

/**
 * The frame of every signed-in administrator page: the skip link, the top bar, the tabs (the tab of
 * the page's section marked) with the line of what needs attention above them, the spec's loading text
 * and the last redirect's message; the screen below. Each screen sets its own title and width
 * (AdminPage). A tab's own screen has no visible heading of its own: the marked tab names it, and the
 * list starts higher.
 */
export function AdminFrame({
  adminEmail,
  pathname,
  attention,
  children,
}: {
  adminEmail: string;
  pathname: string;
  attention: AttentionItem[];
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const tab = dashboardTabOf(pathname);
  const onTabScreen = tab !== null && pathname === dashboardPath(tab);
  // The spec's loading text, while another admin screen's data is on its way (client navigations only).
  const loading = navigation.state === 'loading' && dashboardTabOf(navigation.location.pathname) !== null;
  return (
    <div className="min-h-screen bg-slate-100">
      <SkipLink />
      <TopBar email={adminEmail} />
      <div className="relative mx-auto max-w-6xl px-4 pt-3 pb-2 sm:px-6">
        {onTabScreen ? <h1 className="sr-only">Admin Dashboard</h1> : null}
        <AttentionLine items={attention} />
        <DashboardTabs pathname={pathname} />
        {/* Over the space below the tabs, so it takes none from the list below. */}
        <p role="status" className="absolute right-4 bottom-0 translate-y-full text-sm font-medium text-slate-600 sm:right-6">
          {loading ? 'Loading Dashboard...' : ''}
        </p>
      </div>
      <main id="main" aria-busy={loading || undefined} className={`transition-opacity ${loading ? 'opacity-60' : ''}`}>
        <PageStatus className="mx-auto mt-2 mb-4 w-[calc(100%-2rem)] max-w-6xl sm:w-[calc(100%-3rem)]" />
        {children}
      </main>
    </div>
  );
}
