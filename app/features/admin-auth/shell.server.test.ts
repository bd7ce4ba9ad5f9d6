import { describe, expect, it } from 'vitest';
import { verifyAuditChain } from '~/features/audit/verify.server';
import { db } from '~/lib/db/db.server';
import { verifyPassword } from './admins.server';
import { resetTwoFactorFromShell, setAdminFromShell } from './shell.server';

const SHELL = 'shell (user operator)';

async function auditRows() {
  return db.selectFrom('audit_log').select(['kind', 'actor', 'client_address', 'details']).orderBy('id').execute();
}

// In order: the file's database starts without an administrator.
describe('npm run admin, in the database', () => {
  it('says there is no administrator to turn two-factor off for', async () => {
    expect(await resetTwoFactorFromShell(null, SHELL)).toEqual({ kind: 'no-admin' });
    expect(await auditRows()).toEqual([]);
  });

  it('creates the administrator with an audit row saying it came from the command line', async () => {
    expect(await setAdminFromShell('Owner@Recoverly.test', 'first password 1', SHELL)).toEqual({
      action: 'created',
      email: 'owner@recoverly.test',
    });
    expect(await auditRows()).toEqual([
      { kind: 'admin-created', actor: 'owner@recoverly.test', client_address: SHELL, details: '{"through":"cli"}' },
    ]);
  });

  it('resets the password (ending every session) and records the reset, and the e-mail it replaced', async () => {
    const before = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(await setAdminFromShell('owner@recoverly.test', 'second password 2', SHELL)).toMatchObject({ action: 'reset' });
    const after = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(after.credentials_version).toBe(before.credentials_version + 1);
    expect(await verifyPassword('second password 2', after.password_hash)).toBe(true);

    expect(await setAdminFromShell('new@recoverly.test', 'third password 3', SHELL)).toEqual({
      action: 'reset',
      email: 'new@recoverly.test',
      previousEmail: 'owner@recoverly.test',
    });
    const rows = await auditRows();
    expect(rows.slice(-2).map((row) => [row.kind, row.actor, JSON.parse(row.details)])).toEqual([
      ['admin-reset', 'owner@recoverly.test', { through: 'cli' }],
      ['admin-reset', 'new@recoverly.test', { through: 'cli', email: { before: 'owner@recoverly.test', after: 'new@recoverly.test' } }],
    ]);
  });

  it('refuses a password that breaks the rules, changing nothing', async () => {
    const rows = (await auditRows()).length;
    await expect(setAdminFromShell('new@recoverly.test', 'short', SHELL)).rejects.toThrow('at least 8 characters');
    expect(await auditRows()).toHaveLength(rows);
  });

  it('turns two-factor off: secret, time, last step and recovery codes cleared, in one transaction with its audit row', async () => {
    const admin = await db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    await db
      .updateTable('admins')
      .set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled_at: new Date().toISOString(), totp_last_step: 12345 })
      .execute();
    await db
      .insertInto('admin_recovery_codes')
      .values([
        { admin_id: admin.id, code_hash: 'h1' },
        { admin_id: admin.id, code_hash: 'h2' },
      ])
      .execute();

    expect(await resetTwoFactorFromShell('other@recoverly.test', SHELL)).toEqual({ kind: 'other-email', email: 'new@recoverly.test' });
    expect(await db.selectFrom('admins').select('totp_enabled_at').executeTakeFirstOrThrow()).not.toEqual({ totp_enabled_at: null });

    expect(await resetTwoFactorFromShell('NEW@recoverly.test', SHELL)).toEqual({ kind: 'turned-off', email: 'new@recoverly.test' });
    expect(await db.selectFrom('admins').select(['totp_secret', 'totp_enabled_at', 'totp_last_step']).executeTakeFirstOrThrow()).toEqual({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    });
    expect(await db.selectFrom('admin_recovery_codes').selectAll().execute()).toEqual([]);
    expect((await auditRows()).at(-1)).toEqual({
      kind: 'two-factor-disabled',
      actor: 'new@recoverly.test',
      client_address: SHELL,
      details: '{"through":"cli"}',
    });

    const rows = (await auditRows()).length;
    expect(await resetTwoFactorFromShell(null, SHELL)).toEqual({ kind: 'already-off', email: 'new@recoverly.test' });
    expect(await auditRows()).toHaveLength(rows);
    expect(await verifyAuditChain(db)).toMatchObject({ kind: 'intact', rows });
  });
});
