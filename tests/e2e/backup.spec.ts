import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { tempFolder } from '../helpers/temp-folder';
import { postForm, startOwnServer } from './own-server';

const run = promisify(execFile);

test('npm run backup copies the live database consistently while posts keep arriving, into one private file', async () => {
  test.setTimeout(90_000);
  const own = await startOwnServer();
  const backupFolder = tempFolder('backup');
  const copyFile = path.join(backupFolder, 'nightly', 'copy.db');
  let writing = true;
  let sent = 0;
  const writer = (async () => {
    while (writing) {
      const response = await postForm(
        own.server.url,
        '/help-center',
        { name: `Backup ${sent}`, email: 'b@example.com', subject: 'S', message: 'M' },
        `127.9.${(sent >> 8) & 255}.${sent & 255 || 1}`,
      );
      await response.arrayBuffer();
      sent++;
    }
  })();
  try {
    while (sent < 50) await new Promise((r) => setTimeout(r, 10));
    const { stdout } = await run(process.execPath, ['scripts/backup.mjs', copyFile], {
      env: { ...process.env, DATABASE_PATH: own.databasePath },
    });
    expect(stdout).toContain('integrity ok');
    const sentAtBackup = sent;
    // One self-contained file, readable by its owner only, in a folder created private.
    expect(fs.readdirSync(path.dirname(copyFile))).toEqual(['copy.db']);
    expect(fs.statSync(copyFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(copyFile)).mode & 0o777).toBe(0o700);
    writing = false;
    await writer;
    const copy = new Database(copyFile, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = (copy.prepare("select count(*) as n from help_requests where name like 'Backup %'").get() as { n: number }).n;
    expect(rows).toBeGreaterThanOrEqual(50);
    expect(rows).toBeLessThanOrEqual(sentAtBackup + 1);
    const prices = copy.prepare("select value from site_settings where key = 'prices_usd'").get() as { value: string };
    expect(JSON.parse(prices.value)).toHaveProperty('yearly');
    copy.close();
  } finally {
    writing = false;
    await writer;
    await own.dispose();
    fs.rmSync(backupFolder, { recursive: true, force: true });
  }
});

test('npm run backup on a PostgreSQL site explains pg_dump instead of failing obscurely, and writes nothing', async () => {
  const folder = tempFolder('backup-pg');
  const copyFile = path.join(folder, 'copy.db');
  try {
    const failure = await run(process.execPath, ['scripts/backup.mjs', copyFile], {
      env: { ...process.env, DATABASE_URL: 'postgres://site:secret@db.internal:5432/site' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(2);
    expect('stderr' in failure && failure.stderr).toMatch(/uses PostgreSQL \(DATABASE_URL\)\. Back it up with pg_dump/);
    expect(fs.existsSync(copyFile)).toBe(false);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
