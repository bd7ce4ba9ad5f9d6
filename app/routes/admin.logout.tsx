import { redirect } from 'react-router';
import { ADMIN_TOASTS } from '~/content/admin';
import { DASHBOARD_PATH, requireAdmin, SIGN_IN_PATH } from '~/lib/auth.server';
import { redirectWithToast } from '~/lib/flash.server';
import { destroySession } from '~/lib/session.server';
import { errorMessage } from '~/lib/toast';
import type { Route } from './+types/admin.logout';

// Signing out is a POST (the dashboard's Logout button); a GET here changes nothing.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(DASHBOARD_PATH);
}

export async function action({ request }: Route.ActionArgs) {
  const { session } = await requireAdmin(request);
  try {
    return redirect(SIGN_IN_PATH, { headers: { 'Set-Cookie': await destroySession(session) } });
  } catch (error) {
    return redirectWithToast(DASHBOARD_PATH, { type: 'error', title: ADMIN_TOASTS.signOutFailed, description: errorMessage(error) });
  }
}
