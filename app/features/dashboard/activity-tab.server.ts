import { ADMIN_TOASTS } from '~/content/admin';
import { describeDetails, subjectHref } from '~/features/audit/describe';
import { AUDIT_KINDS, isAuditKind } from '~/features/audit/kinds';
import { listAudit } from '~/features/audit/list.server';
import type { ToastMessage } from '~/lib/toast';
import { formatCreatedAt } from './created-label';
import { keysetRequest } from './keyset';
import { readOrToast } from '~/routes/admin-dashboard/read-or-toast.server';

/** The Activity tab: one page of the audit log, in words, for the kind the URL names (?kind=). */
export async function loadActivityTab(search: URLSearchParams, toasts: ToastMessage[]) {
  const kind = search.get('kind');
  const filter = isAuditKind(kind) ? kind : null;
  const page = await readOrToast(() => listAudit(filter, keysetRequest(search)), ADMIN_TOASTS.fetchActivityFailed, toasts);
  return {
    kind: filter,
    page: page && {
      ...page,
      items: page.items.map(({ details, ...row }) => ({
        ...row,
        kindLabel: isAuditKind(row.kind) ? AUDIT_KINDS[row.kind] : row.kind,
        createdLabel: formatCreatedAt(row.created_at),
        subjectHref: subjectHref(row.subject),
        lines: describeDetails(row.kind, details),
      })),
    },
  };
}

export type ActivityTab = Awaited<ReturnType<typeof loadActivityTab>>;
export type ActivityRow = NonNullable<ActivityTab['page']>['items'][number];
