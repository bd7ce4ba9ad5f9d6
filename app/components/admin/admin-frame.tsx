import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { SkipLink } from '~/components/skip-link';
import { PageStatus } from '~/components/toast-status';
import { dashboardTabOf } from '~/lib/paths';
import { DashboardTabs } from './dashboard-tabs';
import { TopBar } from './top-bar';

/**
 * The frame of every signed-in administrator page: the skip link, the top bar, the tabs (the tab of
 * the page's section marked), the spec's loading text and the last redirect's message; the screen
 * below. Each screen sets its own title and width (AdminPage).
 */
export function AdminFrame({ adminEmail, pathname, children }: { adminEmail: string; pathname: string; children: ReactNode }) {
  const navigation = useNavigation();
  // The spec's loading text, while another admin screen's data is on its way (client navigations only).
  const loading = navigation.state === 'loading' && dashboardTabOf(navigation.location.pathname) !== null;
  return (
    <div className="min-h-screen bg-slate-100">
      <SkipLink />
      <TopBar email={adminEmail} />
      <div className="mx-auto max-w-6xl px-4 pt-6 sm:px-6">
        <DashboardTabs pathname={pathname} />
        <p role="status" className="mt-2 h-5 text-sm font-medium text-slate-600">
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
