import type { Transaction } from 'kysely';
import type { Database, Executor } from '~/lib/db/schema';
import { inTransaction, lockForAppend } from '~/lib/db/transaction-lock.server';
import { auditChainHash, GENESIS_HASH, type ChainedAuditRow } from './chain';
import { isAuditField, type AuditField } from './describe-fields';
import type { AuditKind } from './kinds';

/** Who acts: the administrator's e-mail (or, for a failed sign-in, the one tried) and the client address. */
export interface AuditActor {
  actor: string;
  clientAddress: string;
}

/** An audit row's particulars: only the names the Activity view has words for (describe-fields.ts). */
export type AuditDetails = { readonly [F in AuditField]?: unknown };

export interface AuditEntry {
  kind: AuditKind;
  /** The order or request reference acted on, if any. */
  subject?: string | null;
  /** The action's particulars, stored as JSON: changed fields, a reason, filters, a row count. */
  details?: AuditDetails;
}

// An e-mail tried at sign-in is whatever a stranger typed: it is kept, but not without bound.
const MAX_ACTOR_LENGTH = 254;

/**
 * Appends one row to the audit log, chained to the row before it (./chain.ts). Pass the transaction
 * of the change it records, so the change and its record commit together; given the process's
 * database, it opens a transaction of its own. Appends are serialized (lib/db/transaction-lock) from the
 * read of the last hash to the commit, so the chain never forks. Nothing updates or deletes these rows
 * (the database refuses).
 */
export async function recordAudit(executor: Executor, by: AuditActor, entry: AuditEntry): Promise<void> {
  // The type refuses an unknown name written in place; one spread in from a variable gets past it, so
  // under test every row is checked too: a field without words fails the test that records it.
  if (process.env.VITEST) {
    const unknown = Object.keys(entry.details ?? {}).filter((name) => !isAuditField(name));
    if (unknown.length > 0) throw new Error(`audit details without a label in describe-fields.ts: ${unknown.join(', ')}`);
  }
  await inTransaction(executor, (trx) => appendAuditRow(trx, by, entry));
}

async function appendAuditRow(trx: Transaction<Database>, by: AuditActor, entry: AuditEntry): Promise<void> {
  const id = await lockForAppend(trx, 'audit_log');
  const last = await trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const row: ChainedAuditRow = {
    id,
    created_at: new Date().toISOString(),
    kind: entry.kind,
    actor: by.actor.slice(0, MAX_ACTOR_LENGTH),
    client_address: by.clientAddress,
    subject: entry.subject ?? null,
    details: JSON.stringify(entry.details ?? {}),
  };
  await trx
    .insertInto('audit_log')
    .values({ ...row, hash: auditChainHash(last?.hash ?? GENESIS_HASH, row) })
    .execute();
}
