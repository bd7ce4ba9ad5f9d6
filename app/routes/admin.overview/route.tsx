import { AdminPage } from '~/components/admin/admin-page';
import { AdminScreenError } from '~/components/admin/screen-error';
import { Overview } from '~/components/admin/overview';
import { loadOverview } from '~/features/dashboard/overview-load.server';
import { readOperations } from '~/features/dashboard/operations.server';
import { readSetupChecklist } from '~/features/dashboard/setup-checklist.server';
import { readWaitingForReply } from '~/features/requests/inbox/waiting.server';
import { DASHBOARD_TAB_LABELS } from '~/content/admin';
import { requireAdmin } from '~/web/auth.server';
import type { Route } from './+types/route';

// /admin/overview: what is left to set up, the backups, updates and mail, and how sales go (the figures,
// each linking to its list, and the chart). A tab of its own, so the lists start at the top of theirs;
// what needs attention now is the line above the tabs. A read that fails shows its part as unavailable.

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
    <AdminPage title={DASHBOARD_TAB_LABELS.overview}>
      <Overview overview={loaderData.overview} setup={loaderData.setup} waiting={loaderData.waiting} operations={loaderData.operations} />
    </AdminPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminScreenError error={error} />;
}
