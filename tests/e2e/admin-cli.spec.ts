import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startServer } from '../../scripts/lib/server-process.mjs';
import { tempFolder } from '../helpers/temp-folder';
import { expect, test } from './fixtures';
import { postForm } from './own-server';

type Outcome = { code: number; out: string };

/** Runs a command with `stdin` piped to it (closed at once when undefined), as a shell pipe would. */
function run(command: string, args: string[], databasePath: string, stdin = ''): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = execFile(command, args, { env: { ...process.env, DATABASE_PATH: databasePath } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
    child.stdin!.end(stdin);
  });
}

const admin = (databasePath: string, args: string[], stdin?: string) =>
  run(process.execPath, ['scripts/admin.mjs', ...args], databasePath, stdin);
/** Through npm, as the README says to run it. */
const npmRunAdmin = (databasePath: string, args: string[], stdin?: string) =>
  run('npm', ['run', '--silent', 'admin', ...args], databasePath, stdin);

const REFUSED =
  "Refusing --password: it would show in ps and npm's log. Use --password-stdin (echo … | npm run admin -- --email E --password-stdin) or leave it out to be asked.";

function auditRows(databasePath: string): { kind: string; actor: string; details: string }[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare('select kind, actor, details from audit_log order by id').all() as { kind: string; actor: string; details: string }[];
  } finally {
    db.close();
  }
}

// Each test runs the command several times, each a Node process (some through npm) that checks the build first.
test.describe.configure({ timeout: 120_000 });

let folder: string;
test.beforeEach(() => {
  folder = tempFolder('admin-cli');
});
test.afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

test('npm run admin creates the administrator from a piped password, resets it, records both, and refuses bad input', async () => {
  const databasePath = path.join(folder, 'not', 'yet', 'site.db');

  const onCommandLine = await admin(databasePath, ['--email', 'owner@recoverly.test', '--password', 'first password 1']);
  expect(onCommandLine).toEqual({ code: 2, out: `${REFUSED}\n` });
  const short = await admin(databasePath, ['--email', 'owner@recoverly.test', '--password-stdin'], 'short\n');
  expect(short.code).toBe(1);
  expect(short.out).toContain('at least 8 characters');
  expect(fs.existsSync(path.join(folder, 'not')), 'nothing is created for a refused password').toBe(false);

  const created = await admin(databasePath, ['--email', 'Owner@Recoverly.test', '--password-stdin'], 'first password 1\n');
  expect(created).toMatchObject({ code: 0 });
  expect(created.out).toContain('Administrator created: Owner@Recoverly.test');
  expect(created.out).not.toContain('first password 1');
  expect(fs.existsSync(databasePath)).toBe(true);

  const reset = await admin(databasePath, ['--email', 'owner@recoverly.test', '--password-stdin'], 'second password 2\n');
  expect(reset.code).toBe(0);
  expect(reset.out).toContain('Administrator reset: owner@recoverly.test (existing sessions signed out)');
  expect(auditRows(databasePath)).toEqual([
    { kind: 'admin-created', actor: 'owner@recoverly.test', details: '{"through":"cli"}' },
    { kind: 'admin-reset', actor: 'owner@recoverly.test', details: '{"through":"cli"}' },
  ]);

  // Not a terminal and no --password-stdin: nothing to read the password from.
  const noPassword = await admin(databasePath, ['--email', 'owner@recoverly.test']);
  expect(noPassword.code).toBe(2);
  expect(noPassword.out).toContain('No password: run npm run admin -- --email you@example.com in a terminal to be asked for it');

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
  expect((await admin(databasePath, ['--email', 'a@recoverly.test', '--password-stdin'], 'first password 1\n')).code).toBe(0);
  const replaced = await admin(databasePath, ['--email', 'b@recoverly.test', '--password-stdin'], 'second password 2\n');
  expect(replaced.code).toBe(0);
  expect(replaced.out).toContain('the administrator was a@recoverly.test, is now b@recoverly.test; a@recoverly.test can no longer sign in');
  expect(JSON.parse(auditRows(databasePath).at(-1)!.details)).toEqual({
    through: 'cli',
    email: { before: 'a@recoverly.test', after: 'b@recoverly.test' },
  });
});

