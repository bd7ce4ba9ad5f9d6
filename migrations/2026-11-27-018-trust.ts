import { sql, type Kysely } from 'kysely';
import { replaceValuesCheck } from './portable';

// Frozen in time: this file imports nothing from app/. Refunds that are really sent: a refund is
// first recorded as due (the licence revoked, the buyer told when to expect the money), then marked
// sent with the day the money left and the bank's reference for the transfer, which issues the credit
// note. Orders refunded before this keep their status; the moment their refund was recorded becomes
// the day it was due, so their timelines and links read as before.

export async function up(db: Kysely<any>): Promise<void> {
  await replaceValuesCheck(db, 'ach_orders', 'status', ['pending', 'confirmed', 'cancelled', 'refund-due', 'refunded']);
  // When the refund was recorded (and the licence revoked): the order's earlier links end then.
  await db.schema.alterTable('ach_orders').addColumn('refund_due_at', 'text').execute();
  // The day the money left the seller's account (YYYY-MM-DD, as the bank shows it) and the bank's reference for it.
  await db.schema.alterTable('ach_orders').addColumn('refund_sent_on', 'text').execute();
  await db.schema.alterTable('ach_orders').addColumn('refund_bank_reference', 'text').execute();
  await db
    .updateTable('ach_orders')
    .set({ refund_due_at: sql`refunded_at` })
    .where('status', '=', 'refunded')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['refund_bank_reference', 'refund_sent_on', 'refund_due_at']) {
    await db.schema.alterTable('ach_orders').dropColumn(column).execute();
  }
  await db.updateTable('ach_orders').set({ status: 'refunded' }).where('status', '=', 'refund-due').execute();
  await replaceValuesCheck(db, 'ach_orders', 'status', ['pending', 'confirmed', 'cancelled', 'refunded']);
}
