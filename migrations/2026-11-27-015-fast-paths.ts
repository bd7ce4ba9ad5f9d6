import { sql, type Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/. The caps on acknowledgements count, for each
// visitor post, the acknowledgements sent to its address in 24 hours (at most 3) and site-wide in the
// last hour. Through the indexes on every message (lower(recipient), created_at; created_at) each count
// read the row of every message in its window to test its kind and status: a flood of posts to one
// address, whose acknowledgements are all skipped, made every post read them all (the posts per second
// fell as the hour filled). These indexes hold only messages not skipped, with their kind (and their
// status, which the counts test: so no row is read), so each count reads index entries alone, and no
// more of them than its cap.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('outbox_unskipped_by_recipient')
    .on('outbox')
    .expression(sql`lower(recipient), kind, created_at, status`)
    .where(sql.ref('status'), '<>', sql.lit('skipped'))
    .execute();
  await db.schema
    .createIndex('outbox_unskipped_by_kind')
    .on('outbox')
    .columns(['kind', 'created_at', 'status'])
    .where(sql.ref('status'), '<>', sql.lit('skipped'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['outbox_unskipped_by_kind', 'outbox_unskipped_by_recipient']) await db.schema.dropIndex(index).execute();
}
