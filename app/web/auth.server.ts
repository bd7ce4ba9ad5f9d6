import { redirect } from 'react-router';
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { createAdminSession, findActiveSession } from '~/features/admin-auth/sessions.server';
import { findAdminByEmail, passwordHashForTiming, verifyPassword } from '~/features/admin-auth/admins.server';
import type { Admin } from '~/lib/db/schema';
import { commitSession, destroySession, getSession } from './session.server';
import { PATHS } from '~/lib/paths';

// One message for a wrong e-mail and a wrong password alike: a sign-in never reveals who has an account.
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const MISSING_CREDENTIALS = 'Please enter your email and password.';

/** A sign-in the strategy refused; its message is safe to show. */
export class SignInError extends Error {}

export const authenticator = new Authenticator<Admin>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const email = form.get('email');
    const password = form.get('password');
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
      throw new SignInError(MISSING_CREDENTIALS);
    }
    const admin = await findAdminByEmail(email);
    // bcrypt runs either way so the answer takes as long for an unknown e-mail.
    const matches = await verifyPassword(password, admin?.password_hash ?? (await passwordHashForTiming()));
    if (!admin || !matches) throw new SignInError(INVALID_CREDENTIALS);
    return admin;
  }),
  'admin-password',
);

/** The Set-Cookie value of a brand-new session for this administrator (a new session on every sign-in). */
export async function startAdminSession(admin: Admin): Promise<string> {
  const { id, expiresAt } = await createAdminSession(admin.id);
  const session = await getSession();
  session.set('adminId', admin.id);
  session.set('credentialsVersion', admin.credentials_version);
  session.set('sid', id);
  session.set('expiresAt', expiresAt);
  return commitSession(session);
}

type AdminSession = Awaited<ReturnType<typeof getSession>>;

export interface SignedInAdmin {
  admin: Admin;
  session: AdminSession;
  /** The admin_sessions row this request belongs to. */
  sessionId: string;
  /** When this session last proved the password (and code): sensitive changes ask again 10 minutes later. */
  reauthenticatedAt: string | null;
  /** Headers for the response. Empty: the cookie is not re-issued, its lifetime does not slide. */
  headers: Headers;
}

/**
 * The signed-in administrator, or null (with the header that clears a stale cookie, if there was
 * one). A signed cookie is not enough: its session must still exist on the server (not logged out,
 * not expired, not idle for 12 hours) and carry the administrator's current credentials version.
 */
export async function findSignedInAdmin(request: Request): Promise<SignedInAdmin | { admin: null; clearCookie: string | null }> {
  const session = await getSession(request.headers.get('Cookie'));
  if (!session.has('adminId')) return { admin: null, clearCookie: null };
  const sid = session.get('sid');
  const expiresAt = session.get('expiresAt');
  const live = typeof sid === 'string' && typeof expiresAt === 'number' && Date.now() < expiresAt ? await findActiveSession(sid) : null;
  const admin = live?.admin;
  if (!admin || admin.id !== session.get('adminId') || admin.credentials_version !== session.get('credentialsVersion')) {
    // This cookie is over (a stale copy from before a password change, or its session ended): clear it.
    return { admin: null, clearCookie: await destroySession(session) };
  }
  return { admin, session, sessionId: sid!, reauthenticatedAt: live!.reauthenticatedAt, headers: new Headers() };
}

/**
 * The guard every admin loader and action calls first: the signed-in administrator, or a redirect
 * to the sign-in page before anything else happens.
 */
export async function requireAdmin(request: Request): Promise<SignedInAdmin> {
  const found = await findSignedInAdmin(request);
  if (found.admin) return found;
  const headers = new Headers();
  if (found.clearCookie) headers.append('Set-Cookie', found.clearCookie);
  throw redirect(PATHS.adminSignIn, { headers });
}
