import { beforeAll, describe, expect, it } from 'vitest';
import { countAdmins, createOrResetAdmin, findAdminByEmail } from '~/features/admin-auth/admins.server';
import { readToast } from '~/web/flash.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { issueSetupToken, isValidSetupToken } from '~/features/admin-auth/setup-token.server';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../../tests/helpers/route-call';
import { sessionCookieOnly, signInCookie, TEST_ADMIN } from '../../../tests/helpers/admin';
import { screenLoader as dashboardLoader } from '../../../tests/helpers/admin-screens';
import { action, loader } from './route';

// The server writes the default settings before it serves; the dashboard reads them.
beforeAll(async () => {
  await seedDefaultSettings();
});

const attempt = (email: string, password: string, clientAddress: string) =>
  callRoute(action, formRequest('/admin', { intent: 'sign-in', email, password }), { clientAddress });

// The order matters: the database starts without an administrator (first run).
describe('first run: creating the administrator', () => {
  const signUp = (fields: Record<string, string>) => callRoute(action, formRequest('/admin', { intent: 'sign-up', ...fields }));

  it('without a setup token, /admin explains how the administrator is created', async () => {
    expect(await countAdmins()).toBe(0);
    expect((await callRoute(loader, getRequest('/admin'))).data).toMatchObject({ mode: 'setup-required' });
    expect((await callRoute(loader, getRequest('/admin?setup=guess'))).data).toMatchObject({ mode: 'setup-required' });
  });

  it('refuses a sign-up without the token, and bad input with the token', async () => {
    const token = await issueSetupToken();
    const noToken = await signUp({
      email: 'first@example.com',
      password: 'long enough pw',
      confirmPassword: 'long enough pw',
      setup: 'wrong',
    });
    expect(noToken.status).toBe(403);
    expect(noToken.data.toast.title).toBe('Sign up Failed');
    const short = await signUp({ email: 'first@example.com', password: 'short', confirmPassword: 'short', setup: token });
    expect(short.data.toast).toMatchObject({ title: 'Sign up Failed', description: 'The password must be at least 8 characters long.' });
    const mismatch = await signUp({
      email: 'first@example.com',
      password: 'long enough pw',
      confirmPassword: 'other pw 123',
      setup: token,
    });
    expect(mismatch.data.errors.confirmPassword).toBe('The passwords do not match.');
    expect(await countAdmins()).toBe(0);
  });

  it('answers each bad field of the sign-up beside it, keeps the e-mail and never shows a password back', async () => {
    const token = await issueSetupToken();
    const badEmail = await signUp({ email: 'not an address', password: 'long enough pw', confirmPassword: 'long enough pw', setup: token });
    expect([badEmail.status, badEmail.data.errors]).toEqual([400, { email: 'Please enter a valid e-mail address.' }]);
    expect(badEmail.data.values).toEqual({ email: 'not an address' });
    const short = await signUp({ email: 'first@example.com', password: 'short', confirmPassword: 'short', setup: token });
    expect([short.status, short.data.errors]).toEqual([400, { password: 'The password must be at least 8 characters long.' }]);
    expect(short.data.values).toEqual({ email: 'first@example.com' });
    expect(await countAdmins()).toBe(0);
  });

  it('with the token, creates the administrator, signs in, and closes sign-up for good', async () => {
    const token = await issueSetupToken();
    expect((await callRoute(loader, getRequest(`/admin?setup=${token}`))).data).toMatchObject({ mode: 'sign-up', setupToken: token });
    const outcome = await signUp({
      email: 'First@Example.com',
      password: 'long enough pw',
      confirmPassword: 'long enough pw',
      setup: token,
    });
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/dashboard']);
    expect(await countAdmins()).toBe(1);
    expect(await isValidSetupToken(token)).toBe(false);
    const session = sessionCookieOnly(cookiesFrom(outcome.headers));
    expect((await callRoute(dashboardLoader, getRequest('/admin/dashboard', { Cookie: session }))).status).toBe(200);

    // A second token (say, leaked) can't reset the existing administrator.
    const again = await issueSetupToken();
    expect((await callRoute(loader, getRequest(`/admin?setup=${again}`))).data).toMatchObject({ mode: 'sign-in' });
    const takeover = await signUp({
      email: 'thief@example.com',
      password: 'long enough pw',
      confirmPassword: 'long enough pw',
      setup: again,
    });
    expect(takeover.status).toBe(403);
    expect(await findAdminByEmail('thief@example.com')).toBeUndefined();
  });
});

