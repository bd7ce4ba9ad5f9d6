import { sql, type Kysely } from 'kysely';
import { autoId, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. Licences that work: the devices a
// licence key is activated on (the licence API's activate, validate and deactivate), one row per
// activation; a deactivated row stays, so the order's history keeps every device it was used on.

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);
  await db.schema
    .createTable('licence_activations')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('ach_orders.id').onDelete('cascade'))
    // SHA-256 (hex) of the app's opaque device id: the id itself is never stored.
    .addColumn('fingerprint_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('platform', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .addColumn('last_seen_at', 'text', (c) => c.notNull().defaultTo(now))
    // Set when the device was freed (by the app, the buyer or the administrator); null while active.
    .addColumn('deactivated_at', 'text')
    .execute();
  // One active activation per device and licence: a second insert for it fails, whatever the race.
  await db.schema
    .createIndex('licence_activations_active_device')
    .on('licence_activations')
    .columns(['order_id', 'fingerprint_hash'])
    .unique()
    .where(sql.ref('deactivated_at'), 'is', null)
    .execute();
  await db.schema.createIndex('licence_activations_order_id').on('licence_activations').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('licence_activations').execute();
}
