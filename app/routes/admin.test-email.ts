import { OPERATIONS } from '~/content/operations';
import { sendTestEmail, type TestMailOutcome } from '~/features/mail/test-mail.server';
import { readFormData, formText } from '~/lib/forms/form-data';
import { dashboardPath, isAdminPath } from '~/lib/paths';
import { requireAdmin } from '~/web/auth.server';
import { redirectWithToast } from '~/web/flash.server';
import type { Route } from './+types/admin.test-email';

function toastFor(outcome: TestMailOutcome) {
  switch (outcome.kind) {
    case 'sent':
      return OPERATIONS.mail.toasts.sent(outcome.to, outcome.response);
    case 'refused':
      return OPERATIONS.mail.toasts.refused(outcome.to, outcome.error);
    case 'not-configured':
      return OPERATIONS.mail.toasts.notConfigured;
  }
}

/** Send a test e-mail: one message to the signed-in administrator, then back to the tab it was pressed on, with the mail server's answer. */
export async function action({ request }: Route.ActionArgs) {
  const signedIn = await requireAdmin(request);
  const asked = formText(await readFormData(request), 'back');
  // Only back to one of the administrator's own pages: never a redirect to somewhere else.
  const back = asked.startsWith('/') && !asked.startsWith('//') && isAdminPath(asked.split(/[?#]/)[0]!) ? asked : dashboardPath('overview');
  return redirectWithToast(back, toastFor(await sendTestEmail(signedIn.admin.email)), { headers: signedIn.headers });
}

export async function loader({ request }: Route.LoaderArgs) {
  const signedIn = await requireAdmin(request);
  return new Response(null, { status: 405, headers: { ...Object.fromEntries(signedIn.headers), Allow: 'POST' } });
}
