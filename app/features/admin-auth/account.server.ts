import { updateAdminCredentials, verifyPassword } from './admins.server';
import { isValidEmail, normalizeEmail, validateNewPassword } from './credentials';
import type { Admin } from '~/lib/db/schema';
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

/**
 * The spec's rules for 'Update Credentials': the e-mail counts only when given and different, the
 * password only when given; neither is 'No Changes'. Anything else needs the current password, so
 * a stolen session alone can't take over the account. Each check of the current password is counted
 * (`reserve`) before it runs, like a sign-in, so guessing it through a session is throttled too.
 */
export async function changeCredentials(
  admin: Admin,
  input: { email: string; newPassword: string; currentPassword: string },
  reserve: () => Promise<SignInAttempt>,
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

  const attempt = await reserve();
  if (!attempt.allowed) return { kind: 'throttled', retryAfter: attempt.retryAfter };
  if (!(await verifyPassword(input.currentPassword, admin.password_hash))) {
    return { kind: 'wrong-password', message: WRONG_CURRENT_PASSWORD, errors: { currentPassword: WRONG_CURRENT_PASSWORD } };
  }
  const updated = await updateAdminCredentials(admin.id, {
    email: emailChanged ? email : undefined,
    password: passwordChanged ? input.newPassword : undefined,
  });
  await attempt.succeeded();
  return { kind: 'updated', admin: updated, passwordChanged };
}