describe('signing in', () => {
  it('succeeds with a toast, a new session cookie and the dashboard', async () => {
    await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
    const outcome = await attempt(TEST_ADMIN.email, TEST_ADMIN.password, '10.2.0.1');
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/dashboard']);
    const setCookies = outcome.headers.getSetCookie();
    expect(setCookies.some((c) => /^__session=.+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/.test(c))).toBe(true);
    const flash = await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(outcome.headers) } }));
    expect(flash?.toast).toMatchObject({ title: 'Login Successful', description: 'Redirecting to dashboard...' });
  });

  it('sends an administrator who is already signed in to the dashboard', async () => {
    const cookie = await signInCookie(TEST_ADMIN.email, TEST_ADMIN.password, '10.2.0.2');
    const outcome = await callRoute(loader, getRequest('/admin', { Cookie: cookie }));
    expect([outcome.status, outcome.location]).toEqual([302, '/admin/dashboard']);
  });

  it('fails the same way for a wrong password and an unknown e-mail, keeping the e-mail', async () => {
    const wrong = await attempt(TEST_ADMIN.email, 'not the password', '10.2.0.3');
    const unknown = await attempt('nobody@example.com', 'not the password', '10.2.0.4');
    for (const outcome of [wrong, unknown]) {
      expect(outcome.status).toBe(401);
      expect(outcome.data.toast).toMatchObject({ type: 'error', title: 'Sign in Failed', description: 'Invalid email or password.' });
      expect(outcome.headers.getSetCookie()).toEqual([]);
    }
    expect(wrong.data.values).toEqual({ email: TEST_ADMIN.email });
  });

  it('refuses the 6th attempt after 5 failures for one e-mail, even with the right password', async () => {
    const email = 'throttled@example.com';
    // The one administrator, renamed for this test (and put back at the end).
    await createOrResetAdmin(email, 'throttle password');
    for (let i = 1; i <= 5; i++) expect((await attempt(email, `wrong ${i}`, `10.3.0.${i}`)).status).toBe(401);
    const sixth = await attempt(email, 'throttle password', '10.3.0.6');
    expect(sixth.status).toBe(429);
    expect(sixth.data.toast).toMatchObject({
      title: 'Sign in Failed',
      description: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    // An unknown e-mail is throttled the same way, so a 429 tells nothing about who exists.
    for (let i = 1; i <= 5; i++) await attempt('ghost@example.com', 'x', `10.4.0.${i}`);
    expect((await attempt('ghost@example.com', 'x', '10.4.0.6')).data.toast.description).toBe(sixth.data.toast.description);
    await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
  });

  it('refuses the 6th attempt from one address whatever the e-mail', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt(`guess${i}@example.com`, 'x', '10.5.0.1')).status).toBe(401);
    expect((await attempt(TEST_ADMIN.email, TEST_ADMIN.password, '10.5.0.1')).status).toBe(429);
    expect((await attempt(TEST_ADMIN.email, TEST_ADMIN.password, '10.5.0.2')).status).toBe(302);
  });

  it('counts an IPv6 client’s whole /64 as one address, as every other limit does', async () => {
    const net = '2001:db8:33:7';
    for (let i = 1; i <= 5; i++) expect((await attempt(`guess-v6-${i}@example.com`, 'x', `${net}::${i.toString(16)}`)).status).toBe(401);
    const sixth = await attempt(TEST_ADMIN.email, TEST_ADMIN.password, `${net}:ffff:ffff:ffff:ffff`);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect((await attempt(TEST_ADMIN.email, TEST_ADMIN.password, '2001:db8:33:8::1')).status).toBe(302);
  });

  it('answers a blank e-mail beside the e-mail and a blank password beside the password, never showing the password back', async () => {
    const noEmail = await attempt('  ', TEST_ADMIN.password, '10.7.0.1');
    expect([noEmail.status, noEmail.data.errors, noEmail.data.values]).toEqual([
      400,
      { email: 'Please enter your email.' },
      { email: '  ' },
    ]);
    expect(noEmail.data.toast.description).toBe('Please enter your email and password.');
    const noPassword = await attempt(TEST_ADMIN.email, '', '10.7.0.1');
    expect([noPassword.status, noPassword.data.errors, noPassword.data.values]).toEqual([
      400,
      { password: 'Please enter your password.' },
      { email: TEST_ADMIN.email },
    ]);
    expect(noEmail.headers.getSetCookie()).toEqual([]);
    // Neither was counted: that address still has its five tries.
    for (let i = 1; i <= 5; i++) expect((await attempt(`blank-guess${i}@example.com`, 'x', '10.7.0.1')).status).toBe(401);
    expect((await attempt('blank-guess6@example.com', 'x', '10.7.0.1')).status).toBe(429);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    const address = '10.6.0.1';
    for (let i = 1; i <= 4; i++) expect((await attempt(TEST_ADMIN.email, 'wrong', address)).status).toBe(401);
    expect((await attempt(TEST_ADMIN.email, TEST_ADMIN.password, address)).status).toBe(302);
    for (let i = 1; i <= 5; i++) expect((await attempt(TEST_ADMIN.email, 'wrong', address)).status).toBe(401);
    expect((await attempt(TEST_ADMIN.email, TEST_ADMIN.password, address)).status).toBe(429);
  });
});