test('npm run admin -- --help prints the usage, a piped password goes through npm, a forgotten -- is explained', async () => {
  const databasePath = path.join(folder, 'site.db');
  const help = await npmRunAdmin(databasePath, ['--', '--help']);
  expect(help.code).toBe(0);
  expect(help.out).toMatch(/^Usage: npm run admin -- --email you@example.com$/m);
  expect(help.out).toContain("echo '<password>' | npm run admin -- --email you@example.com --password-stdin");

  const withoutDashes = await npmRunAdmin(databasePath, ['--email=a@recoverly.test', '--password-stdin'], 'first password 1\n');
  expect(withoutDashes.code).toBe(2);
  expect(withoutDashes.out).toContain('npm kept the options for itself: put -- before them');
  const passwordToNpm = await npmRunAdmin(databasePath, ['--email=a@recoverly.test', '--password=first password 1']);
  expect(passwordToNpm.code).toBe(2);
  expect(passwordToNpm.out).toContain(REFUSED);
  expect(fs.existsSync(databasePath), 'nothing is created when the command was misread').toBe(false);

  const piped = await npmRunAdmin(databasePath, ['--', '--email', 'a@recoverly.test', '--password-stdin'], 'first password 1\n');
  expect(piped.code).toBe(0);
  expect(piped.out).toContain('Administrator created: a@recoverly.test');
  expect(piped.out).not.toContain('first password 1');
});

test('npm run admin -- --reset-2fa turns two-factor off, and the password alone signs in again', async () => {
  const databasePath = path.join(folder, 'site.db');
  expect((await admin(databasePath, ['--reset-2fa'])).out).toContain('No administrator exists yet');
  expect((await admin(databasePath, ['--email', 'owner@recoverly.test', '--password-stdin'], 'first password 1\n')).code).toBe(0);
  // Two-factor on, as enrolment leaves it (the app and the codes then lost).
  const db = new Database(databasePath);
  db.prepare("update admins set totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled_at = ?").run(new Date().toISOString());
  const { id } = db.prepare('select id from admins').get() as { id: number };
  db.prepare("insert into admin_recovery_codes (admin_id, code_hash) values (?, 'x'), (?, 'y')").run(id, id);
  db.close();

  const server = await startServer({ databasePath, env: { TRUST_PROXY: '1' } });
  try {
    const signIn = (address: string) =>
      postForm(server.url, '/admin', { intent: 'sign-in', email: 'owner@recoverly.test', password: 'first password 1' }, address);
    const asksForCode = await signIn('127.6.6.1');
    expect(asksForCode.headers.get('location')).not.toBe('/admin/dashboard');

    // While the site runs.
    const other = await admin(databasePath, ['--reset-2fa', '--email', 'someone@recoverly.test']);
    expect(other).toMatchObject({
      code: 1,
      out: expect.stringContaining('The administrator is owner@recoverly.test, not someone@recoverly.test'),
    });
    const reset = await npmRunAdmin(databasePath, ['--', '--reset-2fa']);
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('Two-factor authentication turned off for owner@recoverly.test');
    const again = await admin(databasePath, ['--reset-2fa', '--email', 'owner@recoverly.test']);
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('was already off') });

    const ok = await signIn('127.6.6.2');
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/admin/dashboard');
  } finally {
    await server.stop();
  }
  const check = new Database(databasePath, { readonly: true });
  expect(check.prepare('select totp_secret, totp_enabled_at, totp_last_step from admins').get()).toEqual({
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
  });
  expect(check.prepare('select count(*) as n from admin_recovery_codes').get()).toEqual({ n: 0 });
  check.close();
  expect(auditRows(databasePath).filter((row) => row.kind === 'two-factor-disabled')).toEqual([
    { kind: 'two-factor-disabled', actor: 'owner@recoverly.test', details: '{"through":"cli"}' },
  ]);
});
