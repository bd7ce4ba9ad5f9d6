import { ADMIN_TOASTS, type DashboardTab } from '~/content/admin';
import { settingsToValues, type SettingsValues } from '~/features/settings/settings-form.server';
import { loadActivityTab } from '~/features/dashboard/activity-tab.server';
import { loadEmailTab } from '~/features/dashboard/email-tab.server';
import { loadOrdersTab } from '~/features/dashboard/orders-tab.server';
import { loadOverview } from '~/features/dashboard/overview-tab.server';
import { readOrToast } from './read-or-toast.server';
import { loadRequestsTab } from '~/features/dashboard/requests-tab.server';
import type { Admin } from '~/lib/db/db.server';
import { downloadClickTotals } from '~/features/downloads/clicks.server';
import { readSiteSettings } from '~/features/settings/settings.server';
import type { ToastMessage } from '~/lib/toast';

/** What the dashboard shows: only what the active tab needs is read (each tab's reads live in app/features/dashboard). */
export async function loadDashboard(admin: Admin, tab: DashboardTab, search: URLSearchParams) {
  const toasts: ToastMessage[] = [];
  // Above every tab; read while the tab's own data is (on PostgreSQL, on another connection).
  const overview = loadOverview();
  const settings: SettingsValues | null =
    tab === 'settings'
      ? await readOrToast(async () => settingsToValues(await readSiteSettings()), ADMIN_TOASTS.fetchSettingsFailed, toasts)
      : null;
  // Shown beside the Downloads settings.
  const downloadClicks = tab === 'settings' ? await readOrToast(downloadClickTotals, ADMIN_TOASTS.fetchSettingsFailed, toasts) : null;
  const requests = tab === 'requests' ? await loadRequestsTab(search, toasts) : { support: null, help: null };
  const orders = tab === 'orders' ? await loadOrdersTab(search, toasts) : null;
  const email = tab === 'email' ? await loadEmailTab(search, toasts) : null;
  const activity = tab === 'activity' ? await loadActivityTab(search, toasts) : null;
  return {
    tab,
    overview: await overview,
    email,
    activity,
    adminEmail: admin.email,
    // Changes when the credentials do, so the account form starts empty again after an update.
    accountFormKey: `${admin.id}-${admin.updated_at}`,
    settings,
    downloadClicks,
    support: requests.support,
    help: requests.help,
    orders,
    toasts,
  };
}
