import crypto from 'node:crypto';
import { ADMIN_TOASTS, type DashboardTab } from '~/content/admin';
import { settingsToValues, type SettingsValues } from './admin-settings.server';
import type { AchOrder, Admin } from './db.server';
import { licenseExpiryText } from './licenses';
import { listOutbox } from './outbox/list.server';
import { listOrders } from './orders.server';
import { parsePageNumber, type Page } from './pagination';
import { listHelpRequests, listSupportRequests } from './requests.server';
import { downloadClickTotals } from './download-clicks.server';
import { getAchDetails, getContactInfo, getDownloads, getPrices } from './settings.server';
import { errorMessage, type ToastMessage } from './toast';

// Dates are formatted here, once, in a fixed locale and zone: server and browser then render the same text.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

export function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date).replace(/\u202f/g, ' ')} UTC`;
}

function withCreatedLabel<T extends { created_at: string }>(page: Page<T>): Page<T & { createdLabel: string }> {
  return { ...page, items: page.items.map((item) => ({ ...item, createdLabel: formatCreatedAt(item.created_at) })) };
}

/** What an order row shows beside its stored values: the license's expiry in words. */
function withOrderLabels<T extends AchOrder>(page: Page<T>): Page<T & { expiresLabel: string | null }> {
  const expiresLabel = (order: AchOrder) => (order.license_key ? licenseExpiryText(order.license_expires_at) : null);
  return { ...page, items: page.items.map((order) => ({ ...order, expiresLabel: expiresLabel(order) })) };
}

function failureToast(title: string, error: unknown): ToastMessage {
  console.error(`${title}:`, error);
  return { id: crypto.randomUUID(), type: 'error', title, description: errorMessage(error) };
}

/** Reads one list; a failure becomes the spec's toast and the rest of the dashboard still works. */
async function attempt<T>(read: () => Promise<T>, title: string, toasts: ToastMessage[]): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    toasts.push(failureToast(title, error));
    return null;
  }
}

/** What the dashboard shows: only what the active tab needs is read. */
export async function loadDashboard(admin: Admin, tab: DashboardTab, search: URLSearchParams) {
  const toasts: ToastMessage[] = [];
  const settings: SettingsValues | null =
    tab === 'settings'
      ? await attempt(
          async () => {
            const [prices_usd, contact_us, ach_details, downloads] = await Promise.all([
              getPrices(),
              getContactInfo(),
              getAchDetails(),
              getDownloads(),
            ]);
            return settingsToValues({ prices_usd, contact_us, ach_details, downloads });
          },
          ADMIN_TOASTS.fetchSettingsFailed,
          toasts,
        )
      : null;
  // Shown beside the Downloads settings until the overview (a later issue) has a place for them.
  const downloadClicks = tab === 'settings' ? await attempt(downloadClickTotals, ADMIN_TOASTS.fetchSettingsFailed, toasts) : null;
  const support =
    tab === 'requests'
      ? await attempt(
          async () => withCreatedLabel(await listSupportRequests(parsePageNumber(search.get('supportPage')))),
          ADMIN_TOASTS.fetchSupportFailed,
          toasts,
        )
      : null;
  const help =
    tab === 'requests'
      ? await attempt(
          async () => withCreatedLabel(await listHelpRequests(parsePageNumber(search.get('helpPage')))),
          ADMIN_TOASTS.fetchHelpFailed,
          toasts,
        )
      : null;
  const orders =
    tab === 'orders'
      ? await attempt(
          async () => withOrderLabels(withCreatedLabel(await listOrders(parsePageNumber(search.get('page'))))),
          ADMIN_TOASTS.fetchOrdersFailed,
          toasts,
        )
      : null;
  const email =
    tab === 'email'
      ? await attempt(
          async () => withCreatedLabel(await listOutbox(parsePageNumber(search.get('page')))),
          ADMIN_TOASTS.fetchEmailFailed,
          toasts,
        )
      : null;
  return {
    tab,
    email,
    adminEmail: admin.email,
    // Changes when the credentials do, so the account form starts empty again after an update.
    accountFormKey: `${admin.id}-${admin.updated_at}`,
    settings,
    downloadClicks,
    support,
    help,
    orders,
    toasts,
  };
}
