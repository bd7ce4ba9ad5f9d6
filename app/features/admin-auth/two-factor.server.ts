import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import type { Admin, Executor } from '~/lib/db/schema';
import { countUnusedRecoveryCodes, findRecoveryCode, looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes.server';
import { groupSecret, looksLikeTotpCode, matchTotpStep, newTotpSecret, totpUri } from './totp';

// The administrator's second factor: a TOTP secret (admins.totp_secret) that counts as on once a code
// from it was confirmed (totp_enabled_at), the last step a code was accepted for (totp_last_step, so
// a code works once), and ten one-time recovery codes (admin_recovery_codes, hashed).

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  /** A set-up was started (a secret shown) and not yet confirmed with a code. */
  pending: boolean;
  recoveryCodesLeft: number;
}

export async function readTwoFactorStatus(executor: Executor, admin: Admin): Promise<TwoFactorStatus> {
  const enabled = admin.totp_enabled_at !== null;
  return {
    enabled,
    enabledAt: admin.totp_enabled_at,
    pending: !enabled && admin.totp_secret !== null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(executor, admin.id) : 0,
  };
}

/** What the set-up page shows while a set-up waits for its first code. */
export interface PendingEnrolment {
  secret: string;
  /** The secret in groups of four, to type into an app by hand. */
  groupedSecret: string;
  /** otpauth://totp/…: what the QR code holds. */
  uri: string;
}

export function pendingEnrolment(admin: Admin): PendingEnrolment | null {
  if (admin.totp_enabled_at !== null || !admin.totp_secret) return null;
  return { secret: admin.totp_secret, groupedSecret: groupSecret(admin.totp_secret), uri: totpUri(admin.totp_secret, admin.email) };
}

export type StartEnrolmentOutcome = { kind: 'started' } | { kind: 'already-enabled' };

/**
 * A new secret for a set-up (replacing one not yet confirmed). Never touches a second factor that is
 * on: the UPDATE only matches while totp_enabled_at is empty.
 */
export async function startEnrolment(adminId: number): Promise<StartEnrolmentOutcome> {
  const result = await db
    .updateTable('admins')
    .set({ totp_secret: newTotpSecret(), totp_last_step: null })
    .where('id', '=', adminId)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { kind: 'started' } : { kind: 'already-enabled' };
}

/** Where a code was asked for, recorded with a failure. */
export type SecondFactorContext = 'sign-in' | 'set-up' | 'bank details' | 'credentials' | 'turning off' | 'refund account';

export type SecondFactorOutcome =
  | { kind: 'accepted'; via: 'authenticator' }
  | { kind: 'accepted'; via: 'recovery-code'; recoveryCodesLeft: number }
  /** Not a current code, nor an unused recovery code; or a code already used in its window. */
  | { kind: 'refused'; reason: 'wrong' | 'reused' | 'not-enabled' };

/**
 * Accepts a code from the authenticator app (once per 30-second step: a guarded UPDATE moves
 * totp_last_step forward, so a replayed code, or two requests with one code at once, get in once at
 * most) or an unused recovery code (spent, with the audit row saying how many are left). A refusal is
 * recorded in the audit log.
 */
export async function verifySecondFactor(
  admin: Admin,
  input: string,
  by: AuditActor,
  during: SecondFactorContext,
  now = Date.now(),
): Promise<SecondFactorOutcome> {
  const refuse = async (reason: 'wrong' | 'reused' | 'not-enabled'): Promise<SecondFactorOutcome> => {
    await recordAudit(db, by, { kind: 'two-factor-failed', details: { during, reason } });
    return { kind: 'refused', reason };
  };
  const secret = admin.totp_secret;
  if (admin.totp_enabled_at === null || !secret) return refuse('not-enabled');

  if (looksLikeTotpCode(input)) {
    const step = matchTotpStep(secret, input, now);
    if (step === null) return refuse('wrong');
    const result = await db
      .updateTable('admins')
      .set({ totp_last_step: step })
      .where('id', '=', admin.id)
      .where('totp_secret', '=', secret)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? { kind: 'accepted', via: 'authenticator' } : refuse('reused');
  }

  if (looksLikeRecoveryCode(input)) {
    // scrypt runs before the transaction: SQLite's writer would wait for it.
    const id = await findRecoveryCode(db, admin.id, input);
    if (id === null) return refuse('wrong');
    const left = await db.transaction().execute(async (trx) => {
      if (!(await spendRecoveryCode(trx, id, now))) return null;
      const left = await countUnusedRecoveryCodes(trx, admin.id);
      await recordAudit(trx, by, { kind: 'recovery-code-used', details: { during, recoveryCodesLeft: left } });
      return left;
    });
    return left === null ? refuse('reused') : { kind: 'accepted', via: 'recovery-code', recoveryCodesLeft: left };
  }
  return refuse('wrong');
}

/**
 * Turns two-factor sign-in off: the secret, its time and last step cleared, the recovery codes
 * deleted. With the caller's executor, so its audit row commits with it (the dashboard, and
 * `npm run admin -- --reset-2fa` for an administrator who lost the app and the codes). Says whether
 * it was on.
 */
export async function disableTwoFactor(executor: Executor, adminId: number): Promise<boolean> {
  const before = await executor.selectFrom('admins').select('totp_enabled_at').where('id', '=', adminId).executeTakeFirst();
  await executor
    .updateTable('admins')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: new Date().toISOString() })
    .where('id', '=', adminId)
    .execute();
  await executor.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  return before?.totp_enabled_at != null;
}
