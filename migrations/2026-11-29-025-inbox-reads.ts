import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/. Two facts on each request:
//  - opened_at: when the administrator last opened its conversation. The inbox marks a request
//    "New" while the customer spoke last and it was not opened since (null: never opened). Nothing to
//    fill in for the requests so far: one we answered last, or closed, is not New whatever this says.
//  - order_id: the order a request is about, when it began as an answer to one of the order's
//    e-mails (the order, license, refund or renewal e-mail); an order's open request is found by it.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('requests').addColumn('opened_at', 'text').execute();
  // No foreign key: SQLite can't add one to an existing table's column and drop it again.
  await db.schema.alterTable('requests').addColumn('order_id', 'integer').execute();
  await db.schema.createIndex('requests_order').on('requests').columns(['order_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('requests_order').execute();
  await db.schema.alterTable('requests').dropColumn('order_id').execute();
  await db.schema.alterTable('requests').dropColumn('opened_at').execute();
}
