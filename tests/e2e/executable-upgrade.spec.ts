import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { THIS_RELEASE } from '../../app/lib/db/migrate.server';
import { runMigrations } from '../../app/lib/db/migration-runner.server';
import { lostRows, PREVIOUS_RELEASE, tableRows, writePreviousReleaseDatabase } from '../helpers/previous-release';
import { installExecutable, runExecutable, serveExecutable, type Installation } from './executable';
import { expect, test } from './fixtures';
import { lines } from './server-runs';

// Upgrading and rolling back with the single executable: the database the previous release left is
// copied before it is migrated, with every row kept; a database a newer release upgraded is refused
// without a byte changing; a migration that fails half way undoes the whole start.

const VERSION = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')).version as string;
const LATEST = Object.keys(THIS_RELEASE.migrations).sort().at(-1)!;

let installation: Installation;
test.beforeEach(() => {
  installation = installExecutable({ link: true });
});
test.afterEach(() => {
  fs.rmSync(installation.folder, { recursive: true, force: true });
});

function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

function listing(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
}

function appliedMigrations(file: string): string[] {
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    return sqlite.prepare('select name from kysely_migration order by name').pluck().all() as string[];
  } finally {
    sqlite.close();
  }
}

test(`the database ${PREVIOUS_RELEASE.version} left is copied to data/backups/ first, said in one line, then migrated with every row kept`, async () => {
  await writePreviousReleaseDatabase(installation.databasePath);
  const before = tableRows(installation.databasePath);

  const server = await serveExecutable(installation);
  await server.stop();

  const copyLine = lines(server.stdout()).find((line) => line.startsWith('Backed up '));
  const pattern = new RegExp(
    `^Backed up data/site\\.db to (data/backups/site-\\d{8}T\\d{6}Z-before-${VERSION.replaceAll('.', '\\.')}\\.db) before upgrading its schema \\(${PREVIOUS_RELEASE.lastMigration} → ${LATEST}\\)$`,
  );
  expect(copyLine).toMatch(pattern);
  const copy = path.join(installation.folder, pattern.exec(copyLine!)![1]!);
  // Said before the migrations ran, which are listed after it.
  const said = lines(server.stdout());
  expect(said.indexOf(copyLine!)).toBeLessThan(said.findIndex((line) => line.startsWith('Migrations applied: ')));
  expect(tableRows(copy)).toEqual(before);
  expect(appliedMigrations(copy).at(-1)).toBe(PREVIOUS_RELEASE.lastMigration);
  expect(lostRows(before, tableRows(installation.databasePath))).toEqual([]);
  expect(appliedMigrations(installation.databasePath).at(-1)).toBe(LATEST);
});

test('a database a newer release upgraded is refused in one line naming the release it needs, exit code 1, and not a byte changes', async () => {
  await writePreviousReleaseDatabase(installation.databasePath);
  const sqlite = new Database(installation.databasePath);
  const future = {
    up: async (db: Kysely<unknown>) => void (await db.schema.createTable('future_things').addColumn('id', 'integer').execute()),
  };
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await runMigrations(db, { migrations: { ...THIS_RELEASE.migrations, '2099-01-01-001-future-things': future }, release: '9.0.0' });
  await db.destroy();
  const bytes = sha256(installation.databasePath);
  const files = listing(installation.folder);

  for (const args of [[], ['admin', '--email', 'owner@example.com', '--password-stdin']]) {
    const run = await runExecutable(installation, args, { env: { PORT: '0', HOST: '127.0.0.1' }, input: 'a long enough password\n' });
    expect(run.code).toBe(1);
    const refusal =
      `data/site.db needs Recoverly 9.0.0 or newer: its schema has migration 2099-01-01-001-future-things, which this Recoverly ${VERSION} does not know; ` +
      'run Recoverly 9.0.0, or restore the copy taken before that upgrade';
    expect(lines(run.stderr)).toEqual([args.length ? `Could not set the administrator: ${refusal}` : `Cannot start: ${refusal}`]);
    expect(lines(run.stdout)).toEqual([]);
    expect(sha256(installation.databasePath)).toBe(bytes);
    expect(listing(installation.folder)).toEqual(files);
  }
});

