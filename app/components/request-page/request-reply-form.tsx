import { Form, useLocation, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { FormStatus } from '~/components/toast-status';
import { REQUEST_PAGE } from '~/content/request-page';
import { MAX_PAGE_MESSAGE_LENGTH } from '~/features/requests/page-limits';
import type { ToastMessage } from '~/lib/toast';

/** What the page's reply form got back instead of a redirect: why, and the message as typed. */
export interface RequestReplyState {
  toast: ToastMessage;
  draft: string;
}

/** The buyer's answer: a plain POST carrying the page's token; it works without JavaScript. */
export function RequestReplyForm({ token, state }: { token: string; state: RequestReplyState | undefined }) {
  const navigation = useNavigation();
  const location = useLocation();
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
        <div className="grid gap-1.5">
          <label htmlFor="request-message" className="text-sm font-medium text-slate-800">
            {REQUEST_PAGE.replyLabel}
          </label>
          <textarea
            key={location.key}
            id="request-message"
            name="message"
            rows={6}
            maxLength={MAX_PAGE_MESSAGE_LENGTH}
            defaultValue={state?.draft ?? ''}
            aria-describedby="request-message-hint"
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm"
          />
          <p id="request-message-hint" className="text-xs text-slate-600">
            {REQUEST_PAGE.replyHint}
          </p>
        </div>
        <div>
          <SubmitButton busy={busy} busyLabel={REQUEST_PAGE.sending} className="min-h-11 w-full sm:w-auto">
            {REQUEST_PAGE.send}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
