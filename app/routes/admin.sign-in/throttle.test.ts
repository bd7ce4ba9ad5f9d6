import bcrypt from 'bcryptjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrResetAdmin, findAdminByEmail } from '~/features/admin-auth/admins.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';
import { callRoute, formRequest } from '../../../tests/helpers/route-call';
import { signInCookie } from '../../../tests/helpers/admin';
import { screenAction as dashboardAction } from '../../../tests/helpers/admin-screens';
import { action as signInAction } from './route';

// Every password check goes through bcrypt.compare: counting its calls counts the checks.
const compare = vi.spyOn(bcrypt, 'compare');
afterEach(() => compare.mockClear());

const attempt = (email: string, password: string, clientAddress: string) =>
  callRoute(signInAction, formRequest('/admin', { intent: 'sign-in', email, password }), { clientAddress });

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('sign-in attempts released all at once', () => {
  it('get at most 5 password checks per e-mail and never sign in, even when the last one is right', async () => {
    const admin = { email: 'race@recoverly.test', password: 'the right password' };
    await createOrResetAdmin(admin.email, admin.password);
    const attempts = Array.from({ length: 60 }, (_, i) =>
      attempt(admin.email, i === 59 ? admin.password : `wrong guess ${i}`, `10.20.${i >> 8}.${i & 255}`),
    );
    const outcomes = await Promise.all(attempts);
    const counts = statusCounts(outcomes.map((o) => o.status));
    expect(compare.mock.calls.length).toBeLessThanOrEqual(5);
    expect(counts[302]).toBeUndefined();
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(55);
    expect(outcomes.at(-1)!.headers.getSetCookie()).toEqual([]);
    for (const refused of outcomes.filter((o) => o.status === 429)) expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
  });

  it('get at most 5 password checks per address, whatever e-mails they name', async () => {
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => attempt(`guess${i}@example.com`, 'x', '10.21.0.1')));
    expect(compare.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statusCounts(outcomes.map((o) => o.status))).toEqual({ 401: 5, 429: 45 });
  });
});

describe('a blank password', () => {
  it('is refused without a password check and without counting, so it can never lock the administrator out', async () => {
    const admin = { email: 'blank@recoverly.test', password: 'blank test password' };
    await createOrResetAdmin(admin.email, admin.password);
    for (let i = 0; i < 12; i++) {
      const blank = await attempt(admin.email, '', `10.22.0.${i + 1}`);
      expect(blank.status).toBe(400);
      expect(blank.data.toast).toMatchObject({ title: 'Sign in Failed', description: 'Please enter your email and password.' });
    }
    expect(compare).not.toHaveBeenCalled();
    expect((await attempt(admin.email, admin.password, '10.22.1.1')).status).toBe(302);
  });
});

describe('Update Credentials with a wrong current password, 30 posts at once', () => {
  it('checks the current password at most 5 times and changes nothing', async () => {
    const admin = { email: 'update-race@recoverly.test', password: 'update race password' };
    await createOrResetAdmin(admin.email, admin.password);
    const cookie = await signInCookie(admin.email, admin.password, '10.23.0.1');
    const before = await findAdminByEmail(admin.email);
    compare.mockClear();
    const posts = Array.from({ length: 30 }, (_, i) =>
      callRoute(
        dashboardAction,
        formRequest(
          '/admin/account',
          { intent: 'update-credentials', email: '', newPassword: 'taken over password', currentPassword: `guess ${i}` },
          { Cookie: cookie },
        ),
        { clientAddress: `10.24.0.${i + 1}` },
      ),
    );
    const outcomes = await Promise.all(posts);
    expect(compare.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statusCounts(outcomes.map((o) => o.status))).toEqual({ 400: 5, 429: 25 });
    const refused = outcomes.find((o) => o.status === 429)!;
    expect(refused.data.toast).toMatchObject({
      title: 'Update Failed',
      description: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });
    expect(refused.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(await findAdminByEmail(admin.email)).toEqual(before);
  });
});
