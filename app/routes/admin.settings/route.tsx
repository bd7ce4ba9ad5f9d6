import { data, redirect } from 'react-router';
import { AdminPage } from '~/components/admin/admin-page';
import { ReauthPanel } from '~/components/admin/reauth-panel';
import { AdminScreenError } from '~/components/admin/screen-error';
import { SettingsForm } from '~/components/admin/settings-form';
import { ToastStatus } from '~/components/toast-status';
import { ADMIN_TOASTS, DASHBOARD_TAB_LABELS } from '~/content/admin';
import { downloadClickTotals } from '~/features/downloads/clicks.server';
import { settingsToValues } from '~/features/settings/settings-form.server';
import { readSiteSettings } from '~/features/settings/settings.server';
import { movedDashboardAddress } from '~/lib/paths';
import type { ToastMessage } from '~/lib/toast';
import { requireAdmin } from '~/web/auth.server';
import { routeHeaders } from '~/web/route-headers';
import { answerScreenForm, unknownIntent } from '~/web/admin-action.server';
import { readOrToast } from '~/web/read-or-toast.server';
import { SETTINGS_ACTIONS } from './intents.server';
import type { Route } from './+types/route';

// /admin/dashboard: the dashboard's home and the spec's default tab, Site Settings (prices, contact,
// company, bank details, downloads). Addresses of the dashboard before each tab had its own
// (/admin/dashboard?tab=orders&status=pending) move permanently to the tab's screen, filters kept.

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders();

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const moved = movedDashboardAddress(new URL(request.url));
  if (moved) throw redirect(moved, { status: 301, headers: signedIn.headers });
  const toasts: ToastMessage[] = [];
  const [settings, downloadClicks] = await Promise.all([
    readOrToast(async () => settingsToValues(await readSiteSettings()), ADMIN_TOASTS.fetchSettingsFailed, toasts),
    // Shown beside the Downloads settings.
    readOrToast(downloadClickTotals, ADMIN_TOASTS.fetchSettingsFailed, toasts),
  ]);
  return data({ settings, downloadClicks, toasts }, { headers: signedIn.headers });
}

export async function action(args: Route.ActionArgs) {
  return answerScreenForm(args, SETTINGS_ACTIONS, unknownIntent);
}

export default function SiteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData?.intent === 'save-settings' ? actionData : null;
  return (
    <AdminPage title={DASHBOARD_TAB_LABELS.settings}>
      {loaderData.toasts.map((toast) => (
        <ToastStatus key={toast.id} toast={toast} />
      ))}
      <ToastStatus toast={actionData?.toast} />
      {failure?.reauth ? <ReauthPanel {...failure.reauth} errors={failure.errors} attempt={failure.toast.id} /> : null}
      <section aria-label={DASHBOARD_TAB_LABELS.settings}>
        <SettingsForm
          values={{ ...(loaderData.settings ?? {}), ...(failure?.values ?? {}) }}
          errors={failure?.errors ?? {}}
          downloadClicks={loaderData.downloadClicks}
        />
      </section>
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
