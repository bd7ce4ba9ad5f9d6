import { sql, type Kysely } from 'kysely';
import { autoId, isJson, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/ so later code changes can't alter history.
// Written for SQLite first; the portable helpers give PostgreSQL the same schema (and SQLite the same SQL).
export async function up(db: Kysely<any>): Promise<void> {
  const createdAt = utcNowText(db);
  const id = autoId(db);
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull().check(isJson(db, 'value')))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('ach_orders')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Pending Confirmation')
        .check(sql`status in ('Pending Confirmation', 'Confirmed')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('help_requests')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'integer', id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // Bumped on every credentials change; a session carrying an older version is signed out.
    .addColumn('credentials_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(createdAt))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(createdAt))
    .execute();

  // The dashboard lists every table newest first, paginated.
  for (const table of ['ach_orders', 'support_requests', 'help_requests']) {
    await db.schema.createIndex(`${table}_created_at`).on(table).columns(['created_at desc', 'id desc']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['admins', 'help_requests', 'support_requests', 'ach_orders', 'site_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
