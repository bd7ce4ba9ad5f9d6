import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { FormStatus } from '~/components/toast-status';
import { REQUEST_LINK_ENDED } from '~/content/request-page';

/** A link that opens nothing (expired, wrong): "Send me a fresh link", which goes to the request's own address. */
export function RequestLinkEnded() {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'fresh-link';
  return (
    <section aria-labelledby="link-ended-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="link-ended-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {REQUEST_LINK_ENDED.title}
      </h2>
      <p className="mt-2 text-slate-700">{REQUEST_LINK_ENDED.text}</p>
      <div className="mt-6">
        <FormStatus form="fresh-link" failure={undefined} />
        <Form method="post">
          <input type="hidden" name="intent" value="fresh-link" />
          <SubmitButton busy={busy} busyLabel={REQUEST_LINK_ENDED.busy} className="min-h-11 w-full sm:w-auto">
            {REQUEST_LINK_ENDED.submit}
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
