import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/ so later code changes can't alter history.
// One row per signed-in session: logging out deletes it, so a copied cookie is worthless afterwards.
// Times are ISO-8601 UTC text written by the application (no database-specific defaults).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Absolute end: so many days after sign-in, however busy the session.
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // For the idle timeout; refreshed at most once a minute.
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_admin_id').on('admin_sessions').column('admin_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_sessions').execute();
}
