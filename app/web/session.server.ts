import { createCookieSessionStorage } from 'react-router';
import { SESSION_LIFETIME_MS } from '~/features/admin-auth/sessions.server';
import { secureCookies } from '~/lib/env.server';
import { sessionSecrets } from '~/lib/session-secret.server';

/** What an administrator's session cookie carries; signed, not secret. */
export interface AdminSessionData {
  adminId: number;
  /** The admins row's credentials_version at sign-in; a mismatch means the session has ended. */
  credentialsVersion: number;
  /** The admin_sessions row: new on every sign-in, deleted at logout. */
  sid: string;
  /** When the session ends whatever happens (ms since the epoch): 7 days after sign-in. */
  expiresAt: number;
}

export const SESSION_MAX_AGE_SECONDS = SESSION_LIFETIME_MS / 1000;

const secure = secureCookies();

// Over HTTPS the __Host- prefix makes browsers refuse the cookie unless it is Secure, for this exact
// host and Path=/: a neighbouring subdomain can't plant or overwrite it.
export const SESSION_COOKIE_NAME = secure ? '__Host-session' : '__session';

// Path=/ rather than /admin: client navigations fetch /admin.data, which a Path=/admin cookie would miss.
export const adminSessionStorage = createCookieSessionStorage<AdminSessionData>({
  cookie: {
    name: SESSION_COOKIE_NAME,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    secrets: sessionSecrets(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  },
});

export const { getSession, destroySession } = adminSessionStorage;

type AdminSession = Awaited<ReturnType<typeof getSession>>;

/** The Set-Cookie value for a session: it lives exactly until the session's absolute end, never longer. */
export function commitSession(session: AdminSession): Promise<string> {
  const expiresAt = session.get('expiresAt') ?? Date.now();
  return adminSessionStorage.commitSession(session, { maxAge: Math.max(0, Math.round((expiresAt - Date.now()) / 1000)) });
}
