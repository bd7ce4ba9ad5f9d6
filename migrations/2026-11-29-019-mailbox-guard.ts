import { sql, type Kysely } from 'kysely';
import { autoId, isPostgres, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. The mailbox's messages the site has not
// imported (yet), by the folder, its UIDVALIDITY and the message's UID: one that failed to import
// (how often, why), one set aside after three failures or refused by the mail reader (with its
// source, for the administrator to download), one larger than the site takes (left in the mailbox,
// named in the inbox), and one held back by the limits on new requests by e-mail (until when). And
// the indexes those limits count by: new requests by e-mail in the last hour, per sender and in all.
// The administrator's new-request notifications past ten an hour are held for a digest: the index
// finds the held (skipped) messages of a kind without reading the rest.

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);
  await db.schema
    .createTable('mailbox_messages')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('uid_validity', 'text', (c) => c.notNull())
    .addColumn('uid', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('failing', 'set-aside', 'too-large', 'held')`))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sender', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    // The message as it came, kept once it is set aside.
    .addColumn('source', sql.raw(isPostgres(db) ? 'bytea' : 'blob'))
    // A held message is looked at again from then on.
    .addColumn('retry_at', 'text')
    .addColumn('first_seen_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('mailbox_messages_uid').on('mailbox_messages').columns(['folder', 'uid_validity', 'uid']).unique().execute();
  await db.schema.createIndex('mailbox_messages_state').on('mailbox_messages').columns(['state', 'updated_at']).execute();
  await db.schema.createIndex('inbound_emails_outcome_received').on('inbound_emails').columns(['outcome', 'received_at']).execute();
  await db.schema
    .createIndex('inbound_emails_sender_outcome_received')
    .on('inbound_emails')
    .expression(sql`lower(sender), outcome, received_at`)
    .execute();
  await db.schema
    .createIndex('outbox_skipped_by_kind')
    .on('outbox')
    .columns(['kind', 'created_at'])
    .where(sql.ref('status'), '=', sql.lit('skipped'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_skipped_by_kind').execute();
  await db.schema.dropIndex('inbound_emails_sender_outcome_received').execute();
  await db.schema.dropIndex('inbound_emails_outcome_received').execute();
  await db.schema.dropTable('mailbox_messages').execute();
}
