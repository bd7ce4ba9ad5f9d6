import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { autoId, rebuildTable, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/ so later code changes can't alter history.
// Closing the sale: order references and states, license keys, the buyer's order-page tokens, request
// references and the e-mail outbox. Existing rows keep everything they had and get a reference.

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'ORD-7K3M-9QA2': 8 symbols from the CSPRNG, as app/lib/codes makes them (copied: migrations stay frozen). */
function reference(prefix: string): string {
  const symbols = Array.from(randomBytes(8), (byte) => CROCKFORD[byte & 0x1f]).join('');
  return `${prefix}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** Gives every row of `table` its own new reference, one by one (a table of existing rows is small). */
async function giveReferences(db: Kysely<any>, table: string, prefix: string): Promise<void> {
  const rows = await db.selectFrom(table).select('id').where('reference', 'is', null).execute();
  const used = new Set<string>();
  for (const { id } of rows) {
    let next = reference(prefix);
    while (used.has(next)) next = reference(prefix);
    used.add(next);
    await db.updateTable(table).set({ reference: next }).where('id', '=', id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);
  const id = autoId(db);

  // Orders: a nullable reference first, filled below; the rebuilt table then requires it. Statuses become
  // keys ('pending', 'confirmed', 'cancelled'); the labels people read live in app/features/orders/status.ts.
  await db.schema.alterTable('ach_orders').addColumn('reference', 'text').execute();
  await giveReferences(db, 'ach_orders', 'ORD');
  const orderColumns = ['id', 'reference', 'name', 'email', 'plan', 'price', 'status', 'created_at'];
  await rebuildTable(
    db,
    'ach_orders',
    (table) =>
      table
        .addColumn('id', 'integer', id)
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('price', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending')
            .check(sql`status in ('pending', 'confirmed', 'cancelled')`),
        )
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addColumn('confirmed_at', 'text')
        .addColumn('cancelled_at', 'text')
        .addColumn('cancel_reason', 'text')
        .addColumn('license_key', 'text', (c) => c.unique())
        .addColumn('license_devices', 'integer')
        // Null for a confirmed Lifetime license: it never expires.
        .addColumn('license_expires_at', 'text'),
    orderColumns,
    (from) =>
      from.select([
        'id',
        'reference',
        'name',
        'email',
        'plan',
        'price',
        sql<string>`case status when 'Confirmed' then 'confirmed' else 'pending' end`.as('status'),
        'created_at',
      ]),
  );
  await db.schema.createIndex('ach_orders_created_at').on('ach_orders').columns(['created_at desc', 'id desc']).execute();

  // The links that open a buyer's order page: only a hash of each token is kept. Several per order, so
  // the link in every e-mail keeps working after the buyer looks the order up again (which issues one more).
  await db.schema
    .createTable('order_access_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('ach_orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('order_access_tokens_order_id').on('order_access_tokens').column('order_id').execute();
  // Existing orders get a token nobody holds: their buyers reach the page through the lookup at /orders.
  const orders = await db.selectFrom('ach_orders').select('id').execute();
  for (const { id: orderId } of orders) {
    const tokenHash = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');
    await db.insertInto('order_access_tokens').values({ token_hash: tokenHash, order_id: orderId }).execute();
  }

  for (const table of ['support_requests', 'help_requests']) {
    await db.schema.alterTable(table).addColumn('reference', 'text').execute();
    await giveReferences(db, table, 'REQ');
    await db.schema.createIndex(`${table}_reference`).on(table).column('reference').unique().execute();
  }

  // Every message is written here in the transaction of the event that causes it; the sender delivers it.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reply_to', 'text')
    .addColumn('reply_to_name', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // Filled on the first attempt from the id and created_at, so every retry carries the same one.
    .addColumn('message_id', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('ach_orders.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull().defaultTo(now))
    // Set by the process sending it; another may take the row over once this time has passed.
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'text')
    .execute();
  // What the sender looks for. The E-mail tab lists by id (the order rows were written in), so no
  // second index slows the two inserts every checkout makes.
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_order_id').on('outbox').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('order_access_tokens').execute();
  for (const table of ['support_requests', 'help_requests']) {
    await db.schema.dropIndex(`${table}_reference`).execute();
    await db.schema.alterTable(table).dropColumn('reference').execute();
  }
}
