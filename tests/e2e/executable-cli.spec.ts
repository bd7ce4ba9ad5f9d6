import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ENV_VARIABLES } from '../../app/lib/env.server';
import { readSigningKey } from '../../scripts/lib/release-files.mjs';
import {
  BUILT_EXECUTABLE,
  installExecutable,
  RELEASE_SIGNING_KEY_FILE,
  runExecutable,
  serveExecutable,
  type Installation,
} from './executable';
import { expect, test } from './fixtures';
import { postForm } from './own-server';
import { lines } from './server-runs';
import { tempFolder } from '../helpers/temp-folder';

// The single executable's commands, run as a self-hoster runs them: in the folder the executable was
// copied to, with no node on PATH. Each test has an installation of its own.

const VERSION = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')).version as string;
const OWNER = { email: 'owner@example.com', password: 'a long enough password' };

let installation: Installation;
test.beforeEach(() => {
  installation = installExecutable({ link: true });
});
test.afterEach(() => {
  fs.rmSync(installation.folder, { recursive: true, force: true });
});

test('--version names the version, the commit it was built from and the key its updates must be signed by', async () => {
  const run = await runExecutable(installation, ['--version']);
  expect(run.code).toBe(0);
  expect(lines(run.stdout)).toEqual([
    expect.stringMatching(new RegExp(`^Recoverly ${VERSION.replaceAll('.', '\\.')} \\(commit [0-9a-f]{12}(-dirty)?\\), Node 24\\.`)),
    // The key the run's releases are signed with (tests/e2e/executable.setup.ts), as minisign prints it.
    `Release signing key: ${readSigningKey(RELEASE_SIGNING_KEY_FILE)!.publicKey} (minisign; an update is installed only when signed by it)`,
  ]);
  expect(run.stderr).toBe('');
});

