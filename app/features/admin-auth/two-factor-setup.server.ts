import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import type { Admin } from '~/lib/db/schema';
import { hashRecoveryCode, newRecoveryCodes, storeRecoveryCodes } from './recovery-codes.server';
import { checkReauth, isFreshlyAuthenticated, markReauthenticated, type ReauthOutcome } from './reauth.server';
import type { SignInAttempt } from './throttle.server';
import { disableTwoFactor } from './two-factor.server';
import { matchTotpStep } from './totp';

/** Who turns two-factor on or off: the audit row's actor, the session that proves itself, its last proof. */
export interface TwoFactorChange {
  by: AuditActor;
  sessionId: string;
  /** admin_sessions.reauthenticated_at of the session. */
  reauthenticatedAt: string | null;
  /** Counts one check of the password and code (the sign-in throttle), before it runs. */
  reserve: () => Promise<SignInAttempt>;
}

type ReauthFailure = Exclude<ReauthOutcome, { kind: 'confirmed' }>;

export type EnableOutcome =
  | { kind: 'enabled'; recoveryCodes: string[] }
  | { kind: 'wrong-code' }
  /** No set-up to confirm (never started, or another one replaced it meanwhile). */
  | { kind: 'not-started' }
  | { kind: 'already-enabled' }
  | ReauthFailure;

/**
 * Confirms a set-up with the first code from the app and turns two-factor on. It is a sensitive
 * change: a session that hasn't proved its password in the last 10 minutes must enter it here. The
 * code, the password (when asked) and the new recovery codes are checked and hashed first; turning it
 * on, storing the codes, the audit row and the session's fresh proof are then one transaction. The
 * codes come back in clear exactly once, to be shown.
 */
export async function enableTwoFactor(
  admin: Admin,
  input: { code: string; password: string },
  change: TwoFactorChange,
  now = Date.now(),
): Promise<EnableOutcome> {
  if (admin.totp_enabled_at !== null) return { kind: 'already-enabled' };
  const secret = admin.totp_secret;
  if (!secret) return { kind: 'not-started' };
  if (!input.code.trim()) return { kind: 'missing', field: 'code' };
  if (!isFreshlyAuthenticated(change.reauthenticatedAt, now)) {
    // Two-factor is still off: the password alone is the re-authentication.
    const reauth = await checkReauth(admin, { password: input.password, code: '' }, { ...change, during: 'set-up' });
    if (reauth.kind !== 'confirmed') return reauth;
  }
  const step = matchTotpStep(secret, input.code, now);
  if (step === null) {
    await recordAudit(db, change.by, { kind: 'two-factor-failed', details: { during: 'set-up', reason: 'wrong' } });
    return { kind: 'wrong-code' };
  }
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
  return db.transaction().execute(async (trx): Promise<EnableOutcome> => {
    const result = await trx
      .updateTable('admins')
      .set({ totp_enabled_at: new Date(now).toISOString(), totp_last_step: step, updated_at: new Date(now).toISOString() })
      .where('id', '=', admin.id)
      .where('totp_enabled_at', 'is', null)
      .where('totp_secret', '=', secret)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { kind: 'not-started' };
    await storeRecoveryCodes(trx, admin.id, hashes);
    await recordAudit(trx, change.by, { kind: 'two-factor-enabled', details: { recoveryCodes: recoveryCodes.length } });
    await markReauthenticated(trx, change.sessionId, now);
    return { kind: 'enabled', recoveryCodes };
  });
}

export type TurnOffOutcome = { kind: 'turned-off' } | { kind: 'not-enabled' } | ReauthFailure;

/**
 * Turns two-factor off from the dashboard: always with the password and a current code (or a recovery
 * code), however fresh the session, since it removes what guards everything else. Turning it off and
 * the audit row commit together.
 */
export async function turnOffTwoFactor(
  admin: Admin,
  input: { password: string; code: string },
  change: TwoFactorChange,
  now = Date.now(),
): Promise<TurnOffOutcome> {
  if (admin.totp_enabled_at === null) return { kind: 'not-enabled' };
  const reauth = await checkReauth(admin, input, { ...change, during: 'turning off' });
  if (reauth.kind !== 'confirmed') return reauth;
  await db.transaction().execute(async (trx) => {
    await disableTwoFactor(trx, admin.id);
    await recordAudit(trx, change.by, { kind: 'two-factor-disabled', details: { through: 'dashboard' } });
    await markReauthenticated(trx, change.sessionId, now);
  });
  return { kind: 'turned-off' };
}
