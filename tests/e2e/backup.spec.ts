import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { tempFolder } from '../helpers/temp-folder';
import { postForm, startOwnServer } from './own-server';
import { lines } from './server-runs';

const run = promisify(execFile);

/** `npm run backup -- …` as an operator runs it: its exit code and what it said. */
async function backupCommand(args: string[], env: Record<string, string>) {
  return run(process.execPath, ['scripts/backup.mjs', ...args], { env: { ...process.env, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

test('npm run backup archives the live database consistently while posts keep arriving, with its secrets, into one private file', async () => {
  test.setTimeout(90_000);
  const own = await startOwnServer();
  const backupFolder = tempFolder('backup');
  const archive = path.join(backupFolder, 'nightly', 'site.tar.gz');
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
    const { code, stdout, stderr } = await backupCommand([archive], { DATABASE_PATH: own.databasePath });
    expect(code, stderr).toBe(0);
    expect(lines(stdout)).toEqual([
      expect.stringMatching(
        /^Backed up .*site\.db and its secrets to .*nightly\/site\.tar\.gz \(\d+\.\d (KB|MB), \d+ ms\): orders 0, attachments 0, last migration \S+; every file's sha256 is in its manifest \(integrity ok\)$/,
      ),
    ]);
    const sentAtBackup = sent;
    // One file, readable by its owner only, in a folder created private.
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['site.tar.gz']);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(archive)).mode & 0o777).toBe(0o700);
    writing = false;
    await writer;
    const unpacked = path.join(backupFolder, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    // The server's SESSION_SECRET is its environment's (not this command's): the key file is the data folder's.
    expect(fs.readdirSync(unpacked).sort()).toEqual(['license-signing-keys', 'manifest.json', 'site.db']);
    const copy = new Database(path.join(unpacked, 'site.db'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = (copy.prepare("select count(*) as n from requests where name like 'Backup %'").get() as { n: number }).n;
    expect(rows).toBeGreaterThanOrEqual(50);
    expect(rows).toBeLessThanOrEqual(sentAtBackup + 1);
    copy.close();
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as {
      members: { name: string; sha256: string }[];
    };
    for (const member of manifest.members) expect(sha256(path.join(unpacked, member.name)), member.name).toBe(member.sha256);
  } finally {
    writing = false;
    await writer;
    await own.dispose();
    fs.rmSync(backupFolder, { recursive: true, force: true });
  }
});

test('npm run backup FILE never writes into what is at FILE: a file another user planted, or a link to another database, is refused; --force takes the name, never the target', async () => {
  const own = await startOwnServer();
  const shared = tempFolder('backup-shared');
  // A folder others can write in, like /tmp.
  fs.chmodSync(shared, 0o1777);
  try {
    const planted = path.join(shared, 'backup.tar.gz');
    fs.writeFileSync(planted, '');
    fs.chmodSync(planted, 0o666);
    // Owned by nobody when the tests run as root (they do on CI): the case where the copy would have stayed readable by nobody.
    if (process.getuid?.() === 0) fs.chownSync(planted, 65534, 65534);
    const other = path.join(shared, 'other.db');
    const otherDb = new Database(other);
    otherDb.exec('create table precious (value text); insert into precious values (42)');
    otherDb.close();
    const otherBytes = sha256(other);
    const link = path.join(shared, 'link.tar.gz');
    fs.symlinkSync(other, link);

    const env = { DATABASE_PATH: own.databasePath };
    const refusedFile = await backupCommand([planted], env);
    expect(refusedFile.code).toBe(1);
    expect(lines(refusedFile.stderr)).toEqual([
      `Backup refused: ${planted} already exists (a file); name another file, or add --force to replace it (a link there is replaced, never followed)`,
    ]);
    expect(fs.statSync(planted).size).toBe(0);
    const refusedLink = await backupCommand([link], env);
    expect(refusedLink.code).toBe(1);
    expect(lines(refusedLink.stderr)[0]).toContain(`${link} already exists (a symbolic link)`);
    expect(sha256(other)).toBe(otherBytes);
    // Nothing left behind by the refusals.
    expect(fs.readdirSync(shared).sort()).toEqual(['backup.tar.gz', 'link.tar.gz', 'other.db']);

    for (const target of [planted, link]) {
      const forced = await backupCommand([target, '--force'], env);
      expect(forced.code, forced.stderr).toBe(0);
      const stat = fs.lstatSync(target);
      expect(stat.isFile()).toBe(true);
      expect(stat.mode & 0o777).toBe(0o600);
      expect(stat.uid).toBe(process.getuid?.());
      expect(execFileSync('tar', ['-tzf', target], { encoding: 'utf8' })).toContain('manifest.json');
    }
    expect(sha256(other)).toBe(otherBytes);
  } finally {
    await own.dispose();
    fs.rmSync(shared, { recursive: true, force: true });
  }
});

test('npm run backup on a PostgreSQL site says to use pg_dump for the database, and still archives the secrets', async () => {
  const folder = tempFolder('backup-pg');
  const archive = path.join(folder, 'secrets.tar.gz');
  try {
    const { code, stdout, stderr } = await backupCommand([archive], {
      DATABASE_URL: 'postgres://site:secret@db.internal:5432/site',
      SESSION_SECRET: 'shared-secret',
      LICENSE_SIGNING_KEY: 'MC4CAQAwBQYDK2VwBCIEIHwBxPUivIBVRMiAOM04AYtE9iQ7rul1jEzjjPK19xss',
      DATABASE_PATH: path.join(folder, 'data', 'site.db'),
    });
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(/uses PostgreSQL \(DATABASE_URL\): back the database up with pg_dump/);
    expect(stdout).toMatch(/^Backed up the secrets to .*secrets\.tar\.gz/m);
    expect(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'manifest.json',
      'environment-secrets.env',
    ]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
