import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { countAdmins } from '~/lib/admins.server';
import { db } from '~/lib/db.server';
import { issueSetupToken } from '~/lib/setup-token.server';
import { callRoute, formRequest } from '../../tests/helpers/route-call';
import { action } from './admin.sign-in';

// This file's database has no administrator yet: the first-run sign-up is open with a token.
it("a failed first-run sign-up shows 'Something went wrong', never the database's message", async () => {
  await sql
    .raw("CREATE TRIGGER refuse_admin BEFORE INSERT ON admins BEGIN SELECT RAISE(ABORT, 'no such table: admins_secret'); END")
    .execute(db);
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const outcome = await callRoute(
      action,
      formRequest('/admin', {
        intent: 'sign-up',
        email: 'first@example.com',
        password: 'long enough pw',
        confirmPassword: 'long enough pw',
        setup: issueSetupToken(),
      }),
    );
    expect(outcome.status).toBe(500);
    expect(outcome.data.toast).toMatchObject({ type: 'error', title: 'Sign up Failed', description: 'Something went wrong' });
    expect(JSON.stringify(outcome.data)).not.toContain('admins_secret');
    expect(logged.mock.calls.flat().map(String).join(' ')).toContain('admins_secret');
  } finally {
    logged.mockRestore();
    await sql.raw('DROP TRIGGER refuse_admin').execute(db);
  }
  expect(await countAdmins()).toBe(0);
});
