import { redirect } from 'react-router';
import { ADMIN_TOASTS } from '~/content/admin';
import { endAdminSession, endAdminSessions } from '~/features/admin-auth/sessions.server';
import { recordAudit } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import { requireAdmin } from '~/web/auth.server';
import { redirectWithToast } from '~/web/flash.server';
import { readFormData } from '~/lib/forms/form-data';
import { destroySession } from '~/web/session.server';
import { errorMessage } from '~/lib/toast';
import type { Route } from './+types/admin.logout';
import { PATHS } from '~/lib/paths';

// Signing out is a POST (the dashboard's Logout button); a GET here changes nothing.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(PATHS.dashboard);
}

/**
 * Logout ends this session on the server, so a copy of its cookie opens nothing afterwards.
 * With scope=everywhere (the Admin Account tab) every session of the administrator ends.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin, session, sessionId } = await requireAdmin(request);
  const everywhere = (await readFormData(request))?.get('scope') === 'everywhere';
  try {
    if (everywhere) await endAdminSessions(admin.id);
    else await endAdminSession(sessionId);
    await recordAudit(db, { actor: admin.email, clientAddress: context.clientAddress }, { kind: 'sign-out', details: { everywhere } });
    const headers = { 'Set-Cookie': await destroySession(session) };
    if (!everywhere) return redirect(PATHS.adminSignIn, { headers });
    return redirectWithToast(PATHS.adminSignIn, { type: 'success', ...ADMIN_TOASTS.signedOutEverywhere }, { headers });
  } catch (error) {
    console.error('Signing out failed:', error);
    return redirectWithToast(PATHS.dashboard, { type: 'error', title: ADMIN_TOASTS.signOutFailed, description: errorMessage(error) });
  }
}
