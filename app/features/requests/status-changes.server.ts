import { recordAudit, type AuditActor } from '~/features/audit/record.server';
import type { AuditKind } from '~/features/audit/kinds';
import { db } from '~/lib/db/db.server';
import type { Database } from '~/lib/db/schema';
import type { Transaction } from 'kysely';
import { lockForTransaction } from '~/lib/db/transaction-lock.server';
import type { RequestStatus } from './status';
import { findRequest, setRequestStatusRow, type RequestRecord } from './store.server';

// A request's status as the help desk works it: open, waiting on the customer, closed, moved by the
// administrator (or by a reply, or by the customer writing again). Each change commits with its one
// audit row.

/** What a status change came to: done, or already so (a second click, a re-posted form: nothing changes, nothing is recorded). */
export type StatusOutcome =
  | { kind: 'changed'; reference: string; status: RequestStatus }
  | { kind: 'already'; reference: string; status: RequestStatus }
  | { kind: 'not-found' };

const AUDIT_OF: Record<RequestStatus, AuditKind> = { open: 'request-reopened', waiting: 'request-waiting', closed: 'request-closed' };

/** Takes the request's lock for this transaction: replies, notes and status changes on one request happen one after the other. */
export async function lockRequest(trx: Transaction<Database>, reference: string): Promise<void> {
  await lockForTransaction(trx, `request:${reference}`);
}

/** Moves `request` to `status` inside `trx`, with its audit row; the same status changes and records nothing. */
export async function changeRequestStatus(
  trx: Transaction<Database>,
  request: RequestRecord,
  status: RequestStatus,
  by: AuditActor,
  now = new Date(),
): Promise<StatusOutcome> {
  if (request.status === status) return { kind: 'already', reference: request.reference, status };
  await setRequestStatusRow(trx, request, status, now.toISOString());
  await recordAudit(trx, by, { kind: AUDIT_OF[status], subject: request.reference, details: { from: request.status } });
  return { kind: 'changed', reference: request.reference, status };
}

/** Sets the status of the request with this reference (the conversation page's status form). */
export function setRequestStatus(reference: string, status: RequestStatus, by: AuditActor): Promise<StatusOutcome> {
  return db.transaction().execute(async (trx): Promise<StatusOutcome> => {
    await lockRequest(trx, reference);
    const request = await findRequest(trx, reference);
    return request ? changeRequestStatus(trx, request, status, by) : { kind: 'not-found' };
  });
}
