import { pageQuery, readPage } from '~/lib/db/keyset-query.server';
import type { KeysetRequest } from '~/lib/keyset';
import { db } from '~/lib/db/db.server';
import { storedKinds, type AuditKind } from './kinds';

export const ACTIVITY_PAGE_SIZE = 50;

/**
 * The audit log newest first, one page from the cursor the URL gave, all kinds or one. Served by
 * audit_log_created_at, or audit_log_kind_created_at with a kind: an index seek however deep the page.
 */
export async function listAudit(kind: AuditKind | null, request: KeysetRequest, size = ACTIVITY_PAGE_SIZE) {
  return readPage(auditQuery(kind), request, size);
}

function auditQuery(kind: AuditKind | null) {
  const all = db.selectFrom('audit_log').select(['id', 'created_at', 'kind', 'actor', 'client_address', 'subject', 'details']);
  return kind ? all.where('kind', 'in', storedKinds(kind)) : all;
}

/** The statement of one page (its query plan is tested). */
export function auditPageQuery(kind: AuditKind | null, request: KeysetRequest, size: number) {
  return pageQuery(auditQuery(kind), request, size);
}
