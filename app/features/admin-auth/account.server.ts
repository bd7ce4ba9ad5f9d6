import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import type { Admin } from '~/lib/db/schema';
import { hashPassword, updateAdminCredentials, verifyPassword } from './admins.server';
import { isValidEmail, normalizeEmail, validateNewPassword } from './credentials';
import { endAdminSessions } from './sessions.server';
import type { SignInAttempt } from './throttle.server';

export const ACCOUNT_FIELDS = ['email', 'newPassword', 'currentPassword'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export type CredentialsOutcome =
  | { kind: 'no-changes' }
  | { kind: 'invalid'; message: string; errors: Partial<Record<AccountField, string>> }
  | { kind: 'wrong-password'; message: string; errors: Partial<Record<AccountField, string>> }
  | { kind: 'throttled'; retryAfter: number }
  | { kind: 'updated'; admin: Admin; passwordChanged: boolean };

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';

/** Who asks for the change: the audit row's actor, and the session that stays signed in. */
export interface CredentialsChange {
  by: AuditActor;
  sessionId: string;
  /** Counts one check of the current password (the sign-in throttle), before it runs. */
  reserve: () => Promise<SignInAttempt>;
}

/**
 * The spec's rules for 'Update Credentials': the e-mail counts only when given and different, the
 * password only when given; neither is 'No Changes'. Anything else needs the current password, so
 * a stolen session alone can't take over the account, and each check of it is counted like a
 * sign-in. The new credentials, the end of every other session (a new password) and the audit row
 * are written in one transaction: all of them, or none.
 */
export async function changeCredentials(
  admin: Admin,
  input: { email: string; newPassword: string; currentPassword: string },
  change: CredentialsChange,
): Promise<CredentialsOutcome> {
  const email = input.email.trim();
  const emailChanged = email !== '' && normalizeEmail(email) !== admin.email;
  const passwordChanged = input.newPassword !== '';
  if (!emailChanged && !passwordChanged) return { kind: 'no-changes' };

  const errors: Partial<Record<AccountField, string>> = {};
  if (emailChanged && !isValidEmail(email)) errors.email = 'Please enter a valid e-mail address.';
  if (passwordChanged) {
    const problem = validateNewPassword(input.newPassword);
    if (problem) errors.newPassword = problem;
  }
  if (!input.currentPassword) errors.currentPassword = 'Enter your current password to change your credentials.';
  const first = Object.values(errors)[0];
  if (first) return { kind: 'invalid', message: first, errors };

  const attempt = await change.reserve();
  if (!attempt.allowed) return { kind: 'throttled', retryAfter: attempt.retryAfter };
  if (!(await verifyPassword(input.currentPassword, admin.password_hash))) {
    return { kind: 'wrong-password', message: WRONG_CURRENT_PASSWORD, errors: { currentPassword: WRONG_CURRENT_PASSWORD } };
  }
  // bcrypt runs before the transaction: it is slow, and SQLite's writer would wait for it.
  const passwordHash = passwordChanged ? await hashPassword(input.newPassword) : undefined;
  const updated = await db.transaction().execute(async (trx) => {
    const updated = await updateAdminCredentials(trx, admin.id, { email: emailChanged ? email : undefined, passwordHash });
    if (passwordChanged) await endAdminSessions(admin.id, change.sessionId, trx);
    await recordAudit(trx, change.by, {
      kind: 'credentials-changed',
      details: {
        emailChanged: updated.email !== admin.email,
        ...(updated.email !== admin.email ? { email: { before: admin.email, after: updated.email } } : {}),
        passwordChanged,
      },
    });
    return updated;
  });
  await attempt.succeeded();
  return { kind: 'updated', admin: updated, passwordChanged };
}
