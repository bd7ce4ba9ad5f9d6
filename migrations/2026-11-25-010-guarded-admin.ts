import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { appendOnly, autoId, isPostgres, replaceValuesCheck, utcNowText } from './portable';

// Frozen in time: this file imports nothing from app/. An audit log
// that can't be rewritten (a hash chain, and no INSERT OR REPLACE on SQLite), acknowledgements the
// outbox can skip (over a cap) and redact (after 30 days), order-page links that expire, and a second
// factor and a fresh sign-in for the administrator.

const TOKEN_DAYS = 90;
const GENESIS = '0'.repeat(64);

/** One audit row as it is hashed (copied from app/features/audit/chain.ts: migrations stay frozen). */
function canonical(row: Record<string, unknown>): string {
  return JSON.stringify([row.id, row.created_at, row.kind, row.actor, row.client_address, row.subject ?? null, row.details]);
}

function chainHash(previous: string, row: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${previous}\n${canonical(row)}`)
    .digest('hex');
}

async function dropAppendOnly(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw('drop trigger audit_log_append_only on audit_log').execute(db);
    await sql.raw('drop trigger audit_log_no_truncate on audit_log').execute(db);
    await sql.raw('drop function audit_log_append_only()').execute(db);
  } else {
    await sql.raw('drop trigger audit_log_no_update').execute(db);
    await sql.raw('drop trigger audit_log_no_delete').execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const now = utcNowText(db);

  // The audit log's hash chain: each row's hash covers the one before it, so no row can be changed,
  // removed or slipped in without breaking every hash after it (npm run audit:verify names the first).
  await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();
  await dropAppendOnly(db);
  let previous = GENESIS;
  const rows = await db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  for (const row of rows) {
    previous = chainHash(previous, row);
    await db.updateTable('audit_log').set({ hash: previous }).where('id', '=', row.id).execute();
  }
  await appendOnly(db, 'audit_log');
  if (!isPostgres(db)) {
    // SQLite's INSERT OR REPLACE deletes the old row without firing delete triggers: refuse any id that exists.
    await sql
      .raw(
        `create trigger audit_log_no_replace before insert on audit_log when exists (select 1 from audit_log where id = new.id) begin select raise(abort, 'audit_log is append-only'); end`,
      )
      .execute(db);
  }

  // Messages the site chose not to send (an acknowledgement over its cap) are kept with the reason;
  // sent messages' secrets (order-page tokens, licence keys) are blanked after 30 days.
  await replaceValuesCheck(db, 'outbox', 'status', ['queued', 'sent', 'failed', 'skipped']);
  await db.schema.alterTable('outbox').addColumn('redacted_at', 'text').execute();
  await db.schema
    .createIndex('outbox_recipient_created_at')
    .on('outbox')
    .expression(sql`lower(recipient), created_at`)
    .execute();

  // Order-page links expire 90 days after they are issued.
  await db.schema.alterTable('order_access_tokens').addColumn('expires_at', 'text').execute();
  const tokens = await db.selectFrom('order_access_tokens').select(['token_hash', 'created_at']).execute();
  for (const { token_hash, created_at } of tokens) {
    const expires = new Date(new Date(created_at).getTime() + TOKEN_DAYS * 24 * 60 * 60_000).toISOString();
    await db.updateTable('order_access_tokens').set({ expires_at: expires }).where('token_hash', '=', token_hash).execute();
  }

  // The administrator's second factor (TOTP, RFC 6238) and its one-time recovery codes (hashed).
  await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();
  // The last 30-second step a code was accepted for: a code works once within its window.
  await db.schema.alterTable('admins').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('admin_recovery_codes_admin_id').on('admin_recovery_codes').column('admin_id').execute();

  // When the session last proved its password (and code): sensitive changes ask again after 10 minutes.
  await db.schema.alterTable('admin_sessions').addColumn('reauthenticated_at', 'text').execute();
  await db
    .updateTable('admin_sessions')
    .set({ reauthenticated_at: sql`created_at` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_sessions').dropColumn('reauthenticated_at').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret'])
    await db.schema.alterTable('admins').dropColumn(column).execute();
  await db.schema.alterTable('order_access_tokens').dropColumn('expires_at').execute();
  await db.schema.dropIndex('outbox_recipient_created_at').execute();
  await db.schema.alterTable('outbox').dropColumn('redacted_at').execute();
  if (!isPostgres(db)) await sql.raw('drop trigger audit_log_no_replace').execute(db);
  await dropAppendOnly(db);
  await db.schema.alterTable('audit_log').dropColumn('hash').execute();
  await appendOnly(db, 'audit_log');
}
