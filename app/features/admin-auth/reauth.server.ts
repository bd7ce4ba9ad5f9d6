import type { AuditActor } from '~/features/audit/record.server';
import type { Admin, Executor } from '~/lib/db/schema';
import { verifyPassword } from './admins.server';
import type { SignInAttempt } from './throttle.server';
import { verifySecondFactor, type SecondFactorContext } from './two-factor.server';

/**
 * A fresh sign-in for the changes that move money or lock the owner out: the bank details customers
 * pay to, the credentials, and two-factor itself. A session proves itself at sign-in, and again by
 * re-entering the password (and the current code when two-factor is on); the proof lasts 10 minutes.
 */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/** Whether the session proved its password (and code) in the last 10 minutes. */
export function isFreshlyAuthenticated(reauthenticatedAt: string | null | undefined, now = Date.now()): boolean {
  if (!reauthenticatedAt) return false;
  const at = Date.parse(reauthenticatedAt);
  return Number.isFinite(at) && at <= now + 60_000 && now - at < REAUTH_WINDOW_MS;
}

/** Records a successful re-authentication on the session, in the caller's transaction. */
export async function markReauthenticated(executor: Executor, sessionId: string, now = Date.now()): Promise<void> {
  await executor
    .updateTable('admin_sessions')
    .set({ reauthenticated_at: new Date(now).toISOString() })
    .where('id', '=', sessionId)
    .execute();
}

export type ReauthOutcome =
  | { kind: 'confirmed' }
  /** A field was left empty: nothing was checked, nothing counted. */
  | { kind: 'missing'; field: 'password' | 'code' }
  | { kind: 'wrong-password' }
  | { kind: 'wrong-code' }
  | { kind: 'throttled'; retryAfter: number };

export interface ReauthCheck {
  by: AuditActor;
  /** Counts one check (the sign-in throttle), before it runs. */
  reserve: () => Promise<SignInAttempt>;
  /** What the re-authentication is for, recorded with a failed code. */
  during: SecondFactorContext;
}

/**
 * Checks a re-entered password, and the current code (or a recovery code) when two-factor is on.
 * One count of the sign-in throttle covers both, so guessing either through a stolen session is as
 * slow as guessing at the sign-in page; the code is only looked at when the password is right (a
 * code can't be spent by someone who doesn't know the password).
 */
export async function checkReauth(admin: Admin, input: { password: string; code: string }, check: ReauthCheck): Promise<ReauthOutcome> {
  const twoFactor = admin.totp_enabled_at !== null;
  if (!input.password) return { kind: 'missing', field: 'password' };
  if (twoFactor && !input.code.trim()) return { kind: 'missing', field: 'code' };
  const attempt = await check.reserve();
  if (!attempt.allowed) return { kind: 'throttled', retryAfter: attempt.retryAfter };
  if (!(await verifyPassword(input.password, admin.password_hash))) return { kind: 'wrong-password' };
  if (twoFactor) {
    const second = await verifySecondFactor(admin, input.code, check.by, check.during);
    if (second.kind !== 'accepted') return { kind: 'wrong-code' };
  }
  await attempt.succeeded();
  return { kind: 'confirmed' };
}
