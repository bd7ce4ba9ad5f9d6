import { expect, it, vi } from 'vitest';
import { countAdmins } from '~/features/admin-auth/admins.server';
import { issueSetupToken } from '~/features/admin-auth/setup-token.server';
import { refuseInserts } from '../../../tests/helpers/db-faults';
import { callRoute, formRequest } from '../../../tests/helpers/route-call';
import { action } from './route';

// This file's database has no administrator yet: the first-run sign-up is open with a token.
it("a failed first-run sign-up shows 'Something went wrong', never the database's message", async () => {
  const repair = await refuseInserts('admins', 'no such table: admins_secret');
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const outcome = await callRoute(
      action,
      formRequest('/admin', {
        intent: 'sign-up',
        email: 'first@example.com',
        password: 'long enough pw',
        confirmPassword: 'long enough pw',
        setup: await issueSetupToken(),
      }),
    );
    expect(outcome.status).toBe(500);
    expect(outcome.data.toast).toMatchObject({ type: 'error', title: 'Sign up Failed', description: 'Something went wrong' });
    expect(JSON.stringify(outcome.data)).not.toContain('admins_secret');
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain('admins_secret');
  } finally {
    logged.mockRestore();
    await repair();
  }
  expect(await countAdmins()).toBe(0);
});
