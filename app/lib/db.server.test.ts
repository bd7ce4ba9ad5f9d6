import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createKysely, db, openSqlite, sqlite } from './db.server';
import { migrateToLatest } from './migrate.server';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('the database module', () => {
  it('opens the file with WAL, a busy timeout, foreign keys and NORMAL sync', () => {
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(Number(sqlite.pragma('busy_timeout', { simple: true }))).toBeGreaterThanOrEqual(1000);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(1);
  });

  it('creates the folder of a new database file', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'db-folder-')), 'nested', 'deeper');
    const file = path.join(dir, 'site.db');
    const fresh = openSqlite(file);
    expect(fs.existsSync(file)).toBe(true);
    fresh.close();
  });

  it('lets the database set created_at and ids', async () => {
    const inserted = await db
      .insertInto('help_requests')
      .values({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
    expect(new Date(inserted.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an order status outside the two the spec names', async () => {
    await expect(
      db
        .insertInto('ach_orders')
        .values({ name: 'A', email: 'a@b.co', plan: 'Monthly', price: '$1', status: 'Shipped' as never })
        .execute(),
    ).rejects.toThrow(/CHECK constraint/);
  });
});

describe('migrations', () => {
  it('bring an empty file to the latest schema, and a second run changes nothing', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-')), 'site.db');
    const fresh = createKysely(openSqlite(file));
    expect(await migrateToLatest(fresh)).toEqual([
      '2026-11-21-001-init',
      '2026-11-21-002-download-clicks',
      '2026-11-21-003-support-request-problem',
      '2026-11-21-004-admin-sessions',
    ]);
    expect(await migrateToLatest(fresh)).toEqual([]);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(fresh);
    expect(tables.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'site_settings',
        'ach_orders',
        'support_requests',
        'help_requests',
        'admins',
        'download_clicks',
        'admin_sessions',
      ]),
    );
    const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and name like '%created_at'`.execute(
      fresh,
    );
    expect(indexes.rows).toHaveLength(3);
    await fresh.destroy();
  });
});
