import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lostRows, PREVIOUS_RELEASE, tableRows, writePreviousReleaseDatabase } from '../../../tests/helpers/previous-release';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { RELEASE_VERSION } from '../release';
import { displayPath } from './database-file.server';
import { createKysely, openSqlite } from './db.server';
import { THIS_RELEASE } from './migrate.server';
import { runMigrations, type MigrationSet } from './migration-runner.server';
import type { Database as Schema } from './schema';
import { refuseNewerSqliteFile, upgradeSchema } from './schema-upgrade.server';

// What a start does to a SQLite file of another release's schema: an older one is copied, then
// migrated all or nothing; a newer one is refused without a byte of it changing.

const LATEST = Object.keys(THIS_RELEASE.migrations).sort();
const opened: Database.Database[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const connection of opened.splice(0)) if (connection.open) connection.close();
});

function dataFile(): string {
  return path.join(tempFolder('upgrade'), 'data', 'site.db');
}

function open(file: string): { connection: Database.Database; db: Kysely<Schema> } {
  const connection = openSqlite(file);
  opened.push(connection);
  return { connection, db: createKysely(connection) };
}

function upgrade(file: string, release?: MigrationSet) {
  const { connection, db } = open(file);
  return { connection, result: upgradeSchema({ config: { kind: 'sqlite', file }, db, sqlite: () => connection }, release) };
}

/** Everything in the file: its schema, the migrations it records and every row. */
function contents(file: string) {
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    return {
      schema: sqlite.prepare("select type, name, sql from sqlite_master where name not like 'sqlite_autoindex%' order by name").all(),
      migrations: sqlite.prepare('select name from kysely_migration order by name').all(),
      rows: tableRows(file),
    };
  } finally {
    sqlite.close();
  }
}

function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

describe('a database the previous release left', () => {
  it('is copied to data/backups/site-<UTC time>-before-<version>.db, said in one line, then migrated with every row kept', async () => {
    const file = dataFile();
    await writePreviousReleaseDatabase(file);
    const before = tableRows(file);
    const said = vi.spyOn(console, 'log').mockImplementation(() => {});

    const { applied, copy } = await upgrade(file).result;

    expect(applied).toEqual(LATEST.filter((name) => name > PREVIOUS_RELEASE.lastMigration));
    const release = RELEASE_VERSION.replaceAll('.', '\\.');
    expect(copy).toMatch(new RegExp(`/data/backups/site-\\d{8}T\\d{6}Z-before-${release}\\.db$`));
    expect(said.mock.calls).toEqual([
      [
        `Backed up ${displayPath(file)} to ${displayPath(copy!)} before upgrading its schema (${PREVIOUS_RELEASE.lastMigration} → ${LATEST.at(-1)})`,
      ],
    ]);
    // The copy is the database as it was: one private file, in a private folder.
    expect(tableRows(copy!)).toEqual(before);
    expect(contents(copy!).migrations.at(-1)).toEqual({ name: PREVIOUS_RELEASE.lastMigration });
    expect(fs.readdirSync(path.dirname(copy!))).toEqual([path.basename(copy!)]);
    expect(fs.statSync(copy!).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(copy!)).mode & 0o777).toBe(0o700);
    // The upgraded database kept every row and every value.
    expect(lostRows(before, tableRows(file))).toEqual([]);
    // Its two request tables are one, each request of its kind (the contact message known by its subject then).
    expect(tableRows(file).requests!.map((row) => [row.reference, row.kind])).toEqual([
      ['REQ-AAAA-0001', 'support'],
      ['REQ-AAAA-0002', 'help'],
      ['REQ-AAAA-0003', 'contact'],
    ]);
    const history = new Database(file).prepare('select release, from_migration, to_migration from schema_upgrades').all();
    expect(history).toEqual([{ release: RELEASE_VERSION, from_migration: PREVIOUS_RELEASE.lastMigration, to_migration: LATEST.at(-1) }]);
  });

  it('is left as it was when a migration throws half way, the migrations run before it in the same start undone too', async () => {
    const file = dataFile();
    await writePreviousReleaseDatabase(file);
    const before = contents(file);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const throwsHalfWay: Migration = {
      async up(db) {
        await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
        await sql`update ach_orders set name = 'Overwritten'`.execute(db);
        throw new Error('the disk is on fire');
      },
    };
    const withBrokenMigration: MigrationSet = {
      migrations: { ...THIS_RELEASE.migrations, '2099-01-01-999-throws-half-way': throwsHalfWay },
      release: '9.9.9',
    };

    const { connection, result } = upgrade(file, withBrokenMigration);
    const failure = await result.catch((error: Error) => error);

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toBe('StartupError');
    expect((failure as Error).message).toMatch(
      /^the schema upgrade failed and was undone, the database is as it was \(migration 2099-01-01-999-throws-half-way failed: the disk is on fire\); the copy taken before it is .*\/data\/backups\/site-\d{8}T\d{6}Z-before-9\.9\.9\.db$/,
    );
    // Foreign keys, off while the migrations ran, are on again for the connection's next user.
    expect(connection.pragma('foreign_keys', { simple: true })).toBe(1);
    connection.close();
    expect(contents(file)).toEqual(before);
  });
  it('is left as it was when the migrations would leave a row pointing at nothing (foreign keys, off while they run, are checked before the commit)', async () => {
    const file = dataFile();
    await writePreviousReleaseDatabase(file);
    const before = contents(file);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const dangling: Migration = {
      up: async (db) =>
        void (await sql`insert into order_notes (order_id, body, author) values (9999, 'For no order', 'migration')`.execute(db)),
    };
    const release: MigrationSet = { migrations: { ...THIS_RELEASE.migrations, '2099-01-01-999-dangling': dangling }, release: '9.9.9' };

    const { connection, result } = upgrade(file, release);

    await expect(result).rejects.toThrow(
      /^the schema upgrade failed and was undone, the database is as it was \(the migrations would leave 1 row pointing at rows that do not exist\)/,
    );
    connection.close();
    expect(contents(file)).toEqual(before);
  });
});

