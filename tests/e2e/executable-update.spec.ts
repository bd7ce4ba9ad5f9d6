import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { freePort } from '../../scripts/lib/server-process.mjs';
import { readSigningKey, writeReleaseFiles } from '../../scripts/lib/release-files.mjs';
import { tempFolder } from '../helpers/temp-folder';
import { ADMIN, adminSessionCookie } from './admin-helpers';
import {
  BUILT_EXECUTABLE,
  installExecutable,
  NEXT_RELEASE,
  NEXT_RELEASE_DIR,
  RELEASE_SIGNING_KEY_FILE,
  THIS_VERSION,
  type Installation,
} from './executable';
import { expect, test } from './fixtures';
import { lines, waitUntil, watch, type Finished } from './server-runs';
import { businessRows, expectShopServed, seedShop, sha256 } from './shop-state';

// `recoverly update` end to end, as a self-hoster's server lives through it: the executable built for
// this run (A) runs in its folder under a small supervisor that restarts it when it exits, as systemd
// would, with a stand-in `systemctl` that asks the supervisor; the next release (B: the next version,
// one migration more, signed with the run's key) is served from a folder over HTTP, or read from it.

// One update at a time, in one worker: each moves 50 MB archives and starts two releases.
test.describe.configure({ mode: 'default' });

const SUPERVISOR = path.join(import.meta.dirname, 'supervisor.mjs');
const PROBE_MIGRATION = '9999-12-31-001-upgrade-test-probe';
const ARCHIVE = `recoverly-${NEXT_RELEASE}-linux-x64.tar.gz`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Service {
  installation: Installation;
  /** The settings the service runs with: the tools are run with them too, as an operator does. */
  env: Record<string, string>;
  state: string;
  supervisor: ChildProcess;
  /** What the stand-in systemctl was asked, one call a line. */
  systemctl(): string[];
  status(): { pid: number; version: string; state: string; url?: string; unit?: string | null } | null;
  stop(): Promise<void>;
}

