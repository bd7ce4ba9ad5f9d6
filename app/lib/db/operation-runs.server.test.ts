import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db.server';
import { claimOperation, finishOperation, readOperationRun } from './operation-runs.server';

// The operations the server runs on a timer take turns through the database: of several processes
// (several connections, on PostgreSQL) only one holds each at a time.

afterEach(async () => {
  await db
    .updateTable('operation_runs')
    .set({ claimed_until: null, started_at: null, finished_at: null, outcome: null, details: '{}' })
    .execute();
});

describe('an operation’s turn', () => {
  it('goes to one of many claims made at once, and is free again once the run is recorded', async () => {
    const now = new Date();
    const until = new Date(now.getTime() + 60_000);
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimOperation('backup', now, until)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // The other operation is a turn of its own.
    expect(await claimOperation('update-check', now, until)).toBe(true);
    await finishOperation('backup', { startedAt: now, outcome: 'ok', details: { file: 'data/backups/x.tar.gz' } });
    expect(await readOperationRun<{ file: string }>('backup')).toMatchObject({
      startedAt: now.toISOString(),
      outcome: 'ok',
      details: { file: 'data/backups/x.tar.gz' },
    });
    expect(await claimOperation('backup', now, until)).toBe(true);
  });

  it('is taken over once a claim has run out (a process that died while it held it)', async () => {
    const then = new Date('2026-11-29T03:00:00.000Z');
    expect(await claimOperation('backup', then, new Date(then.getTime() + 1_000))).toBe(true);
    expect(await claimOperation('backup', new Date(then.getTime() + 500), new Date(then.getTime() + 60_000))).toBe(false);
    expect(await claimOperation('backup', new Date(then.getTime() + 2_000), new Date(then.getTime() + 60_000))).toBe(true);
  });
});
