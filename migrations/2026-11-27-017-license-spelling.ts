import { sql, type Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/. One spelling, license, for the concept
// everywhere: the devices table, the order's revocation column and their indexes take it, and the
// order timeline's stored event kind with them. The audit log is append-only and hash-chained, so its
// rows keep the kind they were written with; the application reads the old kind as the new one.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('licence_activations_active_device').execute();
  await db.schema.dropIndex('licence_activations_order_id').execute();
  await db.schema.alterTable('licence_activations').renameTo('license_activations').execute();
  await createActivationIndexes(db, 'license_activations');
  await db.schema.alterTable('ach_orders').renameColumn('licence_revoked_at', 'license_revoked_at').execute();
  await db.updateTable('order_events').set({ kind: 'license-revoked' }).where('kind', '=', 'licence-revoked').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('order_events').set({ kind: 'licence-revoked' }).where('kind', '=', 'license-revoked').execute();
  await db.schema.alterTable('ach_orders').renameColumn('license_revoked_at', 'licence_revoked_at').execute();
  await db.schema.dropIndex('license_activations_active_device').execute();
  await db.schema.dropIndex('license_activations_order_id').execute();
  await db.schema.alterTable('license_activations').renameTo('licence_activations').execute();
  await createActivationIndexes(db, 'licence_activations');
}

async function createActivationIndexes(db: Kysely<any>, table: string): Promise<void> {
  // One active activation per device and license: a second insert for it fails, whatever the race.
  await db.schema
    .createIndex(`${table}_active_device`)
    .on(table)
    .columns(['order_id', 'fingerprint_hash'])
    .unique()
    .where(sql.ref('deactivated_at'), 'is', null)
    .execute();
  await db.schema.createIndex(`${table}_order_id`).on(table).columns(['order_id', 'id']).execute();
}
