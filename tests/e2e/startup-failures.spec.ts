import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { writeDamagedDatabase } from '../helpers/damaged-database';
import { tempFolder } from '../helpers/temp-folder';
import { expect, test } from './fixtures';
import { lines, runServerUntilExit } from './server-runs';

// Each refusal: exactly one line on stderr naming the setting or path and what to do, exit code 1,
// and nothing created (no data folder, no database, no lock or secret file).
let folder: string;
let dataFolder: string;
let databasePath: string;
test.beforeEach(() => {
  folder = tempFolder('startup');
  dataFolder = path.join(folder, 'data');
  databasePath = path.join(dataFolder, 'site.db');
});
test.afterEach(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

async function expectRefusal(env: Record<string, string>, line: string | RegExp, prefix: string[] = []) {
  const run = await runServerUntilExit({ DATABASE_PATH: databasePath, PORT: '0', HOST: '127.0.0.1', ...env }, prefix);
  expect(run.code, run.stdout + run.stderr).toBe(1);
  const said = lines(run.stderr);
  expect(said).toHaveLength(1);
  if (typeof line === 'string') expect(said[0]).toBe(line);
  else expect(said[0]).toMatch(line);
  expect(lines(run.stdout)).toEqual([]);
}

for (const port of ['abc', '99999', '-1']) {
  test(`PORT=${port} is refused in one line, and nothing is created`, async () => {
    await expectRefusal(
      { PORT: port },
      `Cannot start: PORT=${port} is not a port number; set PORT to a whole number from 1 to 65535 (0 picks a free port)`,
    );
    expect(fs.existsSync(dataFolder)).toBe(false);
  });
}

test('a port in use is named with what to do, and nothing is created', async () => {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const { port } = blocker.address() as net.AddressInfo;
  try {
    await expectRefusal(
      { PORT: String(port) },
      `Cannot start: port ${port} is in use (another program listens on it); stop that program or set PORT to a free port`,
    );
  } finally {
    blocker.close();
  }
  expect(fs.existsSync(dataFolder)).toBe(false);
});

test('a HOST that does not resolve is named, and nothing is created', async () => {
  await expectRefusal(
    { HOST: 'no-such-host.invalid' },
    'Cannot start: HOST=no-such-host.invalid does not resolve to an address; set HOST to an address of this machine, or unset it to listen on all',
  );
  expect(fs.existsSync(dataFolder)).toBe(false);
});

test('a too-short ADMIN_PASSWORD is named before the database is created', async () => {
  await expectRefusal(
    { ADMIN_EMAIL: 'owner@recoverly.test', ADMIN_PASSWORD: 'short' },
    /^Cannot start: ADMIN_PASSWORD is too short: the password must be at least 8 characters long; set another ADMIN_PASSWORD/,
  );
  expect(fs.existsSync(dataFolder)).toBe(false);
});

test('a data folder that cannot be created is named', async () => {
  fs.writeFileSync(path.join(folder, 'a-file'), '');
  databasePath = path.join(folder, 'a-file', 'data', 'site.db');
  await expectRefusal(
    {},
    `Cannot start: the data folder ${path.join(folder, 'a-file', 'data')} cannot be created (ENOTDIR: a part of the path is a file, not a folder); set DATABASE_PATH to a file in a folder this user may create or write`,
  );
  expect(fs.readdirSync(folder)).toEqual(['a-file']);
});

test('a data folder this user cannot write is named, and nothing is created in it', async () => {
  // Root writes anywhere: the server then runs as 'nobody', in a folder outside the run's private one.
  const asRoot = process.getuid?.() === 0;
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'site-readonly-'));
  try {
    fs.chmodSync(base, 0o755);
    const locked = path.join(base, 'data');
    fs.mkdirSync(locked, { mode: 0o555 });
    fs.chmodSync(locked, 0o555);
    databasePath = path.join(locked, 'site.db');
    await expectRefusal(
      {},
      `Cannot start: the data folder ${locked} is not writable by this user (EACCES: permission denied); give the user write access to it, or set DATABASE_PATH elsewhere`,
      asRoot ? ['setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', '--'] : [],
    );
    expect(fs.readdirSync(locked)).toEqual([]);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
});

test('a file that is not a database is named, and left alone', async () => {
  fs.mkdirSync(dataFolder);
  fs.writeFileSync(databasePath, 'notes, not a database\n'.repeat(300));
  await expectRefusal(
    {},
    `Cannot start: ${databasePath} is not an SQLite database; set DATABASE_PATH to the site's database, or move this file away to start a new one`,
  );
  expect(fs.readdirSync(dataFolder)).toEqual(['site.db']);
});

test('a damaged database is named, with where to find the way back', async () => {
  fs.mkdirSync(dataFolder);
  writeDamagedDatabase(databasePath);
  const before = fs.readFileSync(databasePath);
  await expectRefusal({}, /^Cannot start: \S+site\.db is damaged \(.+\); restore a backup: see README, "Data and backups"$/);
  expect(fs.readdirSync(dataFolder)).toEqual(['site.db']);
  expect(fs.readFileSync(databasePath).equals(before)).toBe(true);
});
