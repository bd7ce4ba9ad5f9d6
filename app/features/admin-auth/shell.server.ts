import { recordAudit } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import { hashPassword, updateAdminCredentials, type AdminSetOutcome } from './admins.server';
import { normalizeEmail, validateNewCredentials } from './credentials';
import { disableTwoFactor } from './two-factor.server';

// What `npm run admin` does to the administrator, each change with its audit row (through: 'cli') in
// one transaction. `shell` names where it came from in the Activity view's address column.

/**
 * Creates the site's one administrator, or resets it when one exists (new e-mail and password; the
 * credentials version moves on, so every existing session of it ends).
 */
export async function setAdminFromShell(email: string, password: string, shell: string): Promise<AdminSetOutcome> {
  const problem = validateNewCredentials(email, password);
  if (problem) throw new Error(problem);
  // bcrypt before the transaction: SQLite's writer would wait for it.
  const passwordHash = await hashPassword(password);
  const address = normalizeEmail(email);
  const by = { actor: address, clientAddress: shell };
  return db.transaction().execute(async (trx): Promise<AdminSetOutcome> => {
    const existing = await trx.selectFrom('admins').select(['id', 'email']).orderBy('id').executeTakeFirst();
    if (!existing) {
      await trx.insertInto('admins').values({ email: address, password_hash: passwordHash }).execute();
      await recordAudit(trx, by, { kind: 'admin-created', details: { through: 'cli' } });
      return { action: 'created', email: address };
    }
    await updateAdminCredentials(trx, existing.id, { email: address, passwordHash });
    const emailChange = existing.email === address ? {} : { email: { before: existing.email, after: address } };
    await recordAudit(trx, by, { kind: 'admin-reset', details: { through: 'cli', ...emailChange } });
    return { action: 'reset', email: address, previousEmail: existing.email };
  });
}

export type ShellTwoFactorOutcome =
  | { kind: 'turned-off'; email: string }
  | { kind: 'already-off'; email: string }
  /** --email named someone else: nothing changed. */
  | { kind: 'other-email'; email: string }
  | { kind: 'no-admin' };

/**
 * Turns two-factor sign-in off for the administrator who lost the authenticator and the recovery
 * codes: secret and codes gone, then the password alone signs in. `email`, when given, must be the
 * administrator's.
 */
export async function resetTwoFactorFromShell(email: string | null, shell: string): Promise<ShellTwoFactorOutcome> {
  return db.transaction().execute(async (trx): Promise<ShellTwoFactorOutcome> => {
    const admin = await trx.selectFrom('admins').select(['id', 'email']).orderBy('id').executeTakeFirst();
    if (!admin) return { kind: 'no-admin' };
    if (email !== null && normalizeEmail(email) !== admin.email) return { kind: 'other-email', email: admin.email };
    // Also clears a set-up that was started and never confirmed; only turning it off is recorded.
    if (!(await disableTwoFactor(trx, admin.id))) return { kind: 'already-off', email: admin.email };
    await recordAudit(trx, { actor: admin.email, clientAddress: shell }, { kind: 'two-factor-disabled', details: { through: 'cli' } });
    return { kind: 'turned-off', email: admin.email };
  });
}