describe('a database already at this release', () => {
  it('is neither copied nor changed', async () => {
    const file = dataFile();
    await writePreviousReleaseDatabase(file);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const first = upgrade(file);
    await first.result;
    first.connection.close();
    const before = contents(file);

    const { applied, copy } = await upgrade(file).result;

    expect(applied).toEqual([]);
    expect(copy).toBeNull();
    expect(fs.readdirSync(path.join(path.dirname(file), 'backups'))).toHaveLength(1);
    expect(contents(file)).toEqual(before);
  });

  it('is a new file: migrated from nothing, with nothing to copy', async () => {
    const file = dataFile();
    const said = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { applied, copy } = await upgrade(file).result;
    expect(applied).toEqual(LATEST);
    expect(copy).toBeNull();
    expect(said).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(path.dirname(file), 'backups'))).toBe(false);
  });
});

describe('a database a newer release upgraded', () => {
  const FUTURE = '2099-01-01-001-future';
  const newer: MigrationSet = {
    migrations: {
      ...THIS_RELEASE.migrations,
      [FUTURE]: { up: async (db) => void (await db.schema.createTable('future').addColumn('id', 'integer').execute()) },
    },
    release: '9.0.0',
  };

  async function upgradedByNewer(file: string, keepHistory = true): Promise<void> {
    const { connection, db } = open(file);
    await runMigrations(db, newer);
    if (!keepHistory) connection.exec('drop table schema_upgrades');
    connection.close();
  }

  it('is refused in one line naming the release it needs and the copy to go back to, and not a byte of it changes', async () => {
    const file = dataFile();
    await upgradedByNewer(file);
    const backups = path.join(path.dirname(file), 'backups');
    fs.mkdirSync(backups);
    for (const name of [
      'site-20990101T000000Z-before-8.0.0.db',
      'site-20990101T000000Z-before-9.0.0.db',
      'site-20990102T000000Z-before-9.0.0.db',
    ]) {
      fs.writeFileSync(path.join(backups, name), '');
    }
    const bytes = sha256(file);
    const modified = fs.statSync(file).mtimeMs;
    const listing = fs.readdirSync(path.dirname(file)).sort();

    const refusal = await refuseNewerSqliteFile(file).catch((error: Error) => error);

    expect(refusal).toMatchObject({
      name: 'StartupError',
      message:
        `${displayPath(file)} needs Recoverly 9.0.0 or newer: its schema has migration ${FUTURE}, which this Recoverly ${RELEASE_VERSION} does not know; ` +
        `run Recoverly 9.0.0, or restore the copy taken before that upgrade (${displayPath(path.join(backups, 'site-20990102T000000Z-before-9.0.0.db'))})`,
    });
    expect(sha256(file)).toBe(bytes);
    expect(fs.statSync(file).mtimeMs).toBe(modified);
    expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(listing);
  });

  it('without a recorded release is refused as needing a newer one than this', async () => {
    const file = dataFile();
    await upgradedByNewer(file, false);
    await expect(refuseNewerSqliteFile(file)).rejects.toThrow(
      `${displayPath(file)} needs a newer Recoverly than ${RELEASE_VERSION}: its schema has migration ${FUTURE}, which this Recoverly ${RELEASE_VERSION} does not know; run the release that upgraded it, or restore the copy taken before that upgrade`,
    );
  });

  it('is refused the same way once open, before any migration runs', async () => {
    const file = dataFile();
    await upgradedByNewer(file);
    await expect(upgrade(file).result).rejects.toThrow(/needs Recoverly 9\.0\.0 or newer: its schema has migration 2099-01-01-001-future/);
  });
});
