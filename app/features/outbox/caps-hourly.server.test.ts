import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '~/lib/db/db.server';
import { env } from '~/lib/env.server';
import { createHelpRequest } from '~/features/requests/intake.server';
import { seedDefaultSettings } from '~/features/settings/settings.server';

// The site-wide hourly cap, set low for this file's process (the environment is read once per process).
vi.hoisted(() => {
  process.env.MAIL_ACKNOWLEDGEMENTS_PER_HOUR = '4';
});

const HOURLY_REASON =
  'Not sent: 4 acknowledgements already went out in the last hour, the site-wide limit (MAIL_ACKNOWLEDGEMENTS_PER_HOUR).';

const help = (email: string) => createHelpRequest({ name: 'Hal', email, subject: 'Lost files', message: 'Help' });

async function acknowledgements() {
  return db
    .selectFrom('outbox')
    .select(['recipient', 'status', 'last_error'])
    .where('kind', '=', 'request-acknowledgement')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  await seedDefaultSettings();
});

describe('the hourly cap on acknowledgements', () => {
  it('is read from MAIL_ACKNOWLEDGEMENTS_PER_HOUR', () => {
    expect(env().acknowledgementsPerHour).toBe(4);
  });

  it('skips every acknowledgement past the cap in the last hour, whoever they go to, and says why', async () => {
    for (let i = 1; i <= 6; i++) await help(`someone${i}@example.com`);
    const rows = await acknowledgements();
    expect(rows.map((row) => row.status)).toEqual(['queued', 'queued', 'queued', 'queued', 'skipped', 'skipped']);
    expect(rows.slice(4).map((row) => row.last_error)).toEqual([HOURLY_REASON, HOURLY_REASON]);
    // Every request is saved all the same.
    expect(await db.selectFrom('requests').select('id').where('kind', '=', 'help').execute()).toHaveLength(6);
  });

  it('counts only the last hour', async () => {
    await db
      .updateTable('outbox')
      .set({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .execute();
    await help('later@example.com');
    expect((await acknowledgements()).at(-1)).toMatchObject({ recipient: 'later@example.com', status: 'queued', last_error: null });
  });
});
