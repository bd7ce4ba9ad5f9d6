import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type ExpressionBuilder, type Kysely } from 'kysely';
import { autoId, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. A request is one concept, so one table:
// `requests`, with the form it came through as its `kind` (support, help, contact, email), instead of
// support_requests and help_requests with contact messages recognised by their subject and e-mails by
// the ledger of imported mail. Every row of both tables is copied, then they go, in this migration.
//
// Nothing points at a request by its id: the thread (request_messages), its files
// (request_attachments), the mailbox's ledger (inbound_emails), the outbox (request_reference), the
// audit log (subject) and a later request (follows) all name its reference, which is kept as it was.
// So the two tables' ids, which overlap, are not kept: the support requests are numbered anew first,
// then the help requests, each table's rows in their order.
//
// A help row's kind is decided as the previous release read it: an e-mail started it when the
// mailbox's ledger says an e-mail became that request ('new-request'); otherwise it is a contact
// message when it carries the contact form's subject; otherwise a help-centre request. From now on
// the kind is written with the row and never read from its text.

const KINDS = ['support', 'help', 'contact', 'email'];
const STATUSES = ['open', 'waiting', 'closed'];
const CONTACT_FORM_SUBJECT = 'Contact Form Submission';

// The columns the copy writes, in this order.
const COLUMNS = [
  'kind',
  'reference',
  'name',
  'email',
  'subject',
  'message',
  'phone',
  'product',
  'status',
  'status_since',
  'closed_at',
  'note',
  'note_updated_at',
  'follows',
  'created_at',
] as const;

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

function requestsTable(db: Kysely<any>) {
  const now = utcNowText(db);
  return (builder: CreateTableBuilder<string, never>) =>
    builder
      .addColumn('id', 'integer', autoId(db))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in (${list(KINDS)})`))
      // 'REQ-0B4F-ZX81': how every other table, e-mail and person names the request.
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      // What the sender gave as the subject (the help form, an e-mail), or the contact form's fixed one.
      .addColumn('subject', 'text')
      // Their words: the message, or the support form's optional problem (null when left empty).
      .addColumn('message', 'text')
      // The support form's own fields.
      .addColumn('phone', 'text')
      .addColumn('product', 'text')
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('open')
          .check(sql`status in (${list(STATUSES)})`),
      )
      // Since when it is in its status: waiting for our reply (open), for the customer's (waiting), closed.
      .addColumn('status_since', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('closed_at', 'text')
      // The administrator's latest internal note (the CSV's note column); the thread keeps them all.
      .addColumn('note', 'text')
      .addColumn('note_updated_at', 'text')
      // The earlier request this one continues (a customer wrote again long after it was closed).
      .addColumn('follows', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      // Each kind has the fields its form asks for: nothing the form took can go missing.
      .addCheckConstraint(
        'requests_fields',
        sql`(kind = 'support' and phone is not null and product is not null) or (kind <> 'support' and subject is not null and message is not null)`,
      );
}

async function requestsIndexes(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('requests_reference').on('requests').column('reference').unique().execute();
  // The CSV exports and the lists: newest first, by kind (the support list) or across kinds.
  await db.schema.createIndex('requests_created_at').on('requests').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('requests_kind_created_at').on('requests').columns(['kind', 'created_at desc', 'id desc']).execute();
  await db.schema.createIndex('requests_status_created_at').on('requests').columns(['status', 'created_at desc', 'id desc']).execute();
  // A person's requests (the conversation's side panel, the admin order), and the inbox's search by address.
  await db.schema
    .createIndex('requests_email')
    .on('requests')
    .expression(sql`lower(email)`)
    .execute();
  // The inbox: one status, longest waiting first (or, read backwards, latest first), keyset by reference;
  // and the overview's count of requests waiting for a reply, with the longest wait.
  await db.schema.createIndex('requests_inbox').on('requests').columns(['status', 'status_since', 'reference']).execute();
}

/** The kind the previous release saw in a help row (see the top of this file). */
function helpKind(eb: ExpressionBuilder<any, 'help_requests'>) {
  return eb
    .case()
    .when(
      eb.exists(
        eb
          .selectFrom('inbound_emails')
          .select(sql.lit(1).as('one'))
          .whereRef('inbound_emails.reference', '=', 'help_requests.reference')
          .where('inbound_emails.outcome', '=', sql.lit('new-request')),
      ),
    )
    .then(sql.lit('email'))
    .when('help_requests.subject', '=', sql.lit(CONTACT_FORM_SUBJECT))
    .then(sql.lit('contact'))
    .else(sql.lit('help'))
    .end();
}

export async function up(db: Kysely<any>): Promise<void> {
  await requestsTable(db)(db.schema.createTable('requests')).execute();
  const common = ['status', 'status_since', 'closed_at', 'note', 'note_updated_at', 'follows', 'created_at'] as const;
  // Each table's rows in the order they were written (literals, not parameters: the copy is one statement).
  await db
    .insertInto('requests')
    .columns([...COLUMNS])
    .expression(
      db
        .selectFrom('support_requests')
        .select([
          sql.lit('support').as('kind'),
          'reference',
          'name',
          'email',
          sql<null>`null`.as('subject'),
          'problem as message',
          'phone',
          'product',
          ...common,
        ])
        .orderBy('id'),
    )
    .execute();
  await db
    .insertInto('requests')
    .columns([...COLUMNS])
    .expression(
      db
        .selectFrom('help_requests')
        .select((eb) => [
          helpKind(eb).as('kind'),
          'reference',
          'name',
          'email',
          'subject',
          'message',
          sql<null>`null`.as('phone'),
          sql<null>`null`.as('product'),
          ...common,
        ])
        .orderBy('id'),
    )
    .execute();
  await requestsIndexes(db);
  await db.schema.dropTable('support_requests').execute();
  await db.schema.dropTable('help_requests').execute();
}

// The two tables as they stood before (migration 016), their rows given back by kind.
export async function down(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);
  const status = (c: ColumnDefinitionBuilder) =>
    c
      .notNull()
      .defaultTo('open')
      .check(sql`status in (${list(STATUSES)})`);
  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('problem', 'text')
    .addColumn('reference', 'text')
    .addColumn('status', 'text', status)
    .addColumn('closed_at', 'text')
    .addColumn('note', 'text')
    .addColumn('note_updated_at', 'text')
    .addColumn('status_since', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('follows', 'text')
    .execute();
  await db.schema
    .createTable('help_requests')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('reference', 'text')
    .addColumn('status', 'text', status)
    .addColumn('closed_at', 'text')
    .addColumn('note', 'text')
    .addColumn('note_updated_at', 'text')
    .addColumn('status_since', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('follows', 'text')
    .execute();
  const common = [
    'name',
    'email',
    'created_at',
    'reference',
    'status',
    'closed_at',
    'note',
    'note_updated_at',
    'status_since',
    'follows',
  ] as const;
  await db
    .insertInto('support_requests')
    .columns([...common, 'phone', 'product', 'problem'])
    .expression(
      db
        .selectFrom('requests')
        .select([...common, 'phone', 'product', 'message as problem'])
        .where('kind', '=', 'support')
        .orderBy('id'),
    )
    .execute();
  await db
    .insertInto('help_requests')
    .columns([...common, 'subject', 'message'])
    .expression(
      db
        .selectFrom('requests')
        .select([...common, 'subject', 'message'])
        .where('kind', '<>', 'support')
        .orderBy('id'),
    )
    .execute();
  for (const table of ['support_requests', 'help_requests']) {
    await db.schema.createIndex(`${table}_created_at`).on(table).columns(['created_at desc', 'id desc']).execute();
    await db.schema.createIndex(`${table}_reference`).on(table).column('reference').unique().execute();
    await db.schema.createIndex(`${table}_status_created_at`).on(table).columns(['status', 'created_at desc', 'id desc']).execute();
    await db.schema
      .createIndex(`${table}_email`)
      .on(table)
      .expression(sql`lower(email)`)
      .execute();
    await db.schema.createIndex(`${table}_inbox`).on(table).columns(['status', 'status_since', 'reference']).execute();
  }
  await db.schema.dropTable('requests').execute();
}
