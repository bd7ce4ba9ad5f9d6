import { expect, expectToast, test } from './fixtures';
import { ADMIN, signIn } from './admin-helpers';
import { postForm, startOwnServer, type OwnServer } from './own-server';

const sessionPair = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => /^(__session|__Host-session)=/.test(c))
    .join('; ');

/** Where the dashboard sends a request carrying this cookie. */
async function dashboardStatus(base: string, cookie: string) {
  const response = await fetch(`${base}/admin/dashboard`, { headers: { cookie }, redirect: 'manual' });
  return response.status === 200 ? 'signed in' : `${response.status} ${response.headers.get('location')}`;
}

test.describe('administrator sessions', () => {
  let own: OwnServer;
  test.beforeAll(async () => {
    own = await startOwnServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  });
  test.afterAll(async () => {
    await own?.dispose();
  });

  test('a session cookie copied before Logout is refused afterwards', async ({ page, context }) => {
    await signIn(page, own.server.url);
    const copied = (await context.cookies(own.server.url)).find((c) => c.name === '__session')!;
    expect(copied).toBeTruthy();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await dashboardStatus(own.server.url, `__session=${copied.value}`)).toBe('302 /admin');
  });

  test('Sign Out Everywhere on the Admin Account tab ends every session, with a toast', async ({ page, javaScriptOn }, testInfo) => {
    // Another device, signed in over HTTP.
    const other = await postForm(own.server.url, '/admin', { intent: 'sign-in', ...ADMIN }, `127.40.0.${testInfo.retry + 1}`);
    const otherCookie = sessionPair(other);
    expect(await dashboardStatus(own.server.url, otherCookie)).toBe('signed in');

    await signIn(page, own.server.url);
    await page.goto(`${own.server.url}/admin/account`);
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expectToast(
      page,
      javaScriptOn,
      'Signed Out Everywhere',
      'Every session of this account has ended, on every device. Sign in again to continue.',
    );
    expect(await dashboardStatus(own.server.url, otherCookie)).toBe('302 /admin');
    await page.goto(`${own.server.url}/admin/dashboard`);
    await expect(page).toHaveURL(/\/admin$/);
  });
});

// An HTTP-level check: run once.
test('over HTTPS the session cookie carries the __Host- prefix', { tag: '@needs-js' }, async () => {
  const own = await startOwnServer({ HTTPS: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const response = await postForm(own.server.url, '/admin', { intent: 'sign-in', ...ADMIN }, '127.41.0.1');
    expect(response.status).toBe(302);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('__Host-session='))!;
    expect(cookie).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(await dashboardStatus(own.server.url, cookie.split(';')[0]!)).toBe('signed in');
  } finally {
    await own.dispose();
  }
});
