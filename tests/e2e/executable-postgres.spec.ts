import fs from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateUpTo, THIS_RELEASE } from '../../app/lib/db/migrate.server';
import { describePostgresUrl } from '../../app/lib/db/postgres.server';
import { createDatabaseFrom, dropDatabases, testDatabaseName } from '../helpers/postgres-test-database';
import { PREVIOUS_RELEASE } from '../helpers/previous-release';
import { installExecutable, runExecutable, serveExecutable, type Installation } from './executable';
import { expect, test } from './fixtures';
import { lines } from './server-runs';

// The single executable on PostgreSQL (DATABASE_URL), each test on a new database of the run's server:
// it serves, upgrades the previous release's schema saying the dump is the operator's, and refuses a
// schema a newer release upgraded.

const serverUrl = process.env.TEST_DATABASE_URL!;
const prefix = testDatabaseName('site_exe');
const VERSION = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version as string;
const LATEST = Object.keys(THIS_RELEASE.migrations).sort().at(-1)!;
// Every process of a PostgreSQL site is given its secrets (a fixed license key for tests).
const SHARED = {
  SESSION_SECRET: 'executable-postgres-secret',
  LICENSE_SIGNING_KEY: 'MC4CAQAwBQYDK2VwBCIEIHwBxPUivIBVRMiAOM04AYtE9iQ7rul1jEzjjPK19xss',
  REFUND_ACCOUNT_KEY: '7e'.repeat(32),
};

let installation: Installation;
let url: string;
let count = 0;

test.beforeEach(async () => {
  installation = installExecutable({ link: true });
  url = await createDatabaseFrom(serverUrl, `${prefix}_${++count}`);
});
test.afterEach(() => {
  fs.rmSync(installation.folder, { recursive: true, force: true });
});
test.afterAll(async () => {
  await dropDatabases(serverUrl, prefix);
});

async function onDatabase<T>(run: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

const migrationsOf = () =>
  onDatabase(async (db) =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((row) => row.name),
  );

test('serves from PostgreSQL, creating the schema in the database it is given', async () => {
  const server = await serveExecutable(installation, { DATABASE_URL: url, ...SHARED });
  try {
    expect(lines(server.stdout())).toContain(
      `Database: ${describePostgresUrl(url)} (backups are the operator's job on PostgreSQL: pg_dump, before every upgrade too)`,
    );
    expect((await fetch(`${server.url}/pricing`)).status).toBe(200);
  } finally {
    await server.stop();
  }
  expect((await migrationsOf()).at(-1)).toBe(LATEST);
  // No SQLite file: the folder holds the executable, and the data folder the server tells the updater
  // in while it runs (data/server.json, removed at its stop), for backups of the secrets too.
  expect(fs.readdirSync(installation.folder, { recursive: true, encoding: 'utf8' }).sort()).toEqual(['data', 'recoverly']);
});

test('upgrades the schema the previous release left, saying in its line that the dump before it is the operator’s', async () => {
  await onDatabase(async (db) => {
    await migrateUpTo(db, PREVIOUS_RELEASE.lastMigration);
    await sql`drop table schema_upgrades`.execute(db);
  });
  const server = await serveExecutable(installation, { DATABASE_URL: url, ...SHARED });
  await server.stop();
  expect(lines(server.stdout())).toContain(
    `Upgrading the PostgreSQL schema (${PREVIOUS_RELEASE.lastMigration} → ${LATEST}): no copy is taken here; backing up PostgreSQL before an upgrade is the operator's job (pg_dump)`,
  );
  expect((await migrationsOf()).at(-1)).toBe(LATEST);
});

test('refuses a schema a newer release upgraded, in one line naming the release it needs, with exit code 1', async () => {
  await onDatabase(async (db) => {
    await migrateUpTo(db, LATEST);
    await sql`insert into kysely_migration (name, timestamp) values ('2099-01-01-001-future', '2099-01-01T00:00:00.000Z')`.execute(db);
    await sql`insert into schema_upgrades (release, upgraded_at, from_migration, to_migration) values ('9.0.0', '2099-01-01T00:00:00.000Z', ${LATEST}, '2099-01-01-001-future')`.execute(
      db,
    );
  });
  const before = await migrationsOf();

  const run = await runExecutable(installation, [], { env: { DATABASE_URL: url, ...SHARED, PORT: '0', HOST: '127.0.0.1' } });

  expect(run.code).toBe(1);
  expect(lines(run.stderr)).toEqual([
    `Cannot start: the PostgreSQL database ${describePostgresUrl(url)} needs Recoverly 9.0.0 or newer: its schema has migration 2099-01-01-001-future, ` +
      `which this Recoverly ${VERSION} does not know; run Recoverly 9.0.0, or restore the dump taken before that upgrade`,
  ]);
  expect(await migrationsOf()).toEqual(before);
});

test('db-copy moves the SQLite database of its folder into the empty PostgreSQL database, which it then serves', async () => {
  const created = await runExecutable(installation, ['admin', '--email', 'owner@example.com', '--password-stdin'], {
    input: 'a long enough password\n',
  });
  expect(created.code, created.stderr).toBe(0);

  const copied = await runExecutable(installation, ['db-copy', '--from', 'data/site.db', '--to', url]);
  expect(copied.code, copied.stderr).toBe(0);
  expect(copied.stdout).toMatch(/admins 1\b/);

  const server = await serveExecutable(installation, { DATABASE_URL: url, ...SHARED });
  try {
    expect(lines(server.stdout())).toContain('Migrations: schema up to date');
    expect(server.stdout()).not.toContain('No administrator exists yet');
  } finally {
    await server.stop();
  }
});
