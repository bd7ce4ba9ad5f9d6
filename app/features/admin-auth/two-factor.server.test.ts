import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import type { Admin } from '~/lib/db/schema';
import { createOrResetAdmin, findAdminByEmail } from './admins.server';
import {
  hashRecoveryCode,
  normalizeRecoveryCode,
  newRecoveryCodes,
  RECOVERY_CODE_ALPHABET,
  recoveryCodeMatches,
  storeRecoveryCodes,
} from './recovery-codes.server';
import { isFreshlyAuthenticated, REAUTH_WINDOW_MS } from './reauth.server';
import { createAdminSession } from './sessions.server';
import { reserveSignInAttempt } from './throttle.server';
import { enableTwoFactor, turnOffTwoFactor, type TwoFactorChange } from './two-factor-setup.server';
import { disableTwoFactor, readTwoFactorStatus, startEnrolment, verifySecondFactor } from './two-factor.server';

const EMAIL = 'owner@recoverly.test';
const PASSWORD = 'first password 1';
const by = { actor: EMAIL, clientAddress: '198.51.100.7' };
const app = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
const codeAt = (secret: string, ms: number) => app(secret).generate({ timestamp: ms });

const admin = async (): Promise<Admin> => (await findAdminByEmail(EMAIL))!;
const auditKinds = async (since: number) =>
  (await db.selectFrom('audit_log').select(['kind', 'details']).where('id', '>', since).orderBy('id').execute()).map((row) => ({
    kind: row.kind,
    details: JSON.parse(row.details),
  }));
