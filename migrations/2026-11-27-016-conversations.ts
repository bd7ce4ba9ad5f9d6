import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { autoId, isPostgres, rebuildTable, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. Requests become conversations answered from
// the dashboard: a third status (waiting on the customer) and since when a request is in its status
// (the inbox's order), the thread of replies, customer messages, notes and system messages, the
// e-mails imported from the mailbox (each Message-ID once), their attachments, saved replies, the
// mailbox's shared state, and the threading headers of outgoing mail.

const STATUSES = ['open', 'waiting', 'closed'];

// The request tables' columns as they stand after migrations 001, 003, 006 and 008, in order.
const SUPPORT_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'product',
  'created_at',
  'problem',
  'reference',
  'status',
  'closed_at',
  'note',
  'note_updated_at',
];
const HELP_COLUMNS = [
  'id',
  'name',
  'email',
  'subject',
  'message',
  'created_at',
  'reference',
  'status',
  'closed_at',
  'note',
  'note_updated_at',
];

function requestTable(db: Kysely<any>, table: 'support_requests' | 'help_requests') {
  const now = utcNowText(db);
  const list = STATUSES.map((status) => `'${status}'`).join(', ');
  return (builder: CreateTableBuilder<string, never>) => {
    let next = builder
      .addColumn('id', 'integer', autoId(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull());
    next =
      table === 'support_requests'
        ? next.addColumn('phone', 'text', (c) => c.notNull()).addColumn('product', 'text', (c) => c.notNull())
        : next.addColumn('subject', 'text', (c) => c.notNull()).addColumn('message', 'text', (c) => c.notNull());
    next = next.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now));
    if (table === 'support_requests') next = next.addColumn('problem', 'text');
    return (
      next
        .addColumn('reference', 'text')
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('open')
            .check(sql`status in (${sql.raw(list)})`),
        )
        .addColumn('closed_at', 'text')
        .addColumn('note', 'text')
        .addColumn('note_updated_at', 'text')
        // Since when the request is in its status: waiting for our reply since (open), for the
        // customer's since our reply (waiting), closed since. The inbox lists by it.
        .addColumn('status_since', 'text', (c) => c.notNull().defaultTo(now))
        // The earlier request this one continues (a customer wrote again long after it was closed).
        .addColumn('follows', 'text')
    );
  };
}

async function requestIndexes(db: Kysely<any>, table: string): Promise<void> {
  await db.schema.createIndex(`${table}_created_at`).on(table).columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex(`${table}_reference`).on(table).column('reference').unique().execute();
  await db.schema.createIndex(`${table}_status_created_at`).on(table).columns(['status', 'created_at desc', 'id desc']).execute();
  await db.schema
    .createIndex(`${table}_email`)
    .on(table)
    .expression(sql`lower(email)`)
    .execute();
  // The inbox: one status, longest waiting first (or, read backwards, latest first), keyset by reference.
  await db.schema.createIndex(`${table}_inbox`).on(table).columns(['status', 'status_since', 'reference']).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);
  const binary = isPostgres(db) ? 'bytea' : 'blob';

  for (const [table, columns] of [
    ['support_requests', SUPPORT_COLUMNS],
    ['help_requests', HELP_COLUMNS],
  ] as const) {
    await rebuildTable(db, table, requestTable(db, table), [...columns, 'status_since', 'follows'], (from) =>
      from.select([
        ...columns,
        sql<string>`case when status = 'closed' then coalesce(closed_at, created_at) else created_at end`.as('status_since'),
        sql<null>`null`.as('follows'),
      ]),
    );
    await requestIndexes(db, table);
  }

  // The thread of a request, after its original (which stays in its request row).
  await db.schema
    .createTable('request_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('reply', 'customer', 'note', 'system')`))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('dashboard', 'email', 'page')`))
    // The administrator's e-mail (a reply, a note), or the sender's address (a customer or system message).
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    // As shown: an e-mail's new text, its quoted part folded away.
    .addColumn('body', 'text', (c) => c.notNull())
    // The whole text as it came, when it is more than the body.
    .addColumn('original', 'text')
    .addColumn('subject', 'text')
    .addColumn('message_id', 'text')
    .addColumn('outbox_id', 'integer', (c) => c.references('outbox.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('request_messages_reference').on('request_messages').columns(['reference', 'id']).execute();
  await db.schema.createIndex('request_messages_message_id').on('request_messages').column('message_id').execute();

  // Every e-mail taken from the mailbox, once: its Message-ID is unique, so a message delivered (or
  // fetched) twice is imported once, whichever process fetched it.
  await db.schema
    .createTable('inbound_emails')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text')
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('thread', 'new-request', 'system', 'ignored')`))
    .addColumn('sender', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('inbound_emails_reference').on('inbound_emails').columns(['reference', 'id']).execute();

  // Files that came with an e-mail: kept (up to the limits) or listed by name and size only.
  await db.schema
    .createTable('request_attachments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('reference', 'text', (c) => c.notNull())
    // The thread message it came with; null: with the e-mail that started the request.
    .addColumn('message_row_id', 'integer', (c) => c.references('request_messages.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // Null when the file was over the limits: listed, not kept.
    .addColumn('content', sql.raw(binary))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('request_attachments_reference').on('request_attachments').columns(['reference', 'id']).execute();

  await db.schema
    .createTable('saved_replies')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  // One row: which process polls the mailbox (until when), and how the last look went, for every process to show.
  await db.schema
    .createTable('mailbox_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('claimed_until', 'text')
    .addColumn('last_checked_at', 'text')
    .addColumn('unreachable_since', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.insertInto('mailbox_state').values({ id: 1 }).execute();

  // Replies thread in the buyer's mail client: the Message-ID is chosen when the message is written,
  // and the request it belongs to is kept, so an answer naming it finds its way back.
  await db.schema.alterTable('outbox').addColumn('in_reply_to', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('thread_references', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('request_reference', 'text').execute();
  await db.schema.createIndex('outbox_message_id').on('outbox').column('message_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_message_id').execute();
  for (const column of ['request_reference', 'thread_references', 'in_reply_to'])
    await db.schema.alterTable('outbox').dropColumn(column).execute();
  for (const table of ['mailbox_state', 'saved_replies', 'request_attachments', 'inbound_emails', 'request_messages']) {
    await db.schema.dropTable(table).execute();
  }
  for (const table of ['support_requests', 'help_requests']) {
    await db.schema.dropIndex(`${table}_inbox`).execute();
    await db.updateTable(table).set({ status: 'open' }).where('status', '=', 'waiting').execute();
    for (const column of ['follows', 'status_since']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
