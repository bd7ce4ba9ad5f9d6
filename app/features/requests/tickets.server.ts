import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import { db } from '~/lib/db/db.server';
import { cleanMultiLine } from '~/lib/text-safety';
import { MAX_REQUEST_NOTE, type RequestStatus } from './status';

// Requests worked like tickets: open until the administrator closes them, reopened if need be, with an
// internal note that is never sent to the visitor. Each change commits with its one audit row.

export const REQUEST_TABLES = { support: 'support_requests', help: 'help_requests' } as const;
export type RequestList = keyof typeof REQUEST_TABLES;

/** What a status change came to: done, or already so (a second click, a re-posted form: nothing changes, nothing is recorded). */
export type StatusOutcome =
  | { kind: 'changed'; reference: string; status: RequestStatus }
  | { kind: 'already'; reference: string; status: RequestStatus }
  | { kind: 'not-found' };

async function setStatus(list: RequestList, id: number, status: RequestStatus, by: AuditActor): Promise<StatusOutcome> {
  const table = REQUEST_TABLES[list];
  return db.transaction().execute(async (trx): Promise<StatusOutcome> => {
    const row = await trx.selectFrom(table).select(['reference', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) return { kind: 'not-found' };
    if (row.status === status) return { kind: 'already', reference: row.reference, status };
    await trx
      .updateTable(table)
      .set({ status, closed_at: status === 'closed' ? new Date().toISOString() : null })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, by, { kind: status === 'closed' ? 'request-closed' : 'request-reopened', subject: row.reference });
    return { kind: 'changed', reference: row.reference, status };
  });
}

export function closeRequest(list: RequestList, id: number, by: AuditActor): Promise<StatusOutcome> {
  return setStatus(list, id, 'closed', by);
}

export function reopenRequest(list: RequestList, id: number, by: AuditActor): Promise<StatusOutcome> {
  return setStatus(list, id, 'open', by);
}

export type NoteOutcome =
  | { kind: 'saved'; reference: string }
  | { kind: 'unchanged'; reference: string }
  | { kind: 'too-long'; max: number }
  | { kind: 'not-found' };

/**
 * Saves the internal note as it is kept (line breaks normalised, other control characters removed,
 * trimmed; '' clears it); an unchanged note records nothing.
 */
export async function saveRequestNote(list: RequestList, id: number, noteAsTyped: string, by: AuditActor): Promise<NoteOutcome> {
  const note = cleanMultiLine(noteAsTyped);
  if (note.length > MAX_REQUEST_NOTE) return { kind: 'too-long', max: MAX_REQUEST_NOTE };
  const table = REQUEST_TABLES[list];
  return db.transaction().execute(async (trx): Promise<NoteOutcome> => {
    const row = await trx.selectFrom(table).select(['reference', 'note']).where('id', '=', id).executeTakeFirst();
    if (!row) return { kind: 'not-found' };
    const stored = note || null;
    if ((row.note ?? null) === stored) return { kind: 'unchanged', reference: row.reference };
    await trx.updateTable(table).set({ note: stored, note_updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await recordAudit(trx, by, { kind: 'request-noted', subject: row.reference, details: { note } });
    return { kind: 'saved', reference: row.reference };
  });
}
