import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { writeDamagedDatabase } from '../../../tests/helpers/damaged-database';
import { tempFolder } from '../../../tests/helpers/temp-folder';
import { createKysely, openSqlite, sqlite } from './db.server';
import { migrateToLatest, migrateUpTo } from './migrate.server';

// The SQLite file itself: how it is opened, what a bad file gets, and the migrations on it.

// Every migration file in migrations/, in the order their dated names give: what a fresh file must run.
const MIGRATIONS = fs
  .readdirSync(path.join(import.meta.dirname, '../../../migrations'))
  .filter((file) => /^\d{4}-\d{2}-\d{2}-\d{3}-[\w-]+\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

describe('the SQLite file', () => {
  it('opens the file with WAL, a busy timeout, foreign keys and NORMAL sync', () => {
    expect(sqlite().pragma('journal_mode', { simple: true })).toBe('wal');
    expect(Number(sqlite().pragma('busy_timeout', { simple: true }))).toBeGreaterThanOrEqual(1000);
    expect(sqlite().pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite().pragma('synchronous', { simple: true })).toBe(1);
  });

  it('creates the folder of a new database file, private to its owner', () => {
    const dir = path.join(tempFolder('db-folder'), 'nested', 'deeper');
    const file = path.join(dir, 'site.db');
    const fresh = openSqlite(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    fresh.close();
  });

  it('narrows the modes of database files left readable by others to 0600', () => {
    const file = path.join(tempFolder('db-modes'), 'site.db');
    new Database(file).close();
    fs.chmodSync(file, 0o644);
    const opened = openSqlite(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    opened.close();
  });
});

describe('opening a file that is not a healthy database', () => {
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

describe('migrations on SQLite', () => {
  it('bring an empty file to the latest schema, and a second run changes nothing', async () => {
    const file = path.join(tempFolder('migrate'), 'site.db');
    const fresh = createKysely(openSqlite(file));
    expect(await migrateToLatest(fresh)).toEqual(MIGRATIONS);
    expect(await migrateToLatest(fresh)).toEqual([]);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(fresh);
    expect(tables.rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['site_settings', 'ach_orders', 'requests', 'admins', 'download_clicks', 'admin_sessions']),
    );
    const indexes = await sql<{ name: string }>`select name from sqlite_master where type = 'index' and name like '%created_at'`.execute(
      fresh,
    );
    // Newest first for each list, and by status (orders, requests) and by kind (the audit log, requests).
    expect(indexes.rows.map((row) => row.name).sort()).toEqual([
      'ach_orders_created_at',
      'ach_orders_status_created_at',
      'audit_log_created_at',
      'audit_log_kind_created_at',
      'outbox_created_at',
      'outbox_recipient_created_at',
      'outbox_status_created_at',
      'requests_created_at',
      'requests_kind_created_at',
      'requests_status_created_at',
    ]);
    expect(tables.rows.map((r) => r.name)).not.toContain('support_requests');
    expect(tables.rows.map((r) => r.name)).not.toContain('help_requests');
    await fresh.destroy();
  });

  it('give the tables of the first four migrations exactly the SQL they had before PostgreSQL support', async () => {
    const file = path.join(tempFolder('migrate-same'), 'site.db');
    const fresh = openSqlite(file);
    // Migration 006 rebuilt ach_orders and gave requests a reference on purpose: compared before it.
    await migrateUpTo(createKysely(fresh), '2026-11-22-005-shared-state');
    // The migration runner's bookkeeping (Kysely's tables and the upgrade history) is not the site's schema.
    const schema = fresh
      .prepare("select type, name, sql from sqlite_master where name not like 'kysely%' and name != 'schema_upgrades' order by name")
      .all();
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
    expect(await migrateToLatest(old)).toEqual(MIGRATIONS.filter((name) => name > '2026-11-22-005-shared-state'));
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
    const requests = await sql<{ kind: string; reference: string }>`select kind, reference from requests order by id`.execute(old);
    expect(requests.rows.map((row) => row.kind)).toEqual(['support', 'help']);
    for (const row of requests.rows) expect(row.reference).toMatch(/^REQ-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
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
