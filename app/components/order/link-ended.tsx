import { Form, Link } from 'react-router';
import { SubmitButton } from '~/components/button';
import { FormStatus } from '~/components/toast-status';
import { LINK_ENDED_PAGE } from '~/content/orders';
import { PATHS } from '~/lib/paths';
import { ORDER_INTENTS, useIntentBusy } from './order-forms';

/** A link that worked once but no longer does: "Send me a fresh link", which goes to the order's own address. */
export function LinkEnded({ token }: { token: string }) {
  const busy = useIntentBusy(ORDER_INTENTS.freshLink);
  return (
    <section aria-labelledby="link-ended-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="link-ended-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {LINK_ENDED_PAGE.title}
      </h2>
      <p className="mt-2 text-slate-700">{LINK_ENDED_PAGE.text}</p>
      <div className="mt-6">
        <FormStatus form={ORDER_INTENTS.freshLink} failure={undefined} />
        <Form method="post">
          <input type="hidden" name="intent" value={ORDER_INTENTS.freshLink} />
          <input type="hidden" name="token" value={token} />
          <SubmitButton busy={busy} busyLabel={LINK_ENDED_PAGE.busy} className="min-h-11 w-full sm:w-auto">
            {LINK_ENDED_PAGE.submit}
          </SubmitButton>
        </Form>
      </div>
      <p className="mt-6 text-sm text-slate-600">
        {LINK_ENDED_PAGE.lookup}{' '}
        <Link to={PATHS.orders} className="font-semibold text-brand-700 underline underline-offset-2">
          {LINK_ENDED_PAGE.lookupLink}
        </Link>
      </p>
    </section>
  );
}
