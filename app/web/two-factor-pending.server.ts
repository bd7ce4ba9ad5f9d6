import { createCookie } from 'react-router';
import { z } from 'zod';
import { secureCookies } from '~/lib/env.server';
import { sessionSecrets } from '~/lib/session-secret.server';

/**
 * Between the password and the authentication code: who passed the password, for 5 minutes. It is a
 * cookie of its own (signed, HttpOnly), not a session: nothing but the code step reads it, and no
 * admin page or action accepts it. It names the credentials version, so a password change (or a reset
 * from the shell) ends it too.
 */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

const secure = secureCookies();

// __Host- over HTTPS, like the session cookie: only this host, Path=/, Secure.
export const PENDING_COOKIE_NAME = secure ? '__Host-sign-in-code' : 'sign-in-code';

const pendingCookie = createCookie(PENDING_COOKIE_NAME, {
  httpOnly: true,
  sameSite: 'lax',
  // Path=/ as the session's: client navigations ask for /admin.data, which a Path=/admin cookie misses.
  path: '/',
  secure,
  secrets: sessionSecrets(),
  maxAge: PENDING_SIGN_IN_MS / 1000,
});

const pendingSchema = z.object({ adminId: z.number(), credentialsVersion: z.number(), expiresAt: z.number() });

export type PendingSignIn = z.infer<typeof pendingSchema>;

/** The Set-Cookie value that starts the code step for this administrator. */
export function startPendingSignIn(admin: { id: number; credentials_version: number }, now = Date.now()): Promise<string> {
  const pending: PendingSignIn = { adminId: admin.id, credentialsVersion: admin.credentials_version, expiresAt: now + PENDING_SIGN_IN_MS };
  return pendingCookie.serialize(pending);
}

/** The pending sign-in this request carries, when its signature holds and its 5 minutes haven't run out. */
export async function readPendingSignIn(request: Request, now = Date.now()): Promise<PendingSignIn | null> {
  const header = request.headers.get('Cookie');
  if (!header?.includes(`${PENDING_COOKIE_NAME}=`)) return null;
  const parsed = pendingSchema.safeParse(await pendingCookie.parse(header));
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  return parsed.data;
}

/** The Set-Cookie value that ends the code step (signed in, started over, or expired). */
export function clearPendingSignIn(): Promise<string> {
  return pendingCookie.serialize('', { maxAge: 0 });
}