test('--help lists every command and every setting, and touches nothing', async () => {
  const run = await runExecutable(installation, ['--help']);
  expect(run.code).toBe(0);
  for (const command of [
    'serve',
    'admin --email',
    'backup [FILE]',
    'restore FILE',
    'audit-verify',
    'license-key',
    'db-copy --from',
    '--version',
  ]) {
    expect(run.stdout).toContain(`  ${command}`);
  }
  for (const name of ENV_VARIABLES) expect(run.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
  expect(fs.readdirSync(installation.folder)).toEqual(['recoverly']);
});

test('an unknown command or option is answered in one line with exit code 2', async () => {
  for (const [args, said] of [
    [
      ['frobnicate'],
      "recoverly: unknown command 'frobnicate'; the commands are serve, admin, backup, restore, update, rollback, audit-verify, license-key, db-copy (see recoverly --help)",
    ],
    [
      ['--port', '8080'],
      "recoverly: unknown option '--port'; settings are environment variables (PORT, DATABASE_PATH, …): see recoverly --help",
    ],
  ] as const) {
    const run = await runExecutable(installation, [...args]);
    expect(run.code).toBe(2);
    expect(lines(run.stderr)).toEqual([said]);
    expect(run.stdout).toBe('');
  }
  expect(fs.readdirSync(installation.folder)).toEqual(['recoverly']);
});

test('a setting it cannot use stops it with the same one line as npm start, before anything is created', async () => {
  const run = await runExecutable(installation, [], { env: { PORT: 'abc' } });
  expect(run.code).toBe(1);
  expect(lines(run.stderr)).toEqual([
    'Cannot start: PORT=abc is not a port number; set PORT to a whole number from 1 to 65535 (0 picks a free port)',
  ]);
  expect(fs.readdirSync(installation.folder)).toEqual(['recoverly']);
});

test('admin --password-stdin creates the administrator, who then signs in with that password', async () => {
  const created = await runExecutable(installation, ['admin', '--email', OWNER.email, '--password-stdin'], {
    input: `${OWNER.password}\n`,
  });
  expect(created.code, created.stderr).toBe(0);
  expect(lines(created.stdout)).toContain(`Administrator created: ${OWNER.email}`);
  expect(fs.existsSync(installation.databasePath)).toBe(true);

  const server = await serveExecutable(installation);
  try {
    const wrong = await postForm(
      server.url,
      '/admin',
      { intent: 'sign-in', email: OWNER.email, password: 'not the password' },
      '127.3.0.1',
    );
    expect(wrong.status).toBe(401);
    const signedIn = await postForm(server.url, '/admin', { intent: 'sign-in', ...OWNER }, '127.3.0.2');
    expect(signedIn.status).toBe(302);
    const session = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((pair) => pair.startsWith('__session='));
    expect(session).toBeTruthy();
    const dashboard = await fetch(new URL(signedIn.headers.get('location')!, server.url), {
      headers: { cookie: session! },
      redirect: 'manual',
    });
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain(OWNER.email);
  } finally {
    await server.stop();
  }
});

test('backup archives the live database with its secrets while it serves: the archive unpacks, its copy opens and has the rows', async () => {
  const server = await serveExecutable(installation, { TRUST_PROXY: '1' });
  try {
    for (let n = 0; n < 5; n++) {
      const posted = await postForm(
        server.url,
        '/help-center',
        { name: `Backup ${n}`, email: 'b@example.com', subject: 'S', message: 'M' },
        `127.4.0.${n + 1}`,
      );
      expect(posted.status).toBe(302);
    }
    const named = await runExecutable(installation, ['backup', 'copies/tonight.tar.gz']);
    expect(named.code, named.stderr).toBe(0);
    expect(lines(named.stdout)).toEqual([
      expect.stringMatching(
        /^Backed up data\/site\.db and its secrets to copies\/tonight\.tar\.gz \(\d+\.\d KB, \d+ ms\): orders 0, attachments 0, last migration \S+; every file's sha256 is in its manifest \(integrity ok\)$/,
      ),
    ]);
    const unnamed = await runExecutable(installation, ['backup']);
    expect(unnamed.code, unnamed.stderr).toBe(0);
    const [, defaultCopy] = /to (data\/backups\/site-\d{8}T\d{6}Z\.tar\.gz) \(/.exec(unnamed.stdout) ?? [];
    expect(defaultCopy, unnamed.stdout).toBeTruthy();

    for (const copy of ['copies/tonight.tar.gz', defaultCopy!]) {
      const file = path.join(installation.folder, copy);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(path.dirname(file)).filter((name) => name.startsWith(path.basename(file)))).toEqual([path.basename(file)]);
      const unpacked = tempFolder('unpacked');
      execFileSync('tar', ['-xzf', file, '-C', unpacked]);
      expect(fs.readdirSync(unpacked).sort()).toEqual(['license-signing-keys', 'manifest.json', 'session-secret', 'site.db']);
      expect(fs.readFileSync(path.join(unpacked, 'session-secret'))).toEqual(
        fs.readFileSync(path.join(installation.folder, 'data', 'session-secret')),
      );
      const opened = new Database(path.join(unpacked, 'site.db'), { readonly: true });
      expect(opened.pragma('integrity_check', { simple: true })).toBe('ok');
      const names = opened.prepare("select name from requests where name like 'Backup %' order by id").pluck().all();
      expect(names).toEqual(['Backup 0', 'Backup 1', 'Backup 2', 'Backup 3', 'Backup 4']);
      opened.close();
      fs.rmSync(unpacked, { recursive: true, force: true });
    }
    // A second backup to the same name is refused: the first one stays as it was.
    const again = await runExecutable(installation, ['backup', 'copies/tonight.tar.gz']);
    expect(again.code).toBe(1);
    expect(lines(again.stderr)).toEqual([
      `Backup refused: ${path.join(installation.folder, 'copies', 'tonight.tar.gz')} already exists (a file); name another file, or add --force to replace it (a link there is replaced, never followed)`,
    ]);
  } finally {
    await server.stop();
  }
});

test('the sign-in pages name the commands as this file runs them: recoverly admin --email and --reset-2fa, not npm run', async () => {
  const fresh = await serveExecutable(installation, { TRUST_PROXY: '1' });
  try {
    const setup = await (await fetch(`${fresh.url}/admin`)).text();
    expect(setup).toContain('recoverly admin --email …');
    expect(setup).not.toContain('npm run');
  } finally {
    await fresh.stop();
  }
  const created = await runExecutable(installation, ['admin', '--email', OWNER.email, '--password-stdin'], {
    input: `${OWNER.password}\n`,
  });
  expect(created.code, created.stderr).toBe(0);
  // Two-factor on (the set-up itself is tested in two-factor.spec.ts): the password leads to the code step.
  const database = new Database(installation.databasePath);
  database.prepare("update admins set totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled_at = ?").run(new Date().toISOString());
  database.close();
  const server = await serveExecutable(installation, { TRUST_PROXY: '1' });
  try {
    const password = await postForm(server.url, '/admin', { intent: 'sign-in', ...OWNER }, '127.4.1.1');
    const cookie = password.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const codeStep = await (await fetch(`${server.url}/admin`, { headers: { cookie } })).text();
    expect(codeStep).toContain('Authentication Code');
    expect(codeStep).toContain('recoverly admin --reset-2fa');
    expect(codeStep).not.toContain('npm run');
  } finally {
    await server.stop();
  }
});

test('audit-verify checks the audit log’s chain, and names a row written around it', async () => {
  const created = await runExecutable(installation, ['admin', '--email', OWNER.email, '--password-stdin'], {
    input: `${OWNER.password}\n`,
  });
  expect(created.code, created.stderr).toBe(0);
  const intact = await runExecutable(installation, ['audit-verify']);
  expect(intact.code, intact.stderr).toBe(0);
  expect(lines(intact.stdout)[0]).toMatch(/^Audit log intact: [1-9]\d* rows?$/);

  const database = new Database(installation.databasePath);
  const forged = database
    .prepare("insert into audit_log (kind, actor, details, hash) values ('admin.created', 'intruder', '{}', 'forged')")
    .run();
  database.close();
  const broken = await runExecutable(installation, ['audit-verify']);
  expect(broken.code).toBe(1);
  expect(broken.stdout + broken.stderr).toContain(`Audit log broken at row ${forged.lastInsertRowid}`);
});

test('writes its SQLite library once, to a private cache folder named by its hash, and the next run loads it from there', async () => {
  const first = await runExecutable(installation, ['admin', '--email', OWNER.email, '--password-stdin'], { input: `${OWNER.password}\n` });
  expect(first.code, first.stderr).toBe(0);
  const folders = fs.readdirSync(installation.cache);
  expect(folders).toEqual([expect.stringMatching(/^sqlite-[0-9a-f]{16}$/)]);
  const folder = path.join(installation.cache, folders[0]!);
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  const addon = path.join(folder, 'better_sqlite3.node');
  const written = fs.statSync(addon);

  const second = await runExecutable(installation, ['audit-verify']);
  expect(second.code, second.stderr).toBe(0);
  const reused = fs.statSync(addon);
  expect([reused.ino, reused.mtimeMs]).toEqual([written.ino, written.mtimeMs]);
  expect(fs.readdirSync(folder)).toEqual(['better_sqlite3.node']);
});

test('one server per database: a second is refused with the first one’s pid, and SIGTERM stops the first cleanly', async () => {
  const first = await serveExecutable(installation);
  let stopped = false;
  try {
    const second = await runExecutable(installation, [], { env: { PORT: '0', HOST: '127.0.0.1' } });
    expect(second.code).toBe(1);
    expect(lines(second.stderr)).toEqual([
      `Cannot start: another server is using data/site.db (pid ${first.pid}); stop it first, or give this one its own DATABASE_PATH`,
    ]);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const ended = await first.stop();
    stopped = true;
    expect(ended).toEqual({ code: 0, signal: null });
    expect(first.stdout()).toContain('SIGTERM received: shutting down');
    expect(first.stdout()).toContain('Server stopped; database closed');
  } finally {
    if (!stopped) await first.stop();
  }
});

test('the file is at most 150 MB, and its archive, with a short README and the licenses of what it holds, at most 60 MB', () => {
  expect(fs.statSync(BUILT_EXECUTABLE).size).toBeLessThanOrEqual(150 * 2 ** 20);
  const archive = path.join(path.dirname(BUILT_EXECUTABLE), 'recoverly-linux-x64.tar.gz');
  // Built with the fastest compression, the archive's largest form.
  expect(fs.statSync(archive).size).toBeLessThanOrEqual(60 * 2 ** 20);
  const digest = crypto.createHash('sha256').update(fs.readFileSync(archive)).digest('hex');
  expect(fs.readFileSync(`${archive}.sha256`, 'utf8')).toBe(`${digest}  recoverly-linux-x64.tar.gz\n`);

  const folder = `recoverly-${VERSION}-linux-x64`;
  const entries = execFileSync('tar', ['-tzvf', archive], { encoding: 'utf8' }).trim().split('\n');
  expect(entries.map((entry) => entry.split(/\s+/).at(-1)).sort()).toEqual([
    `${folder}/`,
    `${folder}/LICENSE`,
    `${folder}/README`,
    `${folder}/recoverly`,
  ]);
  expect(entries.find((entry) => entry.endsWith('/recoverly'))).toMatch(/^-rwxr-xr-x /);
  const unpacked = tempFolder('archive');
  execFileSync('tar', ['-xzf', archive, '-C', unpacked, `${folder}/README`, `${folder}/LICENSE`]);
  expect(fs.readFileSync(path.join(unpacked, folder, 'README'), 'utf8')).toMatch(
    new RegExp(`^Recoverly ${VERSION.replaceAll('.', '\\.')} for Linux x64`),
  );
  const licenses = fs.readFileSync(path.join(unpacked, folder, 'LICENSE'), 'utf8');
  for (const part of [
    /^Node\.js 24\.\d+\.\d+$/m,
    /^react-dom \d+\.\d+\.\d+ \(MIT\)$/m,
    /^better-sqlite3 \d+\.\d+\.\d+ \(MIT\)$/m,
    /^pdfkit \d/m,
  ]) {
    expect(licenses).toMatch(part);
  }
});