test('a database a newer release upgraded is refused with its WAL beside it, and neither the file nor the WAL changes a byte', async () => {
  // The newer release's last commits still in the WAL: copied while its connection is open, as a site
  // stopped by a power cut leaves them.
  await writePreviousReleaseDatabase(installation.databasePath);
  const staging = path.join(installation.folder, 'staging.db');
  fs.copyFileSync(installation.databasePath, staging);
  const writer = new Database(staging);
  writer.pragma('journal_mode = WAL');
  writer.pragma('wal_autocheckpoint = 0');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: writer }) });
  const future = {
    up: async (kysely: Kysely<unknown>) => void (await kysely.schema.createTable('future_things').addColumn('id', 'integer').execute()),
  };
  await runMigrations(db, { migrations: { ...THIS_RELEASE.migrations, '2099-01-01-001-future-things': future }, release: '9.0.0' });
  fs.copyFileSync(staging, installation.databasePath);
  fs.copyFileSync(`${staging}-wal`, `${installation.databasePath}-wal`);
  await db.destroy();
  for (const name of ['staging.db', 'staging.db-wal', 'staging.db-shm']) fs.rmSync(path.join(installation.folder, name), { force: true });
  expect(fs.statSync(`${installation.databasePath}-wal`).size).toBeGreaterThan(0);
  const bytes = [sha256(installation.databasePath), sha256(`${installation.databasePath}-wal`)];
  const files = listing(installation.folder);

  const run = await runExecutable(installation, [], { env: { PORT: '0', HOST: '127.0.0.1' } });
  expect(run.code).toBe(1);
  expect(lines(run.stderr)).toEqual([
    expect.stringMatching(
      /^Cannot start: data\/site\.db needs Recoverly 9\.0\.0 or newer: its schema has migration 2099-01-01-001-future-things/,
    ),
  ]);
  expect([sha256(installation.databasePath), sha256(`${installation.databasePath}-wal`)]).toEqual(bytes);
  expect(listing(installation.folder)).toEqual(files);
});

test('a migration that fails half way leaves the database as it was: refused in one line naming the copy, and the next start, once fixed, upgrades', async () => {
  await writePreviousReleaseDatabase(installation.databasePath);
  // A table an operator made by hand, with the name a migration of this release creates after others.
  const sqlite = new Database(installation.databasePath);
  sqlite.exec('create table bank_profiles (note text)');
  sqlite.close();
  const before = tableRows(installation.databasePath);
  const schema = () => new Database(installation.databasePath).prepare('select name, sql from sqlite_master order by name').all();
  const schemaBefore = schema();

  const run = await runExecutable(installation, [], { env: { PORT: '0', HOST: '127.0.0.1' } });

  expect(run.code).toBe(1);
  const refusal =
    /^Cannot start: the schema upgrade failed and was undone, the database is as it was \(migration 2026-11-26-012-bank-statements failed: table "bank_profiles" already exists\); the copy taken before it is (data\/backups\/site-\d{8}T\d{6}Z-before-.+\.db)$/;
  expect(lines(run.stderr)).toEqual([expect.stringMatching(refusal)]);
  expect(tableRows(path.join(installation.folder, refusal.exec(lines(run.stderr)[0]!)![1]!))).toEqual(before);
  // Not even the tables the same migration created before it failed are left.
  expect(schema()).toEqual(schemaBefore);
  expect(appliedMigrations(installation.databasePath).at(-1)).toBe(PREVIOUS_RELEASE.lastMigration);
  expect(tableRows(installation.databasePath)).toEqual(before);

  const fixed = new Database(installation.databasePath);
  fixed.exec('drop table bank_profiles');
  fixed.close();
  const server = await serveExecutable(installation);
  await server.stop();
  expect(appliedMigrations(installation.databasePath).at(-1)).toBe(LATEST);
});
