import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateUpTo } from '../../app/lib/db/migrate.server';
import { MIGRATION_TABLES } from '../../app/lib/db/migration-runner.server';

/** The release before this one (CHANGELOG.md) and the last migration it shipped: what a self-hoster upgrades from. */
export const PREVIOUS_RELEASE = { version: '2.0.0', lastMigration: '2026-11-25-011-money-you-can-trust' } as const;

/**
 * A database as the previous release left it after some business: orders in every status with their
 * events and notes, requests (support, help, a contact message), an administrator, e-mails in the
 * outbox, an audit row. Closed cleanly (one file, no -wal), as a stopped server leaves it.
 */
export async function writePreviousReleaseDatabase(file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateUpTo(db, PREVIOUS_RELEASE.lastMigration);
  // That release kept no upgrade history: this one starts it.
  sqlite.exec('drop table schema_upgrades');
  const order = sqlite.prepare(
    `insert into ach_orders (reference, name, email, plan, price, amount_cents, status, confirmed_at, license_key, license_devices, license_expires_at, cancelled_at, cancel_reason)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  order.run('ORD-AAAA-0001', 'Ada Pending', 'ada@example.com', 'Yearly', '$79.99', 7999, 'pending', null, null, null, null, null, null);
  order.run(
    'ORD-AAAA-0002',
    'Bo Confirmed',
    'bo@example.com',
    'Lifetime',
    '$149.99',
    14999,
    'confirmed',
    '2026-11-24T10:00:00.000Z',
    'ABCDE-FGHJK-MNPQR-STVWX',
    3,
    null,
    null,
    null,
  );
  order.run(
    'ORD-AAAA-0003',
    'Cy Cancelled',
    'cy@example.com',
    'Monthly',
    '$29.99',
    2999,
    'cancelled',
    null,
    null,
    null,
    null,
    '2026-11-24T11:00:00.000Z',
    'No transfer arrived',
  );
  const event = sqlite.prepare('insert into order_events (order_id, kind, actor, details) values (?, ?, ?, ?)');
  event.run(1, 'placed', 'buyer', '{}');
  event.run(2, 'confirmed', 'admin@example.com', '{"via":"dashboard"}');
  sqlite
    .prepare('insert into order_notes (order_id, body, author) values (?, ?, ?)')
    .run(2, 'Paid from a business account', 'admin@example.com');
  sqlite
    .prepare('insert into support_requests (name, email, phone, product, problem, reference) values (?, ?, ?, ?, ?, ?)')
    .run('Di Support', 'di@example.com', '+1 555 0100', 'Recoverly Data Recovery', 'A drive clicks', 'REQ-AAAA-0001');
  sqlite
    .prepare('insert into help_requests (name, email, subject, message, reference) values (?, ?, ?, ?, ?)')
    .run('Ed Help', 'ed@example.com', 'Activation', 'Where do I paste the key?', 'REQ-AAAA-0002');
  // That release's contact form wrote into help_requests with its fixed subject.
  sqlite
    .prepare(
      'insert into help_requests (name, email, subject, message, reference, status, closed_at, note) values (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      'Flo Contact',
      'flo@example.com',
      'Contact Form Submission',
      'Do you sell gift cards?',
      'REQ-AAAA-0003',
      'closed',
      '2026-11-24T12:00:00.000Z',
      'Answered by phone',
    );
  sqlite
    .prepare('insert into admins (email, password_hash) values (?, ?)')
    .run('owner@example.com', '$2b$10$abcdefghijklmnopqrstuu0123456789abcdefghijklmnopqrstu');
  sqlite
    .prepare('insert into outbox (kind, recipient, subject, text_body, html_body, order_id, status) values (?, ?, ?, ?, ?, ?, ?)')
    .run('order-placed', 'ada@example.com', 'Your order', 'Text', '<p>Text</p>', 1, 'sent');
  sqlite
    .prepare('insert into audit_log (kind, actor, subject, details) values (?, ?, ?, ?)')
    .run('order.confirmed', 'admin@example.com', 'ORD-AAAA-0002', '{}');
  // Every field that release's Company form saved (its schema read all four).
  sqlite
    .prepare("insert into site_settings (key, value) values ('company', ?)")
    .run(JSON.stringify({ legalName: 'Old Co', address: '1 Old Street, Springfield', registrationNumber: 'R-1', taxId: '' }));
  await db.destroy();
}

export type TableRows = Record<string, Record<string, unknown>[]>;

/** Every row of every table of the site (the migration bookkeeping aside), in rowid order. */
export function tableRows(file: string): TableRows {
  // Not read-only: a read-only connection leaves -wal and -shm files behind; this one only reads, and leaves none.
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    const skip = new Set<string>(MIGRATION_TABLES);
    const tables = (
      sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as {
        name: string;
      }[]
    )
      .map((row) => row.name)
      .filter((name) => !skip.has(name));
    return Object.fromEntries(
      tables.map((table) => [table, sqlite.prepare(`select * from "${table}" order by rowid`).all() as Record<string, unknown>[]]),
    );
  } finally {
    sqlite.close();
  }
}

// The names later migrations gave the previous release's tables and columns: their values are
// looked for under the new name.
const RENAMED_TABLES: Readonly<Record<string, string>> = { licence_activations: 'license_activations' };
const RENAMED_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ach_orders: { licence_revoked_at: 'license_revoked_at' },
  support_requests: { problem: 'message' },
};

/**
 * Tables a later migration merged into another (migration 023: one requests table): each row is
 * looked for there by its reference, which every other table names it by. Its id is the new
 * table's own.
 */
const MERGED_TABLES: Readonly<Record<string, { into: string; by: string }>> = {
  support_requests: { into: 'requests', by: 'reference' },
  help_requests: { into: 'requests', by: 'reference' },
};

/** The name a column of the previous release's table has now. */
export function renamedColumn(table: string, column: string): string {
  return RENAMED_COLUMNS[table]?.[column] ?? column;
}

/**
 * The rows of `before` that `after` no longer holds as they were: each table's rows compared on the
 * columns the old table had, under their new names where a migration renamed them, and in the table
 * a migration merged them into (an upgrade may add columns, never lose a row or a value). Empty when
 * every row was kept.
 */
export function lostRows(before: TableRows, after: TableRows): string[] {
  const lost: string[] = [];
  for (const [table, rows] of Object.entries(before)) {
    const merged = MERGED_TABLES[table];
    const now = after[merged?.into ?? RENAMED_TABLES[table] ?? table];
    if (!now) {
      lost.push(`${table}: the table is gone`);
      continue;
    }
    rows.forEach((row, index) => {
      const kept = merged ? now.find((candidate) => candidate[merged.by] === row[merged.by]) : now[index];
      const compared = merged ? Object.keys(row).filter((column) => column !== 'id') : Object.keys(row);
      const changed = kept
        ? compared.filter((column) => JSON.stringify(row[column]) !== JSON.stringify(kept[renamedColumn(table, column)]))
        : ['the row'];
      if (changed.length) lost.push(`${table} row ${index + 1}: ${changed.join(', ')}`);
    });
  }
  return lost;
}
