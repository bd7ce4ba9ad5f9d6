import type { Kysely } from 'kysely';

// Frozen in time: this file imports nothing from app/ so later code changes can't alter history.
// The support form's optional "Describe the problem": null when the visitor left it empty.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('support_requests').addColumn('problem', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('support_requests').dropColumn('problem').execute();
}
