import { data, Outlet, useLocation } from 'react-router';
import { AdminFrame } from '~/components/admin/admin-frame';
import { attentionItems } from '~/features/dashboard/attention';
import { loadOverview } from '~/features/dashboard/overview-load.server';
import { readWaitingForReply } from '~/features/requests/inbox/waiting.server';
import { requireAdmin } from '~/web/auth.server';
import type { Route } from './+types/admin';

// The frame of every signed-in administrator page: the top bar, the tabs, the loading text and the
// last redirect's message. Each screen below is a route of its own, with its own loader, action and
// error boundary; an error in one leaves this frame and the tabs working. Loaders run in parallel, so
// every screen's loader checks the session itself too. The line of what needs attention reads the
// overview's counts (cached until something they count changes) and the requests waiting; a failure
// leaves its parts out, never the page.

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  const [overview, waiting] = await Promise.all([
    loadOverview(),
    readWaitingForReply().catch((error: unknown) => {
      console.error('Reading the requests waiting for a reply failed:', error);
      return null;
    }),
  ]);
  return data({ adminEmail: signedIn.admin.email, attention: attentionItems(overview, waiting) }, { headers: signedIn.headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <AdminFrame adminEmail={loaderData.adminEmail} pathname={pathname} attention={loaderData.attention}>
      <Outlet />
    </AdminFrame>
  );
}
