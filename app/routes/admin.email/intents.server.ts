import { EMAIL_SCREEN, ADMIN_TOASTS } from '~/content/admin';
import { rebuildUnsentMail } from '~/features/dashboard/unsent-mail.server';
import { sendAgain } from '~/features/outbox/send-again.server';
import { parseForm } from '~/lib/forms/parse-form';
import type { ToastInput } from '~/web/flash.server';
import type { DashboardActionInput } from '~/web/admin-action.server';
import { answerRowAction } from '~/web/row-action.server';
import { sendAgainSchema } from './form-schema.server';

// The E-mail screen's forms: Send again on a message that wasn't sent. It answers with a redirect back
// to the list it came from (its filter and page kept), scrolled to the message, and the toast of its outcome.

function messageId(form: FormData): number | null {
  const parsed = parseForm(form, sendAgainSchema);
  return parsed.ok ? parsed.data.id : null;
}

const OUTBOX_WORDS = { queued: 'queued', sent: 'sent', failed: 'failed', skipped: 'not sent' } as const;

export const EMAIL_ACTIONS = {
  'send-again': (input: DashboardActionInput) => {
    const id = messageId(input.form);
    return answerRowAction(
      input,
      'email',
      ADMIN_TOASTS.sendAgainFailed,
      async (): Promise<ToastInput> => {
        if (id === null) return { type: 'error', ...EMAIL_SCREEN.notFound };
        const outcome = await sendAgain(id, input.by, rebuildUnsentMail);
        switch (outcome.kind) {
          case 'queued':
            return { type: 'success', ...EMAIL_SCREEN.queued(outcome.to) };
          case 'not-unsent':
            return { type: 'info', ...EMAIL_SCREEN.notUnsent(outcome.to, OUTBOX_WORDS[outcome.status]) };
          case 'cannot-rebuild':
            return { type: 'error', ...EMAIL_SCREEN.cannotRebuild(outcome.to, outcome.reason) };
          case 'not-found':
            return { type: 'error', ...EMAIL_SCREEN.notFound };
        }
      },
      id === null ? null : `email-${id}`,
    );
  },
} as const;
