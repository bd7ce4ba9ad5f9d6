import { Secret, TOTP } from 'otpauth';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrResetAdmin, findAdminByEmail } from '~/features/admin-auth/admins.server';
import { REAUTH_WINDOW_MS } from '~/features/admin-auth/reauth.server';
import { disableTwoFactor } from '~/features/admin-auth/two-factor.server';
import { db } from '~/lib/db/db.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { readToast } from '~/web/flash.server';
import { PENDING_COOKIE_NAME } from '~/web/two-factor-pending.server';
import { sessionCookieOnly, TEST_ADMIN } from '../../../tests/helpers/admin';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../../tests/helpers/route-call';
import { screenAction as dashboardAction, screenLoader as dashboardLoader } from '../../../tests/helpers/admin-screens';
import { action as signInAction, loader as signInLoader } from '../admin.sign-in/route';
import { action as twoFactorAction, loader as twoFactorLoader } from './route';

// Two-factor sign-in through the routes, as a browser posts them: the set-up page, the sign-in's code
// step (a pending cookie that is not a session), and turning it off.

const app = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
const codeAt = (secret: string, ms = Date.now()) => app(secret).generate({ timestamp: ms });

let address = 0;
const nextAddress = () => `10.77.${address >> 8}.${++address & 255}`;

const post = (action: (args: any) => unknown, url: string, fields: Record<string, string>, cookie = '', clientAddress = nextAddress()) =>
  callRoute(action, formRequest(url, fields, cookie ? { Cookie: cookie } : {}), { clientAddress });

/** The cookie pairs of a response merged over those sent: what the browser holds next. */
function jar(before: string, headers: Headers): string {
  const pairs = new Map(before ? before.split('; ').map((p) => [p.slice(0, p.indexOf('=')), p] as const) : []);
  for (const set of headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set)) pairs.delete(name);
    else pairs.set(name, pair);
  }
  return [...pairs.values()].join('; ');
}

async function passwordStep(clientAddress = nextAddress(), credentials = TEST_ADMIN) {
  const outcome = await post(signInAction, '/admin', { intent: 'sign-in', ...credentials }, '', clientAddress);
  return { outcome, cookie: jar('', outcome.headers) };
}

async function codeStep(cookie: string, code: string, clientAddress = nextAddress()) {
  const outcome = await post(signInAction, '/admin', { intent: 'sign-in-code', code }, cookie, clientAddress);
  return { outcome, cookie: jar(cookie, outcome.headers) };
}

const dashboardStatus = async (cookie: string) =>
  (await callRoute(dashboardLoader, getRequest('/admin/account', { Cookie: cookie }))).status;

/** Signs in with the password only (two-factor off), for the set-up. */
async function signInWithoutCode(credentials = TEST_ADMIN): Promise<string> {
  const { outcome } = await passwordStep(nextAddress(), credentials);
  expect(outcome.status).toBe(302);
  return sessionCookieOnly(cookiesFrom(outcome.headers));
}

/** Set Up, read the key off the page, confirm with the app's code: two-factor is on. */
async function enrolThroughThePage(session: string) {
  const started = await post(twoFactorAction, '/admin/two-factor', { intent: 'start' }, session);
  expect([started.status, started.location]).toEqual([302, '/admin/two-factor']);
  const page = await callRoute(twoFactorLoader, getRequest('/admin/two-factor', { Cookie: session }));
  expect(page.headers.get('Cache-Control')).toBe('no-store');
  const { groupedSecret, uri, qr } = page.data.enrolment;
  const secret = groupedSecret.replaceAll(' ', '');
  expect(uri).toContain(`secret=${secret}`);
  expect(qr.size).toBeGreaterThan(20);
  expect(qr.path).toMatch(/^M\d/);
  const confirmCode = codeAt(secret);
  const confirmed = await post(twoFactorAction, '/admin/two-factor', { intent: 'confirm', code: confirmCode }, session);
  expect(confirmed.status).toBe(200);
  expect(confirmed.data.toast).toMatchObject({ type: 'success', title: 'Two-Factor Authentication On' });
  return { secret, confirmCode, recoveryCodes: confirmed.data.recoveryCodes as string[] };
}

beforeAll(async () => {
  await seedDefaultSettings();
});

beforeEach(async () => {
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  await disableTwoFactor(db, (await findAdminByEmail(TEST_ADMIN.email))!.id);
});

