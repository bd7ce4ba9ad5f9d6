import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';

// Requests worked like tickets: open until the administrator closes them, reopened if need be, with an
// internal note that is never sent to the visitor. Each change commits with its one audit row.

export const REQUEST_TABLES = { support: 'support_requests', help: 'help_requests' } as const;
export type RequestList = keyof typeof REQUEST_TABLES;

export type TicketOutcome = 'changed' | 'unchanged' | 'not-found';

async function setStatus(list: RequestList, id: number, status: 'open' | 'closed', by: AuditActor): Promise<TicketOutcome> {
  const table = REQUEST_TABLES[list];
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select(['reference', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found';
    // Closing a closed request (a second click, a re-posted form) changes nothing and records nothing.
    const updated = await trx
      .updateTable(table)
      .set({ status, closed_at: status === 'closed' ? new Date().toISOString() : null })
      .where('id', '=', id)
      .where('status', '!=', status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'unchanged';
    await recordAudit(trx, by, { kind: status === 'closed' ? 'request-closed' : 'request-reopened', subject: row.reference });
    return 'changed';
  });
}

export function closeRequest(list: RequestList, id: number, by: AuditActor) {
  return setStatus(list, id, 'closed', by);
}

export function reopenRequest(list: RequestList, id: number, by: AuditActor) {
  return setStatus(list, id, 'open', by);
}

/** Saves the internal note ('' clears it); an unchanged note records nothing. */
export async function saveRequestNote(list: RequestList, id: number, note: string, by: AuditActor): Promise<TicketOutcome> {
  const table = REQUEST_TABLES[list];
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select(['reference', 'note']).where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found';
    const stored = note || null;
    if ((row.note ?? null) === stored) return 'unchanged';
    await trx.updateTable(table).set({ note: stored, note_updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await recordAudit(trx, by, { kind: 'request-noted', subject: row.reference, details: { note } });
    return 'changed';
  });
}
