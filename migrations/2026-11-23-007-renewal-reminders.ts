import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/. A reminder goes out before a Monthly or
// Yearly license expires; this records when it was queued, so each license is reminded once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ach_orders').addColumn('renewal_reminded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ach_orders').dropColumn('renewal_reminded_at').execute();
}
