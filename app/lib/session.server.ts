import { createCookieSessionStorage } from 'react-router';
import { isProduction, servedOverHttps, sessionSecrets } from './config.server';

/** What an administrator's session carries; a cookie session keeps it signed, not secret. */
export interface AdminSessionData {
  adminId: number;
  /** The admins row's credentials_version at sign-in; a mismatch means the session has ended. */
  credentialsVersion: number;
  /** A fresh random value per sign-in, so every sign-in issues a cookie never seen before. */
  sid: string;
}

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;

// Path=/ rather than /admin: client navigations fetch /admin.data, which a Path=/admin cookie would miss.
export const adminSessionStorage = createCookieSessionStorage<AdminSessionData>({
  cookie: {
    name: '__session',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction && servedOverHttps(),
    secrets: sessionSecrets(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  },
});

export const { getSession, commitSession, destroySession } = adminSessionStorage;