/** A folder served over HTTP on loopback, like a vendor's download address. */
async function serveFolder(folder: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = path.join(folder, path.basename(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': fs.statSync(file).size });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/releases/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/** Installs A in a folder of its own and runs it under the supervisor; resolves once it serves. */
async function startService(extra: Record<string, string> = {}, { systemd = true } = {}): Promise<Service> {
  const installation = installExecutable({ link: true });
  const state = tempFolder('service');
  // The stand-in: systemctl restart/stop/start become the supervisor's signals (shell built-ins only: PATH holds nothing else).
  fs.writeFileSync(
    path.join(installation.env.PATH!, 'systemctl'),
    `#!/bin/sh\necho "$*" >> '${state}/systemctl.log'\nread pid < '${state}/supervisor.pid'\ncase "$1" in\n  restart) kill -HUP "$pid" ;;\n  stop) kill -USR1 "$pid" ;;\n  start) kill -USR2 "$pid" ;;\n  reset-failed) ;;\n  *) exit 1 ;;\nesac\n`,
    { mode: 0o755 },
  );
  const env = {
    ...installation.env,
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    TRUST_PROXY: '1',
    // Nothing writes to the database by itself while a test compares its bytes.
    BACKUP_EVERY: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
  const supervisor = spawn(process.execPath, [SUPERVISOR, state, installation.executable, ...(systemd ? [] : ['--plain'])], {
    cwd: installation.folder,
    env,
    stdio: 'ignore',
  });
  const statusFile = path.join(installation.folder, 'data', 'server.json');
  const service: Service = {
    installation,
    env,
    state,
    supervisor,
    systemctl: () =>
      lines(fs.existsSync(path.join(state, 'systemctl.log')) ? fs.readFileSync(path.join(state, 'systemctl.log'), 'utf8') : ''),
    status: () => (fs.existsSync(statusFile) ? JSON.parse(fs.readFileSync(statusFile, 'utf8')) : null),
    async stop() {
      if (supervisor.exitCode === null) {
        const exited = new Promise((resolve) => supervisor.once('exit', resolve));
        supervisor.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(installation.folder, { recursive: true, force: true });
      fs.rmSync(state, { recursive: true, force: true });
    },
  };
  await waitServing(service, THIS_VERSION);
  return service;
}

async function waitServing(service: Service, version: string): Promise<string> {
  let url = '';
  await waitUntil(
    async () => {
      const status = service.status();
      url = status?.url ?? '';
      return status?.version === version && status.state === 'serving' && (await answersHealth(url));
    },
    30_000,
    `Recoverly ${version} serves (${fs.existsSync(path.join(service.state, 'service.log')) ? fs.readFileSync(path.join(service.state, 'service.log'), 'utf8').slice(-2000) : ''})`,
  );
  return url;
}

/** Runs `recoverly …` in the installation with the service's settings, as an operator would. */
async function recoverly(service: Service, args: string[]): Promise<Finished> {
  const child = spawn(service.installation.executable, args, {
    cwd: service.installation.folder,
    env: service.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = watch(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), 150_000);
  const finished = await run.exited;
  clearTimeout(timer);
  return finished;
}

function migrations(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select name from kysely_migration order by name').pluck().all() as string[];
  } finally {
    db.close();
  }
}

function hasTable(file: string, table: string): boolean {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select count(*) from sqlite_master where type = 'table' and name = ?").pluck().get(table) === 1;
  } finally {
    db.close();
  }
}

function auditLines(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select details from audit_log where kind = 'update' order by id").pluck().all() as string[]).map(
      (details) => (JSON.parse(details) as { line: string }).line,
    );
  } finally {
    db.close();
  }
}

/** The database's bytes as a file system sees them (its -wal too). */
function databaseBytes(file: string): string {
  return [file, `${file}-wal`].map((part) => (fs.existsSync(part) ? sha256(fs.readFileSync(part)) : '-')).join(' ');
}

test(`update --check names ${NEXT_RELEASE}; update --yes moves to it (backed up, migrated, healthy, every order and license intact); rollback puts ${THIS_VERSION} and its database back`, async () => {
  test.setTimeout(240_000);
  const releases = await serveFolder(NEXT_RELEASE_DIR);
  const service = await startService({ UPDATE_URL: releases.url });
  const { installation } = service;
  const executable = installation.executable;
  try {
    const shop = await seedShop(service.status()!.url!, installation.databasePath);
    const rowsBefore = businessRows(installation.databasePath);
    const migrationsBefore = migrations(installation.databasePath);
    const unit = service.status()!.unit!;
    expect(unit).toMatch(/\.service$/);

    // The site looks by itself (a few seconds after start), and the overview says what it found.
    const cookie = await adminSessionCookie(service.status()!.url!, '127.8.1.1');
    const available = `Recoverly ${NEXT_RELEASE} is available (you run ${THIS_VERSION}): recoverly update`;
    let overview = '';
    await waitUntil(
      async () => {
        overview = await (await fetch(`${service.status()!.url}/admin/overview`, { headers: { cookie } })).text();
        return overview.includes(available);
      },
      20_000,
      'the overview names the next release',
    );
    expect(overview).toContain('Release notes');

    const check = await recoverly(service, ['update', '--check']);
    expect(check.code, check.stderr).toBe(0);
    expect(lines(check.stdout)).toEqual([available]);

    const fileA = sha256(fs.readFileSync(executable));
    const update = await recoverly(service, ['update', '--yes']);
    expect(update.code, update.stdout + update.stderr).toBe(0);
    expect(lines(update.stdout)).toEqual([
      `Recoverly ${NEXT_RELEASE} at ${releases.url} is signed by this file's release key: ${THIS_VERSION} → ${NEXT_RELEASE}`,
      `Downloaded ${ARCHIVE} from ${releases.url}: its signature and sha256 check, and it answers as Recoverly ${NEXT_RELEASE}`,
      expect.stringMatching(
        new RegExp(
          `^Backed up the database and its secrets to data/backups/site-\\d{8}T\\d{6}Z-before-${escape(NEXT_RELEASE)}\\.tar\\.gz before the update$`,
        ),
      ),
      `Installed Recoverly ${NEXT_RELEASE} as ${executable}; ${THIS_VERSION} is kept as ${executable}.previous`,
      `Restarted ${unit} (systemctl restart); waiting up to 60 s for ${NEXT_RELEASE} to answer /healthz`,
      expect.stringMatching(
        new RegExp(
          `^Recoverly ${escape(NEXT_RELEASE)} answers /healthz \\(pid \\d+, http://127\\.0\\.0\\.1:\\d+\\): updated from ${escape(THIS_VERSION)}; recoverly rollback puts ${escape(THIS_VERSION)} back$`,
        ),
      ),
    ]);
    expect(service.systemctl()).toEqual([`restart ${unit}`]);
    expect(sha256(fs.readFileSync(`${executable}.previous`))).toBe(fileA);
    expect(service.status()).toMatchObject({ version: NEXT_RELEASE, state: 'serving' });
    const urlB = service.status()!.url!;
    // The whole backup taken first, as the release before wrote it.
    const backup = /to (data\/backups\/\S+\.tar\.gz)/.exec(update.stdout)![1]!;
    expect(fs.statSync(path.join(installation.folder, backup)).mode & 0o777).toBe(0o600);
    // Migrated: one migration more, and its table.
    expect(migrations(installation.databasePath)).toEqual([...migrationsBefore, PROBE_MIGRATION]);
    expect(hasTable(installation.databasePath, 'upgrade_test_probe')).toBe(true);
    expect(businessRows(installation.databasePath)).toEqual(rowsBefore);
    await expectShopServed(urlB, shop);
    expect(auditLines(installation.databasePath)).toEqual(lines(update.stdout).slice(1));

    // An older signed release is never installed: the one running before, published as the latest.
    const older = tempFolder('older-release');
    writeReleaseFiles({
      outDir: older,
      archive: path.join(path.dirname(BUILT_EXECUTABLE), 'recoverly-linux-x64.tar.gz'),
      version: THIS_VERSION,
      key: readSigningKey(RELEASE_SIGNING_KEY_FILE)!,
      notes: '',
    });
    const downgrade = await recoverly(service, ['update', '--yes', '--from', older]);
    fs.rmSync(older, { recursive: true, force: true });
    expect(downgrade.code).toBe(1);
    expect(lines(downgrade.stderr)).toEqual([
      `Update refused: recoverly-${THIS_VERSION}-linux-x64.tar.gz is Recoverly ${THIS_VERSION}, older than this ${NEXT_RELEASE}; an older signed release is never installed (recoverly rollback goes back to the release before the last update)`,
    ]);

    const rollback = await recoverly(service, ['rollback', '--yes']);
    expect(rollback.code, rollback.stdout + rollback.stderr).toBe(0);
    expect(lines(rollback.stdout)).toEqual([
      `Stopped ${unit} (systemctl stop)`,
      `Put back Recoverly ${THIS_VERSION} as ${executable}; ${NEXT_RELEASE} is kept as ${executable}.rolled-back`,
      expect.stringMatching(
        new RegExp(
          `^Put back the database as it was before ${escape(NEXT_RELEASE)} migrated it \\(${PROBE_MIGRATION}\\), from data/backups/site-\\d{8}T\\d{6}Z-before-${escape(NEXT_RELEASE)}\\.db; the database ${escape(NEXT_RELEASE)} left is kept as data/backups/site-\\d{8}T\\d{6}Z-rolled-back-from-${escape(NEXT_RELEASE)}\\.db$`,
        ),
      ),
      `Started ${unit} (systemctl start)`,
      expect.stringMatching(new RegExp(`^Recoverly ${escape(THIS_VERSION)} answers /healthz again \\(pid \\d+\\)$`)),
    ]);
    expect(service.systemctl()).toEqual([`restart ${unit}`, `stop ${unit}`, `reset-failed ${unit}`, `start ${unit}`]);
    expect(sha256(fs.readFileSync(executable))).toBe(fileA);
    expect(service.status()).toMatchObject({ version: THIS_VERSION, state: 'serving' });
    expect(migrations(installation.databasePath)).toEqual(migrationsBefore);
    expect(hasTable(installation.databasePath, 'upgrade_test_probe')).toBe(false);
    expect(businessRows(installation.databasePath)).toEqual(rowsBefore);
    await expectShopServed(service.status()!.url!, shop);
    expect(auditLines(installation.databasePath).slice(-lines(rollback.stdout).length)).toEqual(lines(rollback.stdout));
  } finally {
    await service.stop();
    await releases.close();
  }
});

test('a changed archive, a signature by another key and a release for another platform are refused: the running file and its database stay byte for byte', async () => {
  test.setTimeout(120_000);
  const service = await startService();
  const { installation } = service;
  const folder = tempFolder('bad-releases');
  try {
    const key = readSigningKey(RELEASE_SIGNING_KEY_FILE)!;
    const latest = JSON.parse(fs.readFileSync(path.join(NEXT_RELEASE_DIR, 'latest.json'), 'utf8')) as { notes: string };
    // One byte of the archive changed after it was signed.
    const changed = path.join(folder, 'changed');
    fs.mkdirSync(changed);
    for (const name of fs.readdirSync(NEXT_RELEASE_DIR)) fs.copyFileSync(path.join(NEXT_RELEASE_DIR, name), path.join(changed, name));
    const bytes = fs.readFileSync(path.join(changed, ARCHIVE));
    bytes[Math.floor(bytes.length / 2)] = bytes[Math.floor(bytes.length / 2)]! ^ 0x01;
    fs.writeFileSync(path.join(changed, ARCHIVE), bytes);
    // The same release, signed by a key this file doesn't know.
    const stranger = readSigningKey(crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString())!;
    const otherKey = path.join(folder, 'other-key');
    writeReleaseFiles({
      outDir: otherKey,
      archive: path.join(NEXT_RELEASE_DIR, ARCHIVE),
      version: NEXT_RELEASE,
      key: stranger,
      notes: latest.notes,
    });
    // Signed by the right key, for another platform.
    const arm = path.join(folder, 'arm');
    writeReleaseFiles({
      outDir: arm,
      archive: path.join(NEXT_RELEASE_DIR, ARCHIVE),
      version: NEXT_RELEASE,
      key,
      notes: latest.notes,
      platform: 'linux-arm64',
    });

    // Nothing is writing: the bytes compared are the idle site's.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const fileBefore = sha256(fs.readFileSync(installation.executable));
    const databaseBefore = databaseBytes(installation.databasePath);
    const listingBefore = fs.readdirSync(installation.folder, { recursive: true, encoding: 'utf8' }).sort();
    for (const [from, refusal] of [
      [changed, new RegExp(`^Update refused: ${escape(ARCHIVE)} does not match its signed sha256 \\(it was changed or damaged on the way`)],
      [
        otherKey,
        new RegExp(
          `^Update refused: SHA256SUMS\\.minisig at ${escape(otherKey)} is signed by another key than this file's release key \\(RW\\S+\\); nothing is installed from there$`,
        ),
      ],
      [
        arm,
        new RegExp(
          `^Update refused: recoverly-${escape(NEXT_RELEASE)}-linux-arm64\\.tar\\.gz is for linux-arm64, and this machine runs linux-x64: not installed$`,
        ),
      ],
    ] as const) {
      const run = await recoverly(service, ['update', '--yes', '--from', from]);
      expect(run.code, from).toBe(1);
      expect(lines(run.stderr), from).toEqual([expect.stringMatching(refusal)]);
      expect(sha256(fs.readFileSync(installation.executable))).toBe(fileBefore);
      expect(databaseBytes(installation.databasePath)).toBe(databaseBefore);
      // No backup, no previous file, no update record, no download left behind.
      expect(fs.readdirSync(installation.folder, { recursive: true, encoding: 'utf8' }).sort()).toEqual(listingBefore);
    }
    expect(service.systemctl()).toEqual([]);
    expect(service.status()).toMatchObject({ version: THIS_VERSION, state: 'serving' });
  } finally {
    await service.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test(`a ${NEXT_RELEASE} that exits at start is rolled back by itself: ${THIS_VERSION}'s file and the database as it was before`, async () => {
  test.setTimeout(180_000);
  // The test build of the next release stops after migrating when told so: a release that can't start.
  const service = await startService({ RECOVERLY_TEST_FAIL_START: '1' });
  const { installation } = service;
  try {
    const shop = await seedShop(service.status()!.url!, installation.databasePath);
    const rowsBefore = businessRows(installation.databasePath);
    const migrationsBefore = migrations(installation.databasePath);
    const fileA = sha256(fs.readFileSync(installation.executable));
    const unit = service.status()!.unit!;

    const update = await recoverly(service, ['update', '--yes', '--from', NEXT_RELEASE_DIR]);
    expect(update.code, update.stdout + update.stderr).toBe(1);
    expect(lines(update.stderr)).toEqual([
      `Recoverly ${NEXT_RELEASE} did not become healthy: it failed to start 3 times: this test build was asked to fail after migrating (RECOVERLY_TEST_FAIL_START)`,
    ]);
    expect(lines(update.stdout).slice(5)).toEqual([
      `Stopped ${unit} (systemctl stop)`,
      `Put back Recoverly ${THIS_VERSION} as ${installation.executable}; ${NEXT_RELEASE} is kept as ${installation.executable}.rolled-back`,
      expect.stringMatching(
        new RegExp(
          `^Put back the database as it was before ${escape(NEXT_RELEASE)} migrated it \\(${PROBE_MIGRATION}\\), from data/backups/site-`,
        ),
      ),
      `Started ${unit} (systemctl start)`,
      expect.stringMatching(
        new RegExp(
          `^Recoverly ${escape(THIS_VERSION)} answers /healthz again \\(pid \\d+\\) \\(rolled back because ${escape(NEXT_RELEASE)} did not become healthy: it failed to start 3 times: this test build`,
        ),
      ),
    ]);
    expect(sha256(fs.readFileSync(installation.executable))).toBe(fileA);
    expect(service.status()).toMatchObject({ version: THIS_VERSION, state: 'serving' });
    expect(migrations(installation.databasePath)).toEqual(migrationsBefore);
    expect(hasTable(installation.databasePath, 'upgrade_test_probe')).toBe(false);
    expect(businessRows(installation.databasePath)).toEqual(rowsBefore);
    await expectShopServed(service.status()!.url!, shop);
    expect(auditLines(installation.databasePath)).toContain(
      `Recoverly ${NEXT_RELEASE} did not become healthy: it failed to start 3 times: this test build was asked to fail after migrating (RECOVERLY_TEST_FAIL_START)`,
    );
  } finally {
    await service.stop();
  }
});

test(`outside systemd the update asks for the restart and waits for it: restarted by hand, ${NEXT_RELEASE} is healthy`, async () => {
  test.setTimeout(120_000);
  const service = await startService({}, { systemd: false });
  try {
    const before = service.status()!;
    expect(before.unit ?? null).toBeNull();
    const child = spawn(service.installation.executable, ['update', '--yes', '--from', NEXT_RELEASE_DIR], {
      cwd: service.installation.folder,
      env: service.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run = watch(child);
    const asked = `Restart Recoverly now to run ${NEXT_RELEASE} (pid ${before.pid}: stop it, then start it as before); waiting up to 60 s for it to answer /healthz`;
    await waitUntil(() => lines(run.stdout()).includes(asked), 60_000, 'the update asks for the restart');
    // The operator restarts it, the way it was started (here: its supervisor).
    expect(service.systemctl()).toEqual([]);
    process.kill(service.supervisor.pid!, 'SIGHUP');
    const finished = await run.exited;
    expect(finished.code, finished.stdout + finished.stderr).toBe(0);
    expect(lines(finished.stdout).at(-1)).toMatch(new RegExp(`^Recoverly ${escape(NEXT_RELEASE)} answers /healthz \\(pid \\d+, `));
    expect(service.status()).toMatchObject({ version: NEXT_RELEASE, state: 'serving' });
  } finally {
    await service.stop();
  }
});
