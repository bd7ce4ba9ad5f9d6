import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../../scripts/lib/server-process.mjs';
import { tempFolder } from '../helpers/temp-folder';
import { expect, test } from './fixtures';
import { postForm } from './own-server';

const run = promisify(execFile);
type Outcome = { code: number; out: string };
const outcome = (promise: Promise<{ stdout: string; stderr: string }>): Promise<Outcome> =>
  promise.then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );

function admin(databasePath: string, ...args: string[]) {
  return outcome(run(process.execPath, ['scripts/admin.mjs', ...args], { env: { ...process.env, DATABASE_PATH: databasePath } }));
}

/** Through npm, as the README says to run it. */
function npmRunAdmin(databasePath: string, ...args: string[]) {
  return outcome(run('npm', ['run', '--silent', 'admin', ...args], { env: { ...process.env, DATABASE_PATH: databasePath } }));
}

let folder: string;
test.beforeEach(() => {
  folder = tempFolder('admin-cli');
});
test.afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

test('npm run admin creates the administrator in a new data folder, resets it, and refuses bad input', async () => {
  test.setTimeout(60_000);
  const databasePath = path.join(folder, 'not', 'yet', 'site.db');

  const short = await admin(databasePath, '--email', 'owner@recoverly.test', '--password', 'short');
  expect(short.code).toBe(1);
  expect(short.out).toContain('at least 8 characters');
  expect(fs.existsSync(path.join(folder, 'not')), 'nothing is created for a refused password').toBe(false);

  const created = await admin(databasePath, '--email', 'Owner@Recoverly.test', '--password', 'first password 1');
  expect(created).toMatchObject({ code: 0 });
  expect(created.out).toContain('Administrator created: Owner@Recoverly.test');
  expect(fs.existsSync(databasePath)).toBe(true);

  const reset = await admin(databasePath, '--email', 'owner@recoverly.test', '--password', 'second password 2');
  expect(reset.code).toBe(0);
  expect(reset.out).toContain('Administrator reset: owner@recoverly.test (existing sessions signed out)');

  expect((await admin(databasePath, '--email', 'owner@recoverly.test')).code).toBe(2);

  const server = await startServer({ databasePath, env: { TRUST_PROXY: '1' } });
  try {
    const signIn = (password: string, address: string) =>
      postForm(server.url, '/admin', { intent: 'sign-in', email: 'owner@recoverly.test', password }, address);
    expect((await signIn('first password 1', '127.5.5.1')).status).toBe(401);
    const ok = await signIn('second password 2', '127.5.5.2');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/admin/dashboard');
  } finally {
    await server.stop();
  }
});

test('replacing the administrator e-mail says whose sign-in ends', async () => {
  const databasePath = path.join(folder, 'site.db');
  expect((await admin(databasePath, '--email', 'a@recoverly.test', '--password', 'first password 1')).code).toBe(0);
  const replaced = await admin(databasePath, '--email', 'b@recoverly.test', '--password', 'second password 2');
  expect(replaced.code).toBe(0);
  expect(replaced.out).toContain('the administrator was a@recoverly.test, is now b@recoverly.test; a@recoverly.test can no longer sign in');
});

test('npm run admin -- --help prints the usage, and a forgotten -- is explained', async () => {
  const databasePath = path.join(folder, 'site.db');
  const help = await npmRunAdmin(databasePath, '--', '--help');
  expect(help.code).toBe(0);
  expect(help.out).toMatch(/^Usage: npm run admin -- --email you@example.com --password/m);

  const withoutDashes = await npmRunAdmin(databasePath, '--email=a@recoverly.test', '--password=first password 1');
  expect(withoutDashes.code).toBe(2);
  expect(withoutDashes.out).toContain('npm kept --email and --password for itself: put -- before them');
  expect(fs.existsSync(databasePath), 'nothing is created when the command was misread').toBe(false);
});
