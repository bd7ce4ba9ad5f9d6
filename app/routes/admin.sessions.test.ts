import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrResetAdmin } from '~/features/admin-auth/admins.server';
import { db } from '~/lib/db/db.server';
import { readToast } from '~/web/flash.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { callRoute, cookiesFrom, formRequest, getRequest } from '../../tests/helpers/route-call';
import { signInCookie, TEST_ADMIN } from '../../tests/helpers/admin';
import { screenLoader as dashboardLoader } from '../../tests/helpers/admin-screens';
import { action as logoutAction } from './admin.logout';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** Where the dashboard sends this cookie: 200 (signed in) or the sign-in page. */
async function dashboardWith(cookie: string) {
  const outcome = await callRoute(dashboardLoader, getRequest('/admin/dashboard', { Cookie: cookie }));
  return outcome.status === 200 ? 'signed in' : `${outcome.status} ${outcome.location}`;
}

const logout = (cookie: string, fields: Record<string, string> = {}) =>
  callRoute(logoutAction, formRequest('/admin/logout', fields, { Cookie: cookie }));

let address = 0;
const signIn = () => signInCookie(TEST_ADMIN.email, TEST_ADMIN.password, `10.30.0.${++address}`);

beforeAll(async () => {
  await seedDefaultSettings();
  await createOrResetAdmin(TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('logging out', () => {
  it('ends the session on the server: a copy of the cookie taken before opens nothing afterwards', async () => {
    const cookie = await signIn();
    const copy = cookie;
    expect(await dashboardWith(cookie)).toBe('signed in');
    const outcome = await logout(cookie);
    expect([outcome.status, outcome.location]).toEqual([302, '/admin']);
    expect(await dashboardWith(copy)).toBe('302 /admin');
  });

  it('leaves the administrator’s other sessions signed in', async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    await logout(here);
    expect(await dashboardWith(elsewhere)).toBe('signed in');
  });
});

describe('Sign Out Everywhere', () => {
  it('ends every session of the administrator, this one included, and says so', async () => {
    const sessions = [await signIn(), await signIn(), await signIn()];
    const outcome = await logout(sessions[0]!, { scope: 'everywhere' });
    expect([outcome.status, outcome.location]).toEqual([302, '/admin']);
    const flash = await readToast(new Request('http://localhost/', { headers: { Cookie: cookiesFrom(outcome.headers) } }));
    expect(flash?.toast).toMatchObject({ type: 'success', title: 'Signed Out Everywhere' });
    for (const cookie of sessions) expect(await dashboardWith(cookie)).toBe('302 /admin');
    expect(await db.selectFrom('admin_sessions').selectAll().execute()).toEqual([]);
  });
});

describe('a session’s lifetime', () => {
  it('ends 7 days after sign-in, however busy it was', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-12-01T09:00:00Z');
    vi.setSystemTime(start);
    const cookie = await signIn();
    // Used every 10 hours, so never idle.
    for (let t = 10 * HOUR; t < 7 * DAY; t += 10 * HOUR) {
      vi.setSystemTime(start + t);
      expect(await dashboardWith(cookie), `after ${t / HOUR} h`).toBe('signed in');
    }
    vi.setSystemTime(start + 7 * DAY + 60_000);
    expect(await dashboardWith(cookie)).toBe('302 /admin');
  });

  it('ends after 12 hours without a request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-12-10T09:00:00Z');
    vi.setSystemTime(start);
    const cookie = await signIn();
    vi.setSystemTime(start + 11 * HOUR);
    expect(await dashboardWith(cookie)).toBe('signed in');
    vi.setSystemTime(start + 22 * HOUR);
    expect(await dashboardWith(cookie)).toBe('signed in');
    vi.setSystemTime(start + 34 * HOUR + 60_000);
    expect(await dashboardWith(cookie)).toBe('302 /admin');
  });

  it('records activity at most once a minute, not on every request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-12-20T09:00:00Z');
    vi.setSystemTime(start);
    const cookie = await signIn();
    const lastSeen = async () =>
      (await db.selectFrom('admin_sessions').select('last_seen_at').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).last_seen_at;
    expect(await lastSeen()).toBe(new Date(start).toISOString());
    vi.setSystemTime(start + 30_000);
    await dashboardWith(cookie);
    await dashboardWith(cookie);
    expect(await lastSeen()).toBe(new Date(start).toISOString());
    vi.setSystemTime(start + 90_000);
    await dashboardWith(cookie);
    expect(await lastSeen()).toBe(new Date(start + 90_000).toISOString());
  });

  it('is carried by a cookie that expires with it and is not re-issued on every request', async () => {
    const outcome = await callRoute(
      (await import('./admin.sign-in/route')).action,
      formRequest('/admin', { intent: 'sign-in', email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
      { clientAddress: '10.31.0.1' },
    );
    const session = outcome.headers.getSetCookie().find((c) => c.startsWith('__session='))!;
    expect(session).toMatch(/; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = session.split(';')[0]!;
    const dashboard = await callRoute(dashboardLoader, getRequest('/admin/dashboard', { Cookie: cookie }));
    expect(dashboard.headers.getSetCookie()).toEqual([]);
  });
});
