import { describeDetails, subjectHref } from '~/features/audit/describe';
import { AUDIT_KINDS, isAuditKind, type AuditKind } from '~/features/audit/kinds';
import { listAudit } from '~/features/audit/list.server';
import { formatCreatedAt } from './created-label';
import { keysetRequest } from './keyset';

/** The kind the Activity tab's URL names (?kind=), or null for every kind. */
export function activityKindFilter(search: URLSearchParams): AuditKind | null {
  const kind = search.get('kind');
  return isAuditKind(kind) ? kind : null;
}

/** One page of the audit log, in words. */
export async function readActivityPage(kind: AuditKind | null, search: URLSearchParams) {
  const page = await listAudit(kind, keysetRequest(search));
  return {
    ...page,
    items: page.items.map(({ details, ...row }) => ({
      ...row,
      kindLabel: isAuditKind(row.kind) ? AUDIT_KINDS[row.kind] : row.kind,
      createdLabel: formatCreatedAt(row.created_at),
      subjectHref: subjectHref(row.subject),
      lines: describeDetails(row.kind, details),
    })),
  };
}

/** The Activity tab: its filter, and its page (null when it could not be read). */
export interface ActivityTab {
  kind: AuditKind | null;
  page: Awaited<ReturnType<typeof readActivityPage>> | null;
}
export type ActivityRow = Awaited<ReturnType<typeof readActivityPage>>['items'][number];
