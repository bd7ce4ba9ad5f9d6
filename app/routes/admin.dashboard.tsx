import { data, useNavigation } from 'react-router';
import { AccountForm } from '~/components/admin/account-form';
import { ActivityList } from '~/components/admin/activity-list';
import { DashboardTabs } from '~/components/admin/dashboard-tabs';
import { EmailList } from '~/components/admin/email-list';
import { OrdersList } from '~/components/admin/orders-list';
import { Overview } from '~/components/admin/overview';
import { Inbox } from '~/components/admin/inbox/inbox';
import { SessionsPanel } from '~/components/admin/sessions-panel';
import { SettingsForm } from '~/components/admin/settings-form';
import { AdminShell } from '~/components/admin/admin-shell';
import { TwoFactorPanel } from '~/components/admin/two-factor-panel';
import { ReauthPanel } from '~/components/admin/reauth-panel';
import { PageStatus } from '~/components/toast-status';
import { ToastStatus } from '~/components/toast-status';
import { DASHBOARD_TAB_LABELS } from '~/content/admin';
import { MIN_PASSWORD_LENGTH } from '~/features/admin-auth/credentials';
import { SETTINGS_ACTIONS, unknownIntent, type DashboardFailure } from './admin-dashboard/settings-actions.server';
import { ORDER_ACTIONS } from './admin-dashboard/order-actions.server';
import { auditActorOf, type DashboardActionHandler } from './admin-dashboard/action-input.server';
import { loadDashboard } from './admin-dashboard/load.server';
import { twoFactorView } from './admin-dashboard/two-factor-page.server';
import { requireAdmin } from '~/web/auth.server';
import { readFormData } from '~/lib/forms/form-data';
import type { Route } from './+types/admin.dashboard';
import { parseTab, PATHS } from '~/lib/paths';

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const url = new URL(request.url);
  const dashboard = await loadDashboard(signedIn.admin, parseTab(url.searchParams.get('tab')), url.searchParams);
  const twoFactor = dashboard.tab === 'account' ? await twoFactorView(signedIn) : null;
  return data({ ...dashboard, twoFactor }, { headers: signedIn.headers });
}

// Each tab's forms live in their own module; this route only finds the handler for the posted intent.
const DASHBOARD_ACTIONS: Record<string, DashboardActionHandler> = { ...SETTINGS_ACTIONS, ...ORDER_ACTIONS };

export async function action({ request, context }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const intent = form.get('intent');
  const input = { form, signedIn, url: new URL(request.url), by: auditActorOf(signedIn, context.clientAddress) };
  const handler = typeof intent === 'string' && Object.hasOwn(DASHBOARD_ACTIONS, intent) ? DASHBOARD_ACTIONS[intent]! : unknownIntent;
  return handler(input);
}

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData as DashboardFailure | undefined;
  const { tab } = loaderData;
  const tabLabel = DASHBOARD_TAB_LABELS[tab];
  const loading = navigation.state === 'loading' && navigation.location.pathname === PATHS.dashboard;
  const formState = (intent: DashboardFailure['intent']) =>
    failure?.intent === intent ? { values: failure.values, errors: failure.errors } : { values: {}, errors: {} };

  return (
    <AdminShell title="Admin Dashboard" adminEmail={loaderData.adminEmail}>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">Manage prices, contact and bank details, orders and customer requests.</p>
      </div>
      <DashboardTabs active={tab} />
      {/* The spec's loading text, while a tab's data is on its way (client navigations only: the server renders the first view whole). */}
      <p role="status" className="mt-3 h-5 text-sm font-medium text-slate-600">
        {loading ? 'Loading Dashboard...' : ''}
      </p>
      <PageStatus className="mb-6" />
      {loaderData.toasts.map((toast) => (
        <ToastStatus key={toast.id} toast={toast} />
      ))}
      <ToastStatus toast={failure?.toast} />
      {failure?.intent === 'save-settings' && failure.reauth ? (
        <ReauthPanel {...failure.reauth} errors={failure.errors} attempt={failure.toast.id} />
      ) : null}
      <Overview overview={loaderData.overview} setup={loaderData.setup} waiting={loaderData.waiting} />
      <div
        aria-busy={loading || undefined}
        aria-label={tabLabel}
        role="region"
        className={`mt-3 transition-opacity ${loading ? 'opacity-60' : ''}`}
      >
        {tab === 'settings' ? (
          <SettingsForm
            values={{ ...(loaderData.settings ?? {}), ...formState('save-settings').values }}
            errors={formState('save-settings').errors}
            downloadClicks={loaderData.downloadClicks}
          />
        ) : null}
        {tab === 'account' ? (
          <div className="grid gap-6">
            <AccountForm
              key={loaderData.accountFormKey}
              email={loaderData.adminEmail}
              minPasswordLength={MIN_PASSWORD_LENGTH}
              twoFactor={loaderData.twoFactor?.enabled ?? false}
              {...formState('update-credentials')}
            />
            {loaderData.twoFactor ? <TwoFactorPanel status={loaderData.twoFactor} /> : null}
            <SessionsPanel />
          </div>
        ) : null}
        {tab === 'requests' ? <Inbox screen={loaderData.inbox} path={PATHS.dashboard} baseQuery={{ tab: 'requests' }} /> : null}
        {tab === 'orders' ? <OrdersList orders={loaderData.orders} /> : null}
        {tab === 'email' ? <EmailList email={loaderData.email} /> : null}
        {tab === 'activity' ? <ActivityList activity={loaderData.activity} /> : null}
      </div>
    </AdminShell>
  );
}
