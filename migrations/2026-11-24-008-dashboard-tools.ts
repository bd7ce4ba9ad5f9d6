import { sql, type Kysely } from 'kysely';
import { appendOnly, autoId, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. The dashboard that runs the business.
// Orders get their amount as a number (revenue is summed in the database), requests are worked like
// tickets (open/closed, an internal note), every administrator action is written to an append-only
// audit log, and the lists get the indexes their filters and lookups need at 100,000 rows.

/** Cents of a stored price ('$1,299.50', '79.99', '$99'), or null when it is not one (copied: frozen). */
function cents(price: string): number | null {
  const match = /^\$?\s*([\d,]{1,13})(?:\.(\d{1,2}))?$/.exec(price.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replace(/,/g, ''));
  return Number.isFinite(whole) ? whole * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : null;
}

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);

  await db.schema.alterTable('ach_orders').addColumn('amount_cents', 'integer').execute();
  const orders = await db.selectFrom('ach_orders').select(['id', 'price']).execute();
  for (const { id, price } of orders) {
    await db
      .updateTable('ach_orders')
      .set({ amount_cents: cents(price) })
      .where('id', '=', id)
      .execute();
  }
  // Status tabs, their counts and revenue by day (status, created_at); case-insensitive e-mail lookups.
  await db.schema.createIndex('ach_orders_status_created_at').on('ach_orders').columns(['status', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createIndex('ach_orders_email')
    .on('ach_orders')
    .expression(sql`lower(email)`)
    .execute();

  for (const table of ['support_requests', 'help_requests']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('open')
          .check(sql`status in ('open', 'closed')`),
      )
      .execute();
    await db.schema.alterTable(table).addColumn('closed_at', 'text').execute();
    // The administrator's own words about the request; never sent to the visitor.
    await db.schema.alterTable(table).addColumn('note', 'text').execute();
    await db.schema.alterTable(table).addColumn('note_updated_at', 'text').execute();
    await db.schema.createIndex(`${table}_status_created_at`).on(table).columns(['status', 'created_at desc', 'id desc']).execute();
    await db.schema
      .createIndex(`${table}_email`)
      .on(table)
      .expression(sql`lower(email)`)
      .execute();
  }

  // Who did what, when and from where. Rows are only ever added (the database refuses the rest).
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The administrator's e-mail; for a failed sign-in, the address that was tried.
    .addColumn('actor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
    // What it was done to: an order or request reference, when there is one.
    .addColumn('subject', 'text')
    // JSON: the action's particulars (changed fields, reason, filters, row count).
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_log_kind_created_at').on('audit_log').columns(['kind', 'created_at desc', 'id desc']).execute();
  await appendOnly(db, 'audit_log');
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  for (const table of ['support_requests', 'help_requests']) {
    await db.schema.dropIndex(`${table}_email`).execute();
    await db.schema.dropIndex(`${table}_status_created_at`).execute();
    for (const column of ['note_updated_at', 'note', 'closed_at', 'status']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  for (const index of ['ach_orders_email', 'ach_orders_status_created_at']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('ach_orders').dropColumn('amount_cents').execute();
}