describe('setting up two-factor sign-in on its page', () => {
  it('shows the key once started, turns on with a code, and hands out ten recovery codes once', async () => {
    const session = await signInWithoutCode();
    const off = await callRoute(twoFactorLoader, getRequest('/admin/two-factor', { Cookie: session }));
    expect(off.data).toMatchObject({ twoFactor: { enabled: false, pending: false }, enrolment: null, fresh: true });
    const { recoveryCodes } = await enrolThroughThePage(session);
    expect(recoveryCodes).toHaveLength(10);
    const on = await callRoute(twoFactorLoader, getRequest('/admin/two-factor', { Cookie: session }));
    expect(on.data).toMatchObject({ twoFactor: { enabled: true, recoveryCodesLeft: 10 }, enrolment: null });
    expect(JSON.stringify(on.data)).not.toContain(recoveryCodes[0]);
    const account = await callRoute(dashboardLoader, getRequest('/admin/account', { Cookie: session }));
    expect(account.data.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('asks for the password when the last sign-in is over 10 minutes old', async () => {
    const session = await signInWithoutCode();
    await post(twoFactorAction, '/admin/two-factor', { intent: 'start' }, session);
    await db
      .updateTable('admin_sessions')
      .set({ reauthenticated_at: new Date(Date.now() - REAUTH_WINDOW_MS - 1000).toISOString() })
      .execute();
    const page = await callRoute(twoFactorLoader, getRequest('/admin/two-factor', { Cookie: session }));
    expect(page.data.fresh).toBe(false);
    const secret = page.data.enrolment.groupedSecret.replaceAll(' ', '');
    const without = await post(twoFactorAction, '/admin/two-factor', { intent: 'confirm', code: codeAt(secret) }, session);
    expect([without.status, without.data.errors]).toEqual([400, { password: 'Please enter your password.' }]);
    const wrong = await post(twoFactorAction, '/admin/two-factor', { intent: 'confirm', code: codeAt(secret), password: 'nope' }, session);
    expect([wrong.status, wrong.data.toast.title]).toEqual([401, 'Set-Up Failed']);
    expect((await findAdminByEmail(TEST_ADMIN.email))!.totp_enabled_at).toBeNull();
    const right = await post(
      twoFactorAction,
      '/admin/two-factor',
      { intent: 'confirm', code: codeAt(secret), password: TEST_ADMIN.password },
      session,
    );
    expect(right.data.recoveryCodes).toHaveLength(10);
  });

  it('is only for a signed-in administrator', async () => {
    for (const cookie of ['', '__session=forged']) {
      const page = await callRoute(twoFactorLoader, getRequest('/admin/two-factor', { Cookie: cookie }));
      expect([page.status, page.location]).toEqual([302, '/admin']);
      const started = await post(twoFactorAction, '/admin/two-factor', { intent: 'start' }, cookie);
      expect([started.status, started.location]).toEqual([302, '/admin']);
    }
    expect((await findAdminByEmail(TEST_ADMIN.email))!.totp_secret).toBeNull();
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password; the half-way cookie opens nothing; the code signs in', async () => {
    const { secret } = await enrolThroughThePage(await signInWithoutCode());
    const { outcome, cookie } = await passwordStep();
    expect([outcome.status, outcome.location]).toEqual([302, '/admin']);
    expect(cookie).toContain(`${PENDING_COOKIE_NAME}=`);
    expect(cookie).not.toContain('__session=');
    expect(outcome.headers.getSetCookie().find((c) => c.startsWith(`${PENDING_COOKIE_NAME}=`))).toMatch(
      /Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // Half-way is not signed in: the dashboard and the set-up page send it back to /admin.
    expect(await dashboardStatus(cookie)).toBe(302);
    expect((await callRoute(twoFactorLoader, getRequest('/admin/two-factor', { Cookie: cookie }))).status).toBe(302);
    expect((await callRoute(signInLoader, getRequest('/admin', { Cookie: cookie }))).data).toMatchObject({ mode: 'code' });

    const signedIn = await codeStep(cookie, codeAt(secret, Date.now() + 30_000));
    expect([signedIn.outcome.status, signedIn.outcome.location]).toEqual([302, '/admin/dashboard']);
    expect(signedIn.cookie).not.toContain(`${PENDING_COOKIE_NAME}=`);
    const flash = await readToast(new Request('http://localhost/', { headers: { Cookie: signedIn.cookie } }));
    expect(flash?.toast).toMatchObject({ title: 'Login Successful', description: 'Redirecting to dashboard...' });
    expect(await dashboardStatus(sessionCookieOnly(signedIn.cookie))).toBe(200);
  });

  it('answers a blank code beside the code field, without recording a failure or showing anything typed back', async () => {
    await enrolThroughThePage(await signInWithoutCode());
    const { cookie } = await passwordStep();
    const blank = await codeStep(cookie, '   ');
    expect([blank.outcome.status, blank.outcome.data.errors, blank.outcome.data.values]).toEqual([
      400,
      { code: 'Please enter the 6-digit code from your authenticator app, or a recovery code.' },
      {},
    ]);
    const failures = await db.selectFrom('audit_log').select('id').where('kind', '=', 'two-factor-failed').execute();
    expect(failures).toEqual([]);
  });

  it('refuses a wrong code and a reused one, and records each failure', async () => {
    const { secret, confirmCode } = await enrolThroughThePage(await signInWithoutCode());
    const { cookie } = await passwordStep();
    const inWindow = [-1, 0, 1].map((o) => codeAt(secret, Date.now() + o * 30_000));
    const wrong = ['123456', '654321', '000000'].find((c) => !inWindow.includes(c))!;
    const refused = await codeStep(cookie, wrong);
    expect(refused.outcome.status).toBe(401);
    expect(refused.outcome.data.toast).toMatchObject({ title: 'Sign in Failed', description: 'Invalid authentication code.' });
    expect(refused.outcome.headers.getSetCookie()).toEqual([]);

    // The code that confirmed the set-up was used in its window: refused.
    const reused = await codeStep(cookie, confirmCode);
    expect(reused.outcome.status).toBe(401);
    const next = codeAt(secret, Date.now() + 30_000);
    expect((await codeStep(cookie, next)).outcome.status).toBe(302);
    // And that one too, now: a second sign-in with it is refused.
    const again = await passwordStep();
    expect((await codeStep(again.cookie, next)).outcome.status).toBe(401);
    const failures = await db.selectFrom('audit_log').select('details').where('kind', '=', 'two-factor-failed').orderBy('id').execute();
    expect(failures.map((row) => JSON.parse(row.details))).toEqual([
      { during: 'sign-in', reason: 'wrong' },
      { during: 'sign-in', reason: 'reused' },
      { during: 'sign-in', reason: 'reused' },
    ]);
  });

  it('takes a recovery code once', async () => {
    const { recoveryCodes } = await enrolThroughThePage(await signInWithoutCode());
    const first = await passwordStep();
    const used = await codeStep(first.cookie, recoveryCodes[0]!);
    expect(used.outcome.status).toBe(302);
    const second = await passwordStep();
    expect((await codeStep(second.cookie, recoveryCodes[0]!)).outcome.status).toBe(401);
    const row = await db.selectFrom('audit_log').select('details').where('kind', '=', 'recovery-code-used').executeTakeFirstOrThrow();
    expect(JSON.parse(row.details)).toEqual({ during: 'sign-in', recoveryCodesLeft: 9 });
  });

  it('counts wrong codes like wrong passwords: after five, even the right code is refused (429)', async () => {
    // The one administrator, under an e-mail of this test's own: its counter fills up here.
    const credentials = { email: 'throttled-2fa@recoverly.test', password: TEST_ADMIN.password };
    await createOrResetAdmin(credentials.email, credentials.password);
    const { secret } = await enrolThroughThePage(await signInWithoutCode(credentials));
    const clientAddress = '10.78.0.1';
    // The right password does not start the count afresh while the code is still to come.
    const { cookie } = await passwordStep(clientAddress, credentials);
    for (let i = 0; i < 4; i++) expect((await codeStep(cookie, 'zzzzz-zzzzz', clientAddress)).outcome.status).toBe(401);
    const refused = await codeStep(cookie, codeAt(secret, Date.now() + 30_000), clientAddress);
    expect(refused.outcome.status).toBe(429);
    expect(refused.outcome.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    // The same e-mail from another address is throttled too (the e-mail's counter).
    const elsewhere = await passwordStep('10.78.0.2', credentials);
    expect(elsewhere.outcome.status).toBe(429);
  });

  it('sends an expired or forged half-way cookie back to the password', async () => {
    await enrolThroughThePage(await signInWithoutCode());
    for (const cookie of ['', `${PENDING_COOKIE_NAME}=forged`]) {
      expect((await callRoute(signInLoader, getRequest('/admin', { Cookie: cookie }))).data).toMatchObject({ mode: 'sign-in' });
      const outcome = await codeStep(cookie, '123456');
      expect([outcome.outcome.status, outcome.outcome.location]).toEqual([302, '/admin']);
    }
    // A password change (a new credentials version) ends a half-way sign-in too.
    const { cookie } = await passwordStep();
    await db.updateTable('admins').set({ credentials_version: 999 }).execute();
    expect((await callRoute(signInLoader, getRequest('/admin', { Cookie: cookie }))).data).toMatchObject({ mode: 'sign-in' });
  });

  it('lets the administrator start over with another account', async () => {
    await enrolThroughThePage(await signInWithoutCode());
    const { cookie } = await passwordStep();
    const left = await post(signInAction, '/admin', { intent: 'leave-code-step' }, cookie);
    expect(left.status).toBe(302);
    expect(jar(cookie, left.headers)).not.toContain(`${PENDING_COOKIE_NAME}=`);
  });
});

describe('turning two-factor off on its page', () => {
  it('needs the password and a current code; then sign-in asks for the password only', async () => {
    const session = await signInWithoutCode();
    const { secret } = await enrolThroughThePage(session);
    const code = codeAt(secret, Date.now() + 30_000);
    const noCode = await post(twoFactorAction, '/admin/two-factor', { intent: 'disable', password: TEST_ADMIN.password }, session);
    expect([noCode.status, noCode.data.toast.title]).toEqual([400, 'Turn Off Failed']);
    const wrongPassword = await post(twoFactorAction, '/admin/two-factor', { intent: 'disable', password: 'nope', code }, session);
    expect(wrongPassword.status).toBe(401);
    const off = await post(twoFactorAction, '/admin/two-factor', { intent: 'disable', password: TEST_ADMIN.password, code }, session);
    expect([off.status, off.location]).toEqual([302, '/admin/account']);
    expect((await findAdminByEmail(TEST_ADMIN.email))!.totp_enabled_at).toBeNull();
    const { outcome } = await passwordStep();
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/dashboard']);
  });

  it('refuses a code or a password sent twice beside that field, and turns nothing off', async () => {
    const session = await signInWithoutCode();
    const { secret } = await enrolThroughThePage(session);
    const code = codeAt(secret, Date.now() + 30_000);
    const twice = (fields: Record<string, string | string[]>) =>
      callRoute(twoFactorAction, formRequest('/admin/two-factor', { intent: 'disable', ...fields }, { Cookie: session }), {
        clientAddress: nextAddress(),
      });
    const codes = await twice({ password: TEST_ADMIN.password, code: ['000000', code] });
    expect([codes.status, codes.data.errors, codes.data.toast.title]).toEqual([
      400,
      { code: 'Authentication Code was sent more than once.' },
      'Turn Off Failed',
    ]);
    const passwords = await twice({ password: ['nope', TEST_ADMIN.password], code });
    expect([passwords.status, passwords.data.errors]).toEqual([400, { password: 'Current Password was sent more than once.' }]);
    expect((await findAdminByEmail(TEST_ADMIN.email))!.totp_enabled_at).not.toBeNull();
  });
});

describe('changing the credentials with two-factor on', () => {
  it('asks for a current code besides the current password, and counts as a fresh sign-in', async () => {
    const session = await signInWithoutCode();
    const { secret } = await enrolThroughThePage(session);
    await db
      .updateTable('admin_sessions')
      .set({ reauthenticated_at: new Date(Date.now() - REAUTH_WINDOW_MS - 1000).toISOString() })
      .execute();
    const update = (fields: Record<string, string>) =>
      post(
        dashboardAction,
        '/admin/account',
        { intent: 'update-credentials', email: 'moved@recoverly.test', newPassword: '', ...fields },
        session,
      );
    const noCode = await update({ currentPassword: TEST_ADMIN.password });
    expect([noCode.status, noCode.data.errors]).toEqual([
      400,
      { currentCode: 'Two-factor sign-in is on: enter the code from your authenticator app, or a recovery code.' },
    ]);
    const wrongCode = await update({ currentPassword: TEST_ADMIN.password, currentCode: 'zzzzz-zzzzz' });
    expect([wrongCode.status, wrongCode.data.errors]).toEqual([
      400,
      { currentCode: 'The authentication code is not correct, or was already used.' },
    ]);
    expect(await findAdminByEmail('moved@recoverly.test')).toBeUndefined();
    const moved = await update({ currentPassword: TEST_ADMIN.password, currentCode: codeAt(secret, Date.now() + 30_000) });
    expect(moved.status).toBe(302);
    expect(await findAdminByEmail('moved@recoverly.test')).toBeDefined();
    // This session's proof is fresh again (every other one was made stale above).
    const row = await db
      .selectFrom('admin_sessions')
      .select('reauthenticated_at')
      .orderBy('reauthenticated_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.reauthenticated_at!)).toBeLessThan(60_000);
  });
});
