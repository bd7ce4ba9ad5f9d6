import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { writeDamagedDatabase } from '../../../tests/helpers/damaged-database';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { createKysely, databaseKind, db, openSqlite, sqlite } from './db.server';
import { migrateToLatest, migrateUpTo } from './migrate.server';

const onSqlite = databaseKind() === 'sqlite';

describe('the database module', () => {
  it.runIf(onSqlite)('opens the file with WAL, a busy timeout, foreign keys and NORMAL sync', () => {
    expect(sqlite().pragma('journal_mode', { simple: true })).toBe('wal');
    expect(Number(sqlite().pragma('busy_timeout', { simple: true }))).toBeGreaterThanOrEqual(1000);
    expect(sqlite().pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite().pragma('synchronous', { simple: true })).toBe(1);
  });

  it.runIf(onSqlite)('creates the folder of a new database file, private to its owner', () => {
    const dir = path.join(tempFolder('db-folder'), 'nested', 'deeper');
    const file = path.join(dir, 'site.db');
    const fresh = openSqlite(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    fresh.close();
  });

  it.runIf(onSqlite)('narrows the modes of database files left readable by others to 0600', () => {
    const file = path.join(tempFolder('db-modes'), 'site.db');
    new Database(file).close();
    fs.chmodSync(file, 0o644);
    const opened = openSqlite(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    opened.close();
  });

  it('lets the database set created_at and ids', async () => {
    const inserted = await db
      .insertInto('help_requests')
      .values({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello', reference: 'REQ-ADA0-0001' })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
    // One format on both databases: ISO-8601 UTC with milliseconds, which sorts as text.
    expect(inserted.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(new Date(inserted.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a setting that is not JSON', async () => {
    await expect(db.insertInto('site_settings').values({ key: 'broken', value: '{not json' }).execute()).rejects.toThrow(
      /CHECK constraint|invalid input syntax for type json/,
    );
  });

  it('refuses an order status that is not one of order-status.ts keys', async () => {
    await expect(
      db
        .insertInto('ach_orders')
        .values({ name: 'A', email: 'a@b.co', plan: 'Monthly', price: '$1', reference: 'ORD-SHIP-0001', status: 'Shipped' as never })
        .execute(),
    ).rejects.toThrow(/CHECK constraint|check constraint/);
  });
});

describe.runIf(onSqlite)('opening a file that is not a healthy database', () => {
  it('names a file that is not a database, and what to do, without touching it', () => {
    const folder = tempFolder('not-a-db');
    const file = path.join(folder, 'site.db');
    fs.writeFileSync(file, 'a shopping list, not a database\n'.repeat(200));
    expect(() => openSqlite(file)).toThrow(/^.*site\.db is not an SQLite database; set DATABASE_PATH to the site's database/);
    expect(fs.readdirSync(folder)).toEqual(['site.db']);
  });

  it('calls a damaged database damaged and points at the backups', () => {
    const folder = tempFolder('damaged-db');
    const file = path.join(folder, 'site.db');
    writeDamagedDatabase(file);
    expect(() => openSqlite(file)).toThrow(/site\.db is damaged \(.+\); restore a backup: see README, "Data and backups"$/);
    expect(fs.readdirSync(folder)).toEqual(['site.db']);
  });

  it('names a data folder that cannot be created', () => {
    const blocker = path.join(tempFolder('blocked'), 'a-file');
    fs.writeFileSync(blocker, '');
    expect(() => openSqlite(path.join(blocker, 'data', 'site.db'))).toThrow(
      /^the data folder .*a-file\/data cannot be created \(ENOTDIR: a part of the path is a file, not a folder\); set DATABASE_PATH/,
    );
  });
});

describe.runIf(onSqlite)('migrations on SQLite', () => {
  it('bring an empty file to the latest schema, and a second run changes nothing', async () => {
    const file = path.join(tempFolder('migrate'), 'site.db');
    const fresh = createKysely(openSqlite(file));
    expect(await migrateToLatest(fresh)).toEqual([
      '2026-11-21-001-init',
      '2026-11-21-002-download-clicks',
      '2026-11-21-003-support-request-problem',
      '2026-11-21-004-admin-sessions',
      '2026-11-22-005-shared-state',
      '2026-11-22-006-close-the-sale',
      '2026-11-23-007-renewal-reminders',
      '2026-11-24-008-dashboard-tools',
      '2026-11-24-009-overview-indexes',
      '2026-11-25-010-guarded-admin',
      '2026-11-25-011-money-you-can-trust',
      '2026-11-26-012-bank-statements',
      '2026-11-26-013-licence-activations',
      '2026-11-27-016-conversations',
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
    // Newest first for each list, and by status (orders, both request lists) and by kind (the audit log).
    expect(indexes.rows.map((row) => row.name).sort()).toEqual([
      'ach_orders_created_at',
      'ach_orders_status_created_at',
      'audit_log_created_at',
      'audit_log_kind_created_at',
      'help_requests_created_at',
      'help_requests_status_created_at',
      'outbox_created_at',
      'outbox_recipient_created_at',
      'outbox_status_created_at',
      'support_requests_created_at',
      'support_requests_status_created_at',
    ]);
    await fresh.destroy();
  });

  it('give the tables of the first four migrations exactly the SQL they had before PostgreSQL support', async () => {
    const file = path.join(tempFolder('migrate-same'), 'site.db');
    const fresh = openSqlite(file);
    // Migration 006 rebuilt ach_orders and gave requests a reference on purpose (issue 12): compared before it.
    await migrateUpTo(createKysely(fresh), '2026-11-22-005-shared-state');
    const schema = fresh.prepare("select type, name, sql from sqlite_master where name not like 'kysely%' order by name").all();
    fresh.close();
    const before = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/sqlite-schema-2026-11-21.json'), 'utf8'),
    );
    // Tables (and their indexes) added since, by migration 005 on.
    const added = /^(sqlite_autoindex_)?(content_version|rate_limits|setup_tokens)/;
    expect(schema.filter((row) => !added.test((row as { name: string }).name))).toEqual(before);
  });

  it('give existing orders and requests a reference, and turn status labels into keys, keeping every row', async () => {
    const file = path.join(tempFolder('migrate-006'), 'site.db');
    const old = createKysely(openSqlite(file));
    await migrateUpTo(old, '2026-11-22-005-shared-state');
    await sql`insert into ach_orders (name, email, plan, price, status) values ('Old Pending', 'p@example.com', 'Yearly', '$79.99', 'Pending Confirmation'), ('Old Confirmed', 'c@example.com', 'Monthly', '$29.99', 'Confirmed')`.execute(
      old,
    );
    await sql`insert into help_requests (name, email, subject, message) values ('Old Help', 'h@example.com', 'Hi', 'Hello')`.execute(old);
    await sql`insert into support_requests (name, email, phone, product) values ('Old Support', 's@example.com', '1', 'Recoverly')`.execute(
      old,
    );
    expect(await migrateToLatest(old)).toEqual([
      '2026-11-22-006-close-the-sale',
      '2026-11-23-007-renewal-reminders',
      '2026-11-24-008-dashboard-tools',
      '2026-11-24-009-overview-indexes',
      '2026-11-25-010-guarded-admin',
      '2026-11-25-011-money-you-can-trust',
      '2026-11-26-012-bank-statements',
      '2026-11-26-013-licence-activations',
      '2026-11-27-016-conversations',
    ]);
    const orders = await sql<Record<string, unknown>>`select id, name, status, reference, created_at from ach_orders order by id`.execute(
      old,
    );
    expect(orders.rows.map((o) => [o.id, o.name, o.status])).toEqual([
      [1, 'Old Pending', 'pending'],
      [2, 'Old Confirmed', 'confirmed'],
    ]);
    for (const order of orders.rows) expect(order.reference).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const tokens = await sql<{ n: number }>`select count(*) as n from order_access_tokens`.execute(old);
    expect(tokens.rows[0]!.n).toBe(2);
    for (const table of ['help_requests', 'support_requests']) {
      const rows = await sql<{ reference: string }>`select reference from ${sql.table(table)}`.execute(old);
      expect(rows.rows[0]!.reference).toMatch(/^REQ-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    }
    // New ids continue after the kept ones.
    const next = await sql<{
      id: number;
    }>`insert into ach_orders (name, email, plan, price, reference) values ('New', 'n@example.com', 'Monthly', '$29.99', 'ORD-NEW0-0001') returning id`.execute(
      old,
    );
    expect(next.rows[0]!.id).toBe(3);
    await old.destroy();
  });
});
