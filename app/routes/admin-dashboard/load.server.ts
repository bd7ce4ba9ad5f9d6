import { ADMIN_TOASTS } from '~/content/admin';
import type { DashboardTab } from '~/lib/paths';
import { settingsToValues, type SettingsValues } from '~/features/settings/settings-form.server';
import { activityKindFilter, readActivityPage, type ActivityTab } from '~/features/dashboard/activity-tab.server';
import { emailStatusFilter, readEmailPage, type EmailTab } from '~/features/dashboard/email-tab.server';
import { readOrdersTab } from '~/features/dashboard/orders-tab.server';
import { loadOverview } from '~/features/dashboard/overview-tab.server';
import { readSetupChecklist } from '~/features/dashboard/setup-checklist.server';
import { readInboxScreen } from '~/features/requests/inbox/screen.server';
import { readWaitingForReply } from '~/features/requests/inbox/waiting.server';
import { INBOX } from '~/content/help-desk';
import { readOrToast } from './read-or-toast.server';
import type { Admin } from '~/lib/db/schema';
import { downloadClickTotals } from '~/features/downloads/clicks.server';
import { readSiteSettings } from '~/features/settings/settings.server';
import type { ToastMessage } from '~/lib/toast';

/** What the dashboard shows: only what the active tab needs is read (each tab's reads live in app/features/dashboard). */
export async function loadDashboard(admin: Admin, tab: DashboardTab, search: URLSearchParams) {
  const toasts: ToastMessage[] = [];
  // Above every tab; read while the tab's own data is (on PostgreSQL, on another connection).
  const overview = loadOverview();
  // Above every tab until each item is done; a failure to read it must not cost the tab.
  const setup = readSetupChecklist().catch((error: unknown) => {
    console.error('Reading the setup checklist failed:', error);
    return null;
  });
  const settings: SettingsValues | null =
    tab === 'settings'
      ? await readOrToast(async () => settingsToValues(await readSiteSettings()), ADMIN_TOASTS.fetchSettingsFailed, toasts)
      : null;
  // Shown beside the Downloads settings.
  const downloadClicks = tab === 'settings' ? await readOrToast(downloadClickTotals, ADMIN_TOASTS.fetchSettingsFailed, toasts) : null;
  // Beside the overview, outside its cache: a customer's e-mail reopens a request and changes nothing else it watches.
  const waiting = readWaitingForReply().catch((error: unknown) => {
    console.error('Reading the requests waiting for a reply failed:', error);
    return null;
  });
  const inbox = tab === 'requests' ? await readOrToast(() => readInboxScreen(search), INBOX.fetchFailed, toasts) : null;
  const orders = tab === 'orders' ? await readOrToast(() => readOrdersTab(search), ADMIN_TOASTS.fetchOrdersFailed, toasts) : null;
  let email: EmailTab | null = null;
  if (tab === 'email') {
    const status = emailStatusFilter(search);
    email = { status, page: await readOrToast(() => readEmailPage(status, search), ADMIN_TOASTS.fetchEmailFailed, toasts) };
  }
  let activity: ActivityTab | null = null;
  if (tab === 'activity') {
    const kind = activityKindFilter(search);
    activity = { kind, page: await readOrToast(() => readActivityPage(kind, search), ADMIN_TOASTS.fetchActivityFailed, toasts) };
  }
  return {
    tab,
    overview: await overview,
    setup: await setup,
    email,
    activity,
    adminEmail: admin.email,
    // Changes when the credentials do, so the account form starts empty again after an update.
    accountFormKey: `${admin.id}-${admin.updated_at}`,
    settings,
    downloadClicks,
    inbox,
    waiting: await waiting,
    orders,
    toasts,
  };
}
