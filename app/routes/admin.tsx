import { data, Outlet, useLocation } from 'react-router';
import { AdminFrame } from '~/components/admin/admin-frame';
import { requireAdmin } from '~/web/auth.server';
import type { Route } from './+types/admin';

// The frame of every signed-in administrator page: the top bar, the tabs, the loading text and the
// last redirect's message. Each screen below is a route of its own, with its own loader, action and
// error boundary; an error in one leaves this frame and the tabs working. Loaders run in parallel, so
// every screen's loader checks the session itself too.

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  return data({ adminEmail: signedIn.admin.email }, { headers: signedIn.headers });
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <AdminFrame adminEmail={loaderData.adminEmail} pathname={pathname}>
      <Outlet />
    </AdminFrame>
  );
}
