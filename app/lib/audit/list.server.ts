import { pageQuery } from '../dashboard/keyset-query.server';
import { keysetPage, type KeysetRequest } from '../dashboard/keyset';
import { db } from '../db.server';
import type { AuditKind } from './kinds';

export const ACTIVITY_PAGE_SIZE = 50;

/**
 * The audit log newest first, one page from the cursor the URL gave, all kinds or one. Served by
 * audit_log_created_at, or audit_log_kind_created_at with a kind: an index seek however deep the page.
 */
export async function listAudit(kind: AuditKind | null, request: KeysetRequest, size = ACTIVITY_PAGE_SIZE) {
  return keysetPage(await auditPageQuery(kind, request, size).execute(), request, size);
}

export function auditPageQuery(kind: AuditKind | null, request: KeysetRequest, size: number) {
  const all = db.selectFrom('audit_log').select(['id', 'created_at', 'kind', 'actor', 'client_address', 'subject', 'details']);
  return pageQuery(kind ? all.where('kind', '=', kind) : all, request, size);
}
