import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { db } from '~/lib/db/db.server';
import { claimOperation, finishOperation } from '~/lib/db/operation-runs.server';
import { env, parseEnv } from '~/lib/env.server';
import { describeBackupRun, pruneScheduledArchives, runBackupCommand, takeScheduledBackup } from './schedule.server';
import { readBackupStatus } from './status.server';

// The schedule's parts on this test file's own database (DATABASE_PATH): a backup, the pruning,
// BACKUP_COMMAND, and what the overview is told.

/** data/backups beside this test file's database. */
function backupsFolderHere(): string {
  const database = env().database;
  if (database.kind !== 'sqlite') throw new Error('a SQLite test');
  return path.join(path.dirname(database.file), 'backups');
}

let folder: string;
beforeEach(() => {
  folder = tempFolder('schedule');
});
afterEach(async () => {
  fs.rmSync(folder, { recursive: true, force: true });
  await db.updateTable('operation_runs').set({ claimed_until: null, started_at: null, finished_at: null, outcome: null, details: '{}' }).execute();
});

describe('BACKUP_COMMAND', () => {
  it('gets the archive as $1 and BACKUP_FILE; its exit status and last line are kept', async () => {
    const file = path.join(folder, 'site.tar.gz');
    fs.writeFileSync(file, 'x');
    expect(await runBackupCommand('echo "copying $1"; echo "copied $BACKUP_FILE" >&2', file)).toEqual({ exitCode: 0, lastLine: `copied ${file}` });
    expect(await runBackupCommand('echo "rclone: remote not found"; exit 3', file)).toEqual({ exitCode: 3, lastLine: 'rclone: remote not found' });
    expect(await runBackupCommand('sleep 5', file, 100)).toEqual({ exitCode: null, lastLine: 'stopped by SIGTERM (it ran longer than allowed)' });
  });
});

describe('a scheduled backup', () => {
  it('takes a whole backup into data/backups, keeps the last BACKUP_KEEP of its own, then runs the command', async () => {
    const settings = parseEnv({ ...process.env, BACKUP_KEEP: '2', BACKUP_COMMAND: 'echo "sent $1"' });
    const backups = backupsFolderHere();
    fs.mkdirSync(backups, { recursive: true });
    // One taken by hand: never removed by the schedule.
    fs.writeFileSync(path.join(backups, 'site-20200101T000000Z.tar.gz'), 'by hand');
    const taken: string[] = [];
    for (let second = 1; second <= 3; second++) {
      const run = await takeScheduledBackup(settings, new Date(`2030-01-01T00:00:0${second}Z`));
      expect(run.outcome).toBe('ok');
      expect(run.details.command).toEqual({ exitCode: 0, lastLine: expect.stringMatching(/^sent \/.*site-20300101T00000\dZ-scheduled\.tar\.gz$/) });
      taken.push(run.details.file!);
    }
    const kept = fs.readdirSync(backups).filter((name) => name.startsWith('site-2030') || name.startsWith('site-2020')).sort();
    expect(kept).toEqual(['site-20200101T000000Z.tar.gz', 'site-20300101T000002Z-scheduled.tar.gz', 'site-20300101T000003Z-scheduled.tar.gz']);
    for (const name of kept.slice(1)) fs.rmSync(path.join(backups, name));
    fs.rmSync(path.join(backups, 'site-20200101T000000Z.tar.gz'));
  });

  it('counts a failing command as a failed backup, and says so', async () => {
    const settings = parseEnv({ ...process.env, BACKUP_COMMAND: 'echo "no such remote: offsite" >&2; exit 1' });
    const run = await takeScheduledBackup(settings, new Date('2031-01-01T00:00:00Z'));
    expect(run.outcome).toBe('failed');
    expect(describeBackupRun(run)).toMatch(/^Scheduled backup taken: .*-scheduled\.tar\.gz \(\d+ bytes\); BACKUP_COMMAND failed \(exit 1\): no such remote: offsite$/);
    fs.rmSync(backupsFolderHere(), { recursive: true, force: true });
  });

  it('prunes only plain files with its own names', () => {
    for (const name of ['site-20300101T000001Z-scheduled.tar.gz', 'site-20300101T000002Z-scheduled.tar.gz', 'site-20300101T000003Z.tar.gz']) {
      fs.writeFileSync(path.join(folder, name), '');
    }
    fs.symlinkSync('/etc/hostname', path.join(folder, 'site-20300101T000000Z-scheduled.tar.gz'));
    expect(pruneScheduledArchives(folder, 1)).toBe(1);
    expect(fs.readdirSync(folder).sort()).toEqual([
      'site-20300101T000000Z-scheduled.tar.gz',
      'site-20300101T000002Z-scheduled.tar.gz',
      'site-20300101T000003Z.tar.gz',
    ]);
  });
});

describe('the overview’s backup status', () => {
  it('says off, none yet, the last one, a failure, and a backup older than two intervals', async () => {
    const daily = parseEnv({ ...process.env, BACKUP_EVERY: '24h' });
    expect(await readBackupStatus(db, parseEnv({ ...process.env, BACKUP_EVERY: 'off' }))).toMatchObject({ every: null, last: null, stale: false });
    expect(await readBackupStatus(db, daily)).toMatchObject({ every: '24h', keep: 14, last: null, stale: false, postgres: false });

    const at = new Date('2026-11-29T03:00:00.000Z');
    expect(await claimOperation('backup', at, new Date(at.getTime() + 60_000))).toBe(true);
    // Taken already: a second process does not take it too.
    expect(await claimOperation('backup', at, new Date(at.getTime() + 60_000))).toBe(false);
    await finishOperation('backup', {
      startedAt: at,
      outcome: 'failed',
      details: { file: 'data/backups/x.tar.gz', bytes: 10, error: null, command: { exitCode: 2, lastLine: 'denied' }, removed: 0 },
    });
    const fresh = await readBackupStatus(db, daily, new Date('2026-11-29T10:00:00Z'));
    expect(fresh).toMatchObject({ last: { at: at.toISOString(), outcome: 'failed', command: { exitCode: 2, lastLine: 'denied' } }, stale: false });
    expect((await readBackupStatus(db, daily, new Date('2026-12-01T04:00:00Z'))).stale).toBe(true);
    expect(await claimOperation('backup', at, new Date(at.getTime() + 60_000))).toBe(true);
  });

  it('says when the site runs on PostgreSQL, whose backups hold the secrets only', async () => {
    const postgres = parseEnv({ ...process.env, DATABASE_URL: 'postgres://site@db.internal:5432/site', LICENSE_SIGNING_KEY: 'k' });
    expect((await readBackupStatus(db, postgres)).postgres).toBe(true);
  });
});
