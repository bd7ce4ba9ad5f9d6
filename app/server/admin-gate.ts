import { findSignedInAdmin } from '~/web/auth.server';
import { isAdminPath, PATHS } from '~/lib/paths';

// The edge asks who is sending before it reads what they send: a post to an administrator's address
// without a live session is answered from its headers alone (React Router's redirect to the sign-in
// page), and its body is never read.

/** Whether a path is the administrator's and needs a session: every admin address but the sign-in page. */
export function isGuardedAdminPath(pathname: string): boolean {
  return isAdminPath(pathname) && pathname !== PATHS.adminSignIn;
}

/** Whether the request's cookie names a live administrator session (the same check every admin route makes). */
export async function hasAdminSession(cookie: string | undefined): Promise<boolean> {
  if (!cookie) return false;
  const found = await findSignedInAdmin(new Request('http://edge.invalid/', { headers: { cookie } }));
  return found.admin !== null;
}
