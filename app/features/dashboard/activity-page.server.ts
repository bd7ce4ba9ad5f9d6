import { describeDetails, subjectHref } from '~/features/audit/describe';
import { AUDIT_KINDS, auditKindOf, isAuditKind, type AuditKind } from '~/features/audit/kinds';
import { listAudit } from '~/features/audit/list.server';
import { formatCreatedAt } from '~/lib/created-label';
import { keysetRequest, type KeysetPage } from '~/lib/keyset';

/** An audit entry as the Activity screen shows it: in words, its subject linked. */
export interface ActivityRow {
  id: number;
  kind: string;
  kindLabel: string;
  actor: string;
  clientAddress: string;
  subject: string | null;
  subjectHref: string | null;
  createdAt: string;
  createdLabel: string;
  lines: string[];
}

/** The kind the Activity screen's URL names (?kind=), or null for every kind. */
export function activityKindFilter(search: URLSearchParams): AuditKind | null {
  const kind = search.get('kind');
  return isAuditKind(kind) ? kind : null;
}

/** One page of the audit log, in words. */
export async function readActivityPage(kind: AuditKind | null, search: URLSearchParams): Promise<KeysetPage<ActivityRow>> {
  const page = await listAudit(kind, keysetRequest(search));
  return {
    ...page,
    items: page.items.map((row) => {
      const kind = auditKindOf(row.kind);
      return {
        id: row.id,
        kind: kind ?? row.kind,
        kindLabel: kind ? AUDIT_KINDS[kind] : row.kind,
        actor: row.actor,
        clientAddress: row.client_address,
        subject: row.subject,
        subjectHref: subjectHref(row.subject),
        createdAt: row.created_at,
        createdLabel: formatCreatedAt(row.created_at),
        lines: describeDetails(kind ?? row.kind, row.details),
      };
    }),
  };
}

/** The Activity screen: its filter, and its page (null when it could not be read). */
export interface ActivityScreen {
  kind: AuditKind | null;
  page: KeysetPage<ActivityRow> | null;
}
