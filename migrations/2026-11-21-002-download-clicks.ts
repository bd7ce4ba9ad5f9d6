import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/ so later code changes can't alter history.
// Clicks on the free download's buttons, one row per platform and UTC day: totals for the dashboard,
// and a trend over days without storing one row per click.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('download_clicks')
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('download_clicks_pk', ['platform', 'day'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('download_clicks').execute();
}
