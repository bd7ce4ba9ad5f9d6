import type { Executor } from '~/lib/db/schema';
import type { AuditKind } from './kinds';

/** Who acts: the administrator's e-mail (or, for a failed sign-in, the one tried) and the client address. */
export interface AuditActor {
  actor: string;
  clientAddress: string;
}

export interface AuditEntry {
  kind: AuditKind;
  /** The order or request reference acted on, if any. */
  subject?: string | null;
  /** The action's particulars, stored as JSON: changed fields, a reason, filters, a row count. */
  details?: Record<string, unknown>;
}

// An e-mail tried at sign-in is whatever a stranger typed: it is kept, but not without bound.
const MAX_ACTOR_LENGTH = 254;

/**
 * Appends one row to the audit log. Pass the transaction of the change it records, so the change
 * and its record commit together. Nothing updates or deletes these rows (the database refuses).
 */
export async function recordAudit(executor: Executor, by: AuditActor, entry: AuditEntry): Promise<void> {
  await executor
    .insertInto('audit_log')
    .values({
      created_at: new Date().toISOString(),
      kind: entry.kind,
      actor: by.actor.slice(0, MAX_ACTOR_LENGTH),
      client_address: by.clientAddress,
      subject: entry.subject ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
