import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import type { Admin } from '~/lib/db/schema';
import { hashPassword, updateAdminCredentials } from './admins.server';
import { isValidEmail, normalizeEmail, validateNewPassword } from './credentials';
import { endAdminSessions } from './sessions.server';
import { checkReauth, markReauthenticated } from './reauth.server';
import type { SignInAttempt } from './throttle.server';

export const ACCOUNT_FIELDS = ['email', 'newPassword', 'currentPassword', 'currentCode'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export type CredentialsOutcome =
  | { kind: 'no-changes' }
  | { kind: 'invalid'; message: string; errors: Partial<Record<AccountField, string>> }
  | { kind: 'wrong-password'; message: string; errors: Partial<Record<AccountField, string>> }
  | { kind: 'throttled'; retryAfter: number }
  | { kind: 'updated'; admin: Admin; passwordChanged: boolean };

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const MISSING_CURRENT_CODE = 'Two-factor sign-in is on: enter the code from your authenticator app, or a recovery code.';
export const WRONG_CURRENT_CODE = 'The authentication code is not correct, or was already used.';

/** Who asks for the change: the audit row's actor, and the session that stays signed in. */
export interface CredentialsChange {
  by: AuditActor;
  sessionId: string;
  /** Counts one check of the current password (the sign-in throttle), before it runs. */
  reserve: () => Promise<SignInAttempt>;
}

/**
 * The spec's rules for 'Update Credentials': the e-mail counts only when given and different, the
 * password only when given; neither is 'No Changes'. Anything else needs the current password (and,
 * with two-factor on, a current code): a fresh sign-in, so a stolen session alone can't take over the
 * account, and each check is counted like a sign-in. The new credentials, the end of every other
 * session (a new password), this session's fresh proof and the audit row are written in one
 * transaction: all of them, or none.
 */
export async function changeCredentials(
  admin: Admin,
  input: { email: string; newPassword: string; currentPassword: string; currentCode?: string },
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
  const code = input.currentCode?.trim() ?? '';
  if (admin.totp_enabled_at !== null && !code) errors.currentCode = MISSING_CURRENT_CODE;
  const first = Object.values(errors)[0];
  if (first) return { kind: 'invalid', message: first, errors };

  const reauth = await checkReauth(admin, { password: input.currentPassword, code }, { ...change, during: 'credentials' });
  switch (reauth.kind) {
    case 'throttled':
      return reauth;
    case 'wrong-password':
    case 'missing':
      return { kind: 'wrong-password', message: WRONG_CURRENT_PASSWORD, errors: { currentPassword: WRONG_CURRENT_PASSWORD } };
    case 'wrong-code':
      return { kind: 'wrong-password', message: WRONG_CURRENT_CODE, errors: { currentCode: WRONG_CURRENT_CODE } };
  }
  // bcrypt runs before the transaction: it is slow, and SQLite's writer would wait for it.
  const passwordHash = passwordChanged ? await hashPassword(input.newPassword) : undefined;
  const updated = await db.transaction().execute(async (trx) => {
    const updated = await updateAdminCredentials(trx, admin.id, { email: emailChanged ? email : undefined, passwordHash });
    if (passwordChanged) await endAdminSessions(admin.id, change.sessionId, trx);
    await markReauthenticated(trx, change.sessionId);
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
  return { kind: 'updated', admin: updated, passwordChanged };
}
