import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '~/lib/db/db.server';
import { createAdminIfNone, createOrResetAdmin } from './admins.server';

const PASSWORD = 'a long test password';

beforeEach(async () => {
  await db.deleteFrom('admin_sessions').execute();
  await db.deleteFrom('admins').execute();
});

describe('creating the administrator only while none exists', () => {
  it('creates one administrator when five try at once, and tells the other four one exists', async () => {
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map((n) => createAdminIfNone(`owner${n}@recoverly.test`, PASSWORD)));
    expect(outcomes.filter((outcome) => outcome.kind === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'exists')).toHaveLength(4);
    const rows = await db.selectFrom('admins').select('email').execute();
    expect(rows).toHaveLength(1);
    const created = outcomes.find((outcome) => outcome.kind === 'created');
    expect(created?.kind === 'created' && created.admin.email).toBe(rows[0]!.email);
  });

  it('never resets an administrator that exists', async () => {
    await createOrResetAdmin('owner@recoverly.test', PASSWORD);
    const before = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(await createAdminIfNone('intruder@example.com', 'another long password')).toEqual({ kind: 'exists' });
    expect(await db.selectFrom('admins').selectAll().execute()).toEqual([before]);
  });
});
