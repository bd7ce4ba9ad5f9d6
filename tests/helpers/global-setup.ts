import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabaseFrom, dropDatabases, testDatabaseName } from './postgres-test-database';

// vitest's globalSetup runs before any test module is imported: it prepares one migrated template
// per backend, which every test file copies (tests/helpers/temp-database.ts). SQLite always; with
// TEST_DATABASE_URL, a template database on that PostgreSQL server too.
export async function setup(): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-unit-'));
  process.env.DATABASE_PATH = path.join(dir, 'unused.db');
  const { createDatabase, createKysely, openSqlite } = await import('../../app/lib/db/db.server');
  const { migrateToLatest } = await import('../../app/lib/db/migrate.server');
  const template = path.join(dir, 'template.db');
  const sqlite = openSqlite(template);
  const db = createKysely(sqlite);
  await migrateToLatest(db);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  await db.destroy();
  process.env.TEST_TEMPLATE_DB = template;
  process.env.TEST_TMP_DIR = dir;

  const serverUrl = process.env.TEST_DATABASE_URL;
  const prefix = testDatabaseName('site_test');
  if (serverUrl) {
    const name = `${prefix}_template`;
    const pg = createDatabase({ kind: 'postgres', url: await createDatabaseFrom(serverUrl, name), poolSize: 1 });
    await migrateToLatest(pg);
    await pg.destroy();
    process.env.TEST_PG_TEMPLATE = name;
    process.env.TEST_PG_PREFIX = prefix;
  }
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverUrl) await dropDatabases(serverUrl, prefix);
  };
}
