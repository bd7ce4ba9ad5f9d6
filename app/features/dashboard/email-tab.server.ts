import { ADMIN_TOASTS } from '~/content/admin';
import { isOutboxStatus, listOutbox } from '~/features/outbox/list.server';
import type { ToastMessage } from '~/lib/toast';
import { withCreatedLabels } from './created-label';
import { keysetRequest } from './keyset';
import { readOrToast } from '~/routes/admin-dashboard/read-or-toast.server';

/** The E-mail tab: one page of the outbox, all messages or those of the status the URL names (?status=). */
export async function loadEmailTab(search: URLSearchParams, toasts: ToastMessage[]) {
  const wanted = search.get('status');
  const status = isOutboxStatus(wanted) ? wanted : null;
  const page = await readOrToast(() => listOutbox(status, keysetRequest(search)), ADMIN_TOASTS.fetchEmailFailed, toasts);
  return {
    status,
    page: page && withCreatedLabels(page),
  };
}

export type EmailTab = Awaited<ReturnType<typeof loadEmailTab>>;
