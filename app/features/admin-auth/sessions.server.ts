import crypto from 'node:crypto';
import { db } from '~/lib/db/db.server';
import type { Admin, Executor } from '~/lib/db/schema';

/** A session ends 7 days after sign-in however much it is used (absolute lifetime)… */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** …and after 12 hours without a request (idle timeout). */
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
// "Last seen" is written at most this often: one admin request a minute costs a write, not every one.
const LAST_SEEN_RESOLUTION_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

export interface ActiveSession {
  admin: Admin;
  expiresAt: number;
  /** When the session last proved the password (and code): at sign-in, then at each re-authentication. */
  reauthenticatedAt: string | null;
}

/**
 * Records a new session for the administrator and returns its id and end. Sessions that have ended
 * on their own (expired, idle) are swept here, so the table holds only live ones.
 */
export async function createAdminSession(adminId: number, now = Date.now()): Promise<{ id: string; expiresAt: number }> {
  await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('last_seen_at', '<=', iso(now - SESSION_IDLE_MS))]))
    .execute();
  const id = crypto.randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_LIFETIME_MS;
  await db
    .insertInto('admin_sessions')
    .values({
      id,
      admin_id: adminId,
      created_at: iso(now),
      expires_at: iso(expiresAt),
      last_seen_at: iso(now),
      reauthenticated_at: iso(now),
    })
    .execute();
  return { id, expiresAt };
}

/**
 * The session with this id and its administrator, when it is still live: not logged out, not past
 * its absolute end, not idle too long. Use refreshes its "last seen" (at most once a minute). An
 * ended session's row is deleted.
 */
export async function findActiveSession(id: string, now = Date.now()): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .selectAll('a')
    .select([
      's.expires_at as session_expires_at',
      's.last_seen_at as session_last_seen_at',
      's.reauthenticated_at as session_reauthenticated_at',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const { session_expires_at, session_last_seen_at, session_reauthenticated_at, ...admin } = row;
  const expiresAt = Date.parse(session_expires_at);
  const lastSeen = Date.parse(session_last_seen_at);
  if (now >= expiresAt || now - lastSeen >= SESSION_IDLE_MS) {
    await endAdminSession(id);
    return null;
  }
  if (now - lastSeen >= LAST_SEEN_RESOLUTION_MS) {
    await db
      .updateTable('admin_sessions')
      .set({ last_seen_at: iso(now) })
      .where('id', '=', id)
      .execute();
  }
  return { admin, expiresAt, reauthenticatedAt: session_reauthenticated_at };
}

/** Logout: the server forgets the session, so its cookie opens nothing any more. */
export async function endAdminSession(id: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', id).execute();
}

/** "Sign out everywhere" (every session), or every session but `keepId` (after a password change). */
export async function endAdminSessions(adminId: number, keepId?: string, executor: Executor = db): Promise<void> {
  let query = executor.deleteFrom('admin_sessions').where('admin_id', '=', adminId);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}