const lastAuditId = async () => (await db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;

let address = 0;
/** A change made from a fresh client address each time (the throttle counts per address too). */
async function change(overrides: Partial<TwoFactorChange> = {}): Promise<TwoFactorChange> {
  const session = await createAdminSession((await admin()).id);
  const clientAddress = `198.51.100.${++address}`;
  return {
    by: { actor: EMAIL, clientAddress },
    sessionId: session.id,
    reauthenticatedAt: new Date().toISOString(),
    reserve: () => reserveSignInAttempt(EMAIL, clientAddress),
    ...overrides,
  };
}

/** Turns two-factor on with a code for the current step; returns the secret and the recovery codes. */
async function enrol(now = Date.now()) {
  await startEnrolment((await admin()).id);
  const secret = (await admin()).totp_secret!;
  const outcome = await enableTwoFactor(await admin(), { code: codeAt(secret, now), password: '' }, await change(), now);
  if (outcome.kind !== 'enabled') throw new Error(`enrolment failed: ${outcome.kind}`);
  return { secret, recoveryCodes: outcome.recoveryCodes };
}

beforeEach(async () => {
  await createOrResetAdmin(EMAIL, PASSWORD);
  await disableTwoFactor(db, (await admin()).id);
});

describe('setting up two-factor sign-in', () => {
  it('shows a new key until a code from it is confirmed, then is on with ten recovery codes', async () => {
    const id = (await admin()).id;
    expect(await readTwoFactorStatus(db, await admin())).toEqual({ enabled: false, enabledAt: null, pending: false, recoveryCodesLeft: 0 });
    expect(await startEnrolment(id)).toEqual({ kind: 'started' });
    const first = (await admin()).totp_secret;
    expect(await readTwoFactorStatus(db, await admin())).toMatchObject({ enabled: false, pending: true });
    // Starting again replaces a key not yet confirmed.
    await startEnrolment(id);
    expect((await admin()).totp_secret).not.toBe(first);

    const before = await lastAuditId();
    const { recoveryCodes } = await enrol();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9a-hjkmnp-tv-z]{4}(-[2-9a-hjkmnp-tv-z]{4}){2}$/);
    expect(await readTwoFactorStatus(db, await admin())).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(await auditKinds(before)).toEqual([{ kind: 'two-factor-enabled', details: { recoveryCodes: 10 } }]);
    // Set Up again can't touch a second factor that is on.
    expect(await startEnrolment(id)).toEqual({ kind: 'already-enabled' });
  });

  it('stores the recovery codes only as salted scrypt hashes', async () => {
    const { recoveryCodes } = await enrol();
    const stored = await db.selectFrom('admin_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of recoveryCodes) expect(dump).not.toContain(code);
    for (const { code_hash } of stored) expect(code_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    // The same code hashes differently each time (its own salt), and still verifies.
    const [a, b] = [await hashRecoveryCode('abcde-12345'), await hashRecoveryCode('abcde-12345')];
    expect(a).not.toBe(b);
    expect(await recoveryCodeMatches('abcde-12345', a)).toBe(true);
    expect(await recoveryCodeMatches('abcde-12346', a)).toBe(false);
  });

  it('refuses a wrong first code, and asks a session that signed in over 10 minutes ago for the password', async () => {
    await startEnrolment((await admin()).id);
    const secret = (await admin()).totp_secret!;
    const wrong = ['000000', '111111'].find((code) => ![-1, 0, 1].some((o) => codeAt(secret, Date.now() + o * 30_000) === code))!;
    expect(await enableTwoFactor(await admin(), { code: wrong, password: '' }, await change())).toEqual({ kind: 'wrong-code' });
    const stale = { reauthenticatedAt: new Date(Date.now() - REAUTH_WINDOW_MS - 1000).toISOString() };
    const code = codeAt(secret, Date.now());
    expect(await enableTwoFactor(await admin(), { code, password: '' }, await change(stale))).toEqual({
      kind: 'missing',
      field: 'password',
    });
    expect(await enableTwoFactor(await admin(), { code, password: 'not it' }, await change(stale))).toEqual({ kind: 'wrong-password' });
    expect((await admin()).totp_enabled_at).toBeNull();
    expect(await enableTwoFactor(await admin(), { code, password: PASSWORD }, await change(stale))).toMatchObject({ kind: 'enabled' });
  });

  it('records the fresh proof on the session that turned it on', async () => {
    await startEnrolment((await admin()).id);
    const secret = (await admin()).totp_secret!;
    const own = await change({ reauthenticatedAt: new Date(Date.now() - REAUTH_WINDOW_MS - 1000).toISOString() });
    await db.updateTable('admin_sessions').set({ reauthenticated_at: own.reauthenticatedAt }).where('id', '=', own.sessionId).execute();
    await enableTwoFactor(await admin(), { code: codeAt(secret, Date.now()), password: PASSWORD }, own);
    const row = await db
      .selectFrom('admin_sessions')
      .select('reauthenticated_at')
      .where('id', '=', own.sessionId)
      .executeTakeFirstOrThrow();
    expect(isFreshlyAuthenticated(row.reauthenticated_at)).toBe(true);
  });
});

describe('a code from the app', () => {
  it('works once within its window: the same code again is refused, a later one works', async () => {
    const now = Date.now();
    const { secret } = await enrol(now);
    // The code that confirmed the set-up has been used.
    expect(await verifySecondFactor(await admin(), codeAt(secret, now), by, 'sign-in', now)).toEqual({ kind: 'refused', reason: 'reused' });
    const next = codeAt(secret, now + 30_000);
    expect(await verifySecondFactor(await admin(), next, by, 'sign-in', now)).toEqual({ kind: 'accepted', via: 'authenticator' });
    expect(await verifySecondFactor(await admin(), next, by, 'sign-in', now)).toEqual({ kind: 'refused', reason: 'reused' });
    // An older step than the last one accepted is a replay too.
    expect(await verifySecondFactor(await admin(), codeAt(secret, now - 30_000), by, 'sign-in', now)).toMatchObject({ kind: 'refused' });
  });

  it('lets only one of two requests sending the same code at once in', async () => {
    const now = Date.now();
    const { secret } = await enrol(now);
    const code = codeAt(secret, now + 30_000);
    const outcomes = await Promise.all(Array.from({ length: 5 }, async () => verifySecondFactor(await admin(), code, by, 'sign-in', now)));
    expect(outcomes.filter((o) => o.kind === 'accepted')).toHaveLength(1);
  });

  it('refuses codes from outside the window and records every refusal', async () => {
    const now = Date.now();
    const { secret } = await enrol(now);
    const before = await lastAuditId();
    const inWindow = [-1, 0, 1].map((o) => codeAt(secret, now + o * 30_000));
    const far = [2, 3, -3].map((o) => codeAt(secret, now + o * 30_000)).find((code) => !inWindow.includes(code))!;
    expect(await verifySecondFactor(await admin(), far, by, 'sign-in', now)).toEqual({ kind: 'refused', reason: 'wrong' });
    expect(await verifySecondFactor(await admin(), 'not a code', by, 'bank details', now)).toEqual({ kind: 'refused', reason: 'wrong' });
    expect(await auditKinds(before)).toEqual([
      { kind: 'two-factor-failed', details: { during: 'sign-in', reason: 'wrong' } },
      { kind: 'two-factor-failed', details: { during: 'bank details', reason: 'wrong' } },
    ]);
  });
});

describe('recovery codes', () => {
  it('each work once, in any case and with or without the dash, and say how many are left', async () => {
    const { recoveryCodes } = await enrol();
    const [first, second] = recoveryCodes as [string, string];
    const before = await lastAuditId();
    expect(await verifySecondFactor(await admin(), first.toUpperCase(), by, 'sign-in')).toEqual({
      kind: 'accepted',
      via: 'recovery-code',
      recoveryCodesLeft: 9,
    });
    expect(await verifySecondFactor(await admin(), first, by, 'sign-in')).toEqual({ kind: 'refused', reason: 'wrong' });
    expect(await verifySecondFactor(await admin(), ` ${second.replace('-', '')} `, by, 'sign-in')).toMatchObject({ recoveryCodesLeft: 8 });
    expect(await auditKinds(before)).toEqual([
      { kind: 'recovery-code-used', details: { during: 'sign-in', recoveryCodesLeft: 9 } },
      { kind: 'two-factor-failed', details: { during: 'sign-in', reason: 'wrong' } },
      { kind: 'recovery-code-used', details: { during: 'sign-in', recoveryCodesLeft: 8 } },
    ]);
    expect(await readTwoFactorStatus(db, await admin())).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it('let only one of two requests sending the same code at once in', async () => {
    const { recoveryCodes } = await enrol();
    const outcomes = await Promise.all([0, 1, 2].map(async () => verifySecondFactor(await admin(), recoveryCodes[3]!, by, 'sign-in')));
    expect(outcomes.filter((o) => o.kind === 'accepted')).toHaveLength(1);
  });

  it("are drawn from Crockford's base 32 in lower case without 0 and 1, grouped in fours, and read as typed", () => {
    expect(RECOVERY_CODE_ALPHABET).toBe('23456789abcdefghjkmnpqrstvwxyz');
    const codes = newRecoveryCodes(300);
    expect(new Set(codes).size).toBe(300);
    for (const code of codes) expect(code).toMatch(/^\w{4}-\w{4}-\w{4}$/);
    // Every symbol of the alphabet turns up (a CSPRNG over all of it), and none that reads as another.
    const characters = new Set(codes.join('').replaceAll('-', ''));
    expect([...characters].sort().join('')).toBe(RECOVERY_CODE_ALPHABET);
    for (const ambiguous of ['0', 'o', '1', 'l', 'i']) expect(characters.has(ambiguous)).toBe(false);
    expect(normalizeRecoveryCode('ABCD EFGH JKMN')).toBe('abcd-efgh-jkmn');
    expect(normalizeRecoveryCode(' abcdefghjkmn ')).toBe('abcd-efgh-jkmn');
    // A current-length code with a symbol the alphabet doesn't have can't be one.
    expect(normalizeRecoveryCode('abcd-efgh-jkm0')).toBe('');
    expect(normalizeRecoveryCode('abcd-efgh-jkm')).toBe('');
    // The shape issued before still reads as it was hashed.
    expect(normalizeRecoveryCode('ABCDE 12345')).toBe('abcde-12345');
    expect(normalizeRecoveryCode('abcde-1234')).toBe('');
  });

  it('issued before, as xxxxx-xxxxx with 0, o, 1, l and i, keep working once each', async () => {
    await enrol();
    const id = (await admin()).id;
    const earlier = ['o0l1i-abcde', 'zz9il-10oo7'];
    await storeRecoveryCodes(db, id, await Promise.all(earlier.map(hashRecoveryCode)));
    expect(await verifySecondFactor(await admin(), 'O0L1I-ABCDE', by, 'sign-in')).toEqual({
      kind: 'accepted',
      via: 'recovery-code',
      recoveryCodesLeft: 1,
    });
    expect(await verifySecondFactor(await admin(), earlier[0]!, by, 'sign-in')).toEqual({ kind: 'refused', reason: 'wrong' });
    expect(await verifySecondFactor(await admin(), ' zz9il10oo7 ', by, 'sign-in')).toMatchObject({ recoveryCodesLeft: 0 });
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a current code, however fresh the session; then clears the key and the codes', async () => {
    const now = Date.now();
    const { secret } = await enrol(now);
    const code = codeAt(secret, now + 30_000);
    expect(await turnOffTwoFactor(await admin(), { password: PASSWORD, code: '' }, await change())).toEqual({
      kind: 'missing',
      field: 'code',
    });
    expect(await turnOffTwoFactor(await admin(), { password: '', code }, await change())).toEqual({ kind: 'missing', field: 'password' });
    expect(await turnOffTwoFactor(await admin(), { password: 'wrong', code }, await change())).toEqual({ kind: 'wrong-password' });
    expect(
      await turnOffTwoFactor(await admin(), { password: PASSWORD, code: '123456' === code ? '654321' : '123456' }, await change()),
    ).toEqual({
      kind: 'wrong-code',
    });
    expect((await admin()).totp_enabled_at).not.toBeNull();
    const before = await lastAuditId();
    expect(await turnOffTwoFactor(await admin(), { password: PASSWORD, code }, await change())).toEqual({ kind: 'turned-off' });
    expect(await admin()).toMatchObject({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await db.selectFrom('admin_recovery_codes').selectAll().execute()).toEqual([]);
    expect((await auditKinds(before)).at(-1)).toEqual({ kind: 'two-factor-disabled', details: { through: 'dashboard' } });
    expect(await turnOffTwoFactor(await admin(), { password: PASSWORD, code }, await change())).toEqual({ kind: 'not-enabled' });
  });

  it('disableTwoFactor (the shell’s --reset-2fa) clears the three columns and the codes, in the caller’s transaction', async () => {
    await enrol();
    const id = (await admin()).id;
    await expect(
      db.transaction().execute(async (trx) => {
        expect(await disableTwoFactor(trx, id)).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await admin()).totp_enabled_at).not.toBeNull();
    expect(await disableTwoFactor(db, id)).toBe(true);
    expect(await admin()).toMatchObject({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await db.selectFrom('admin_recovery_codes').selectAll().where('admin_id', '=', id).execute()).toEqual([]);
    expect(await disableTwoFactor(db, id)).toBe(false);
  });

  it('wrong codes count toward the sign-in throttle: the sixth check in 15 minutes is refused', async () => {
    const now = Date.now();
    const { secret } = await enrol(now);
    const clientAddress = '203.0.113.250';
    const throttled = await change({ reserve: () => reserveSignInAttempt(EMAIL, clientAddress) });
    for (let i = 0; i < 5; i++) {
      expect(await turnOffTwoFactor(await admin(), { password: PASSWORD, code: 'zzzzz-zzzzz' }, throttled)).toEqual({ kind: 'wrong-code' });
    }
    expect(await turnOffTwoFactor(await admin(), { password: PASSWORD, code: codeAt(secret, now + 30_000) }, throttled)).toMatchObject({
      kind: 'throttled',
    });
    expect((await admin()).totp_enabled_at).not.toBeNull();
  });
});
