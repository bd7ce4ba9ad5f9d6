import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { ReplyField } from '~/components/field';
import { FormStatus } from '~/components/toast-status';
import { REQUEST_PAGE } from '~/content/request-page';
import { MAX_PAGE_MESSAGE_LENGTH } from '~/features/requests/page-limits';
import type { ToastMessage } from '~/lib/toast';

/** What the page's reply form got back instead of a redirect: why, the message as typed, and what is wrong with it. */
export interface RequestReplyState {
  toast: ToastMessage;
  draft: string;
  errors: Partial<Record<'message', string>>;
}

/** The buyer's answer: a plain POST carrying the page's token; it works without JavaScript. */
export function RequestReplyForm({ token, state }: { token: string; state: RequestReplyState | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'message';
  return (
    <section aria-labelledby="request-reply" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="request-reply" className="text-lg font-bold text-slate-900">
        {REQUEST_PAGE.replyTitle}
      </h2>
      <FormStatus form="request-message" failure={state?.toast} />
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="message" />
        <input type="hidden" name="t" value={token} />
        <ReplyField
          id="request-message"
          name="message"
          label={REQUEST_PAGE.replyLabel}
          hint={REQUEST_PAGE.replyHint}
          rows={6}
          maxLength={MAX_PAGE_MESSAGE_LENGTH}
          error={state?.errors.message}
          draft={state?.draft ?? ''}
        />
        <div>
          <SubmitButton busy={busy} busyLabel={REQUEST_PAGE.sending} className="min-h-11 w-full sm:w-auto">
            {REQUEST_PAGE.send}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
