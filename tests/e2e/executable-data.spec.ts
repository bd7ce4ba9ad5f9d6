import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { installExecutable, runExecutable, serveExecutable, type Installation } from './executable';
import { expect, test } from './fixtures';
import { lines, watch } from './server-runs';

// The single executable and the files of its data, as a self-hoster meets them (round five of the
// hardening): an empty or unreadable secret or key file, a full disk at start and an empty database
// file each stop the start in one line with exit code 1; a database a newer release upgraded is
// refused with its WAL beside it untouched; db-copy reads its source and changes nothing beside it.

// Each test starts the executable several times.
test.describe.configure({ timeout: 120_000 });

let installation: Installation;
test.beforeEach(() => {
  installation = installExecutable({ link: true });
});
test.afterEach(() => {
  fs.rmSync(installation.folder, { recursive: true, force: true });
});

const dataFile = (name: string) => path.join(installation.folder, 'data', name);
const START = { PORT: '0', HOST: '127.0.0.1' };

function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

function listing(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
}

/** A site that started once and stopped: its database, secret and key in ./data. */
async function startedOnce(): Promise<void> {
  const server = await serveExecutable(installation);
  await server.stop();
}

test('an empty or unreadable session secret or license key file stops the start in one line, exit code 1', async () => {
  await startedOnce();
  const cases: [string, () => void, string][] = [
    [
      'session-secret',
      () => fs.writeFileSync(dataFile('session-secret'), ''),
      'Cannot start: data/session-secret is empty (a first start stopped while writing it?); delete it, and the next start writes a new one',
    ],
    [
      'session-secret',
      () => fs.mkdirSync(dataFile('session-secret')),
      'Cannot start: data/session-secret cannot be read (EISDIR: it is a folder); give this user read access to it, or set SESSION_SECRET',
    ],
    [
      'license-signing-keys',
      () => fs.writeFileSync(dataFile('license-signing-keys'), '\n'),
      'Cannot start: data/license-signing-keys is empty (a first start stopped while writing it?); delete it, and the next start writes a new key',
    ],
    [
      'license-signing-keys',
      () => fs.mkdirSync(dataFile('license-signing-keys')),
      'Cannot start: data/license-signing-keys cannot be read (EISDIR: it is a folder); give this user read access to it, or set LICENSE_SIGNING_KEY',
    ],
  ];
  for (const [name, spoil, said] of cases) {
    const kept = fs.readFileSync(dataFile(name));
    fs.rmSync(dataFile(name), { recursive: true });
    spoil();
    const run = await runExecutable(installation, [], { env: START });
    expect(run.code, run.stderr).toBe(1);
    expect(lines(run.stderr)).toEqual([said]);
    fs.rmSync(dataFile(name), { recursive: true });
    fs.writeFileSync(dataFile(name), kept, { mode: 0o600 });
  }
  // Put back, it starts.
  await startedOnce();
});

test('a full disk at start stops it in one line, exit code 1', async () => {
  // A private mount namespace with a 16 KB file system as the data folder: nothing outside the test sees it.
  const data = path.join(installation.folder, 'data');
  fs.mkdirSync(data);
  const asRoot = process.getuid?.() === 0;
  const child = spawn(
    '/usr/bin/unshare',
    [
      ...(asRoot ? ['--mount'] : ['--user', '--map-root-user', '--mount']),
      '/bin/sh',
      '-c',
      `/usr/bin/mount -t tmpfs -o size=16k tmpfs "${data}" && exec "${installation.executable}"`,
    ],
    { cwd: installation.folder, env: { ...installation.env, ...START }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const run = watch(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const finished = await run.exited;
  clearTimeout(timer);
  expect(finished.code, finished.stderr).toBe(1);
  expect(lines(finished.stderr)).toEqual([
    expect.stringMatching(/^Cannot start: the disk holding data is full \(\d+ KB free\); free some space there, then start again$/),
  ]);
});

test('an empty (0-byte) site.db is refused in one line, and becomes a new site only with --new-database', async () => {
  fs.mkdirSync(path.join(installation.folder, 'data'), { mode: 0o700 });
  fs.writeFileSync(installation.databasePath, '');
  const before = listing(installation.folder);
  for (const args of [[], ['admin', '--email', 'owner@example.com', '--password-stdin']]) {
    const run = await runExecutable(installation, args, { env: START, input: 'a long enough password\n' });
    expect(run.code, run.stderr).toBe(1);
    const refusal =
      'data/site.db is empty (0 bytes): it holds no site; restore the database from a backup (see README, "Data and backups"), or start once with --new-database to make it a new, empty site';
    expect(lines(run.stderr)).toEqual([args.length ? `Could not set the administrator: ${refusal}` : `Cannot start: ${refusal}`]);
    expect(fs.statSync(installation.databasePath).size).toBe(0);
    expect(listing(installation.folder)).toEqual(before);
  }
  const made = watch(
    spawn(installation.executable, ['--new-database'], { cwd: installation.folder, env: { ...installation.env, ...START } }),
  );
  await expect.poll(() => made.stdout(), { timeout: 20_000 }).toContain('Server listening');
  made.child.kill('SIGTERM');
  await made.exited;
  expect(lines(made.stdout()).some((line) => line.startsWith('Migrations applied: 2026-11-21-001-init'))).toBe(true);
  expect(fs.statSync(installation.databasePath).size).toBeGreaterThan(0);
});

test('db-copy only reads its source: a failed copy changes nothing beside it, no lock is left, and the usage shows no password', async () => {
  await startedOnce();
  const data = path.join(installation.folder, 'data');
  fs.chmodSync(data, 0o755);
  fs.rmSync(`${installation.databasePath}.lock`, { force: true });
  const files = listing(installation.folder);
  const bytes = sha256(installation.databasePath);
  const unreachable = 'postgres://copy:secret-password@127.0.0.1:1/nowhere';
  for (const [args, env, input] of [
    [['db-copy', '--from', 'data/site.db', '--to-env', 'TARGET_URL'], { TARGET_URL: unreachable }, ''],
    [['db-copy', '--from', 'data/site.db', '--to-stdin'], {}, `${unreachable}\n`],
  ] as const) {
    const run = await runExecutable(installation, [...args], { env, input });
    expect(run.code, run.stdout).toBe(1);
    expect(lines(run.stderr)[0]).toMatch(/^Copy failed, nothing was written: /);
    expect(run.stderr).not.toContain('secret-password');
    expect(listing(installation.folder)).toEqual(files);
    expect(sha256(installation.databasePath)).toBe(bytes);
    expect(fs.statSync(data).mode & 0o777).toBe(0o755);
  }
  const unset = await runExecutable(installation, ['db-copy', '--from', 'data/site.db', '--to-env', 'NOT_SET_ANYWHERE']);
  expect(lines(unset.stderr)).toEqual([
    'Copy failed, nothing was written: the environment variable NOT_SET_ANYWHERE is not set: set it to postgres://user:password@host:5432/database',
  ]);
  const usage = await runExecutable(installation, ['db-copy', '--help']);
  expect(usage.code).toBe(0);
  expect(usage.stdout).toContain('recoverly db-copy --from ./data/site.db --to-env DATABASE_URL');
  expect(usage.stdout).not.toMatch(/postgres:\/\/[^@\s]*:[^@\s]*@/);
});
