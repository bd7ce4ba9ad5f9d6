import { Outlet } from 'react-router';
import { AdminScreenError } from '~/components/admin/screen-error';
import { Overview } from '~/components/admin/overview';
import { loadOverview } from '~/features/dashboard/overview-tab.server';
import { readOperations } from '~/features/dashboard/operations.server';
import { readSetupChecklist } from '~/features/dashboard/setup-checklist.server';
import { readWaitingForReply } from '~/features/requests/inbox/waiting.server';
import { requireAdmin } from '~/web/auth.server';
import type { Route } from './+types/admin.overview';

// Above each of the dashboard's tabs: its heading, and the overview (what needs the administrator
// now, how sales go, what is left to set up). Neither read may cost the tab below: a failure shows
// the overview as unavailable.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [overview, setup, waiting, operations] = await Promise.all([
    loadOverview(),
    readSetupChecklist().catch((error: unknown) => {
      console.error('Reading the setup checklist failed:', error);
      return null;
    }),
    // Outside the overview's cache: a customer's e-mail reopens a request and changes nothing else it watches.
    readWaitingForReply().catch((error: unknown) => {
      console.error('Reading the requests waiting for a reply failed:', error);
      return null;
    }),
    // The last backup, a newer release, where mail goes: cheap reads, outside the overview's cache.
    readOperations().catch((error: unknown) => {
      console.error('Reading the backups and updates failed:', error);
      return null;
    }),
  ]);
  return { overview, setup, waiting, operations };
}

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="mt-1 text-sm text-slate-600">Manage prices, contact and bank details, orders and customer requests.</p>
        <Overview overview={loaderData.overview} setup={loaderData.setup} waiting={loaderData.waiting} operations={loaderData.operations} />
      </div>
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
