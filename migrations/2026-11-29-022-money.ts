import type { Kysely } from 'kysely';
import { replaceValuesCheck } from './portable';

// Frozen in time: this file imports nothing from app/. Money, round three. A renewal is an order of
// its own that extends another order's license: it names that order, and keeps the expiry it moved
// from, so refunding the renewal can take its period back. The account a refund is sent to is kept
// encrypted (never as typed) until the refund is marked sent, and when it was given. A statement line
// whose reference is one character off (or two swapped) a pending order's names that order apart
// from the order it matched. A wire short by no more than the tolerance the settings give (the banks'
// fees) has a group of its own.

const GROUPS = ['matched', 'amount-differs', 'already-confirmed', 'unknown-reference', 'no-reference', 'already-imported'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ach_orders').addColumn('renews_order_id', 'integer').execute();
  await db.schema.alterTable('ach_orders').addColumn('renewal_previous_expires_at', 'text').execute();
  await db.schema.alterTable('ach_orders').addColumn('refund_account', 'text').execute();
  await db.schema.alterTable('ach_orders').addColumn('refund_account_at', 'text').execute();
  await db.schema.createIndex('ach_orders_renews_order_id').on('ach_orders').column('renews_order_id').execute();
  await replaceValuesCheck(db, 'statement_lines', 'match_group', ['matched', 'matched-short', ...GROUPS.slice(1)]);
  await db.schema.alterTable('statement_lines').addColumn('probable_order_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('statement_lines').dropColumn('probable_order_id').execute();
  await db.updateTable('statement_lines').set({ match_group: 'amount-differs' }).where('match_group', '=', 'matched-short').execute();
  await replaceValuesCheck(db, 'statement_lines', 'match_group', GROUPS);
  await db.schema.dropIndex('ach_orders_renews_order_id').execute();
  for (const column of ['refund_account_at', 'refund_account', 'renewal_previous_expires_at', 'renews_order_id']) {
    await db.schema.alterTable('ach_orders').dropColumn(column).execute();
  }
}
