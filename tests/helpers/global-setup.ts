import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// vitest's globalSetup runs before any test module is imported, but importing db.server opens
// DATABASE_PATH: point it at a throwaway file first.
export async function setup(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-unit-'));
  process.env.DATABASE_PATH = path.join(dir, 'unused.db');
  const { createKysely, openSqlite } = await import('../../app/lib/db.server');
  const { migrateToLatest } = await import('../../app/lib/migrate.server');
  const template = path.join(dir, 'template.db');
  const sqlite = openSqlite(template);
  const db = createKysely(sqlite);
  await migrateToLatest(db);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  await db.destroy();
  process.env.TEST_TEMPLATE_DB = template;
  process.env.TEST_TMP_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
