import { MAILBOX } from '~/content/help-desk';
import { checkMailNow, type CheckOutcome } from '~/features/inbound-mail/poller.server';
import { readFormData, formText } from '~/lib/forms/form-data';
import { dashboardPath, isAdminPath } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { redirectWithToast } from '~/web/flash.server';
import type { Route } from './+types/admin.mailbox-check';

function toastFor(outcome: CheckOutcome) {
  switch (outcome.kind) {
    case 'checked':
      return MAILBOX.toasts.checked(outcome.imported);
    case 'busy':
      return MAILBOX.toasts.busy;
    case 'failed':
      return MAILBOX.toasts.failed(outcome.reason);
    case 'not-configured':
      return MAILBOX.toasts.notSetUp;
  }
}

/** Check Mail Now: reads the mailbox at once, then back to the inbox it was pressed on. */
export async function action({ request }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const form = await readFormData(request);
  const asked = formText(form, 'back');
  // Only back to one of the administrator's own pages: never a redirect to somewhere else.
  const back = asked.startsWith('/') && !asked.startsWith('//') && isAdminPath(asked.split(/[?#]/)[0]!) ? asked : dashboardPath('requests');
  return redirectWithToast(back, toastFor(await checkMailNow()), { headers: signedIn.headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  return new Response(null, { status: 405, headers: { ...Object.fromEntries(signedIn.headers), Allow: 'POST' } });
}
