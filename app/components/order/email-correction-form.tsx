import { Form } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { FormStatus } from '~/components/toast-status';
import { ORDER_CHANGES } from '~/content/orders';
import { MAX_LENGTH } from '~/lib/forms/fields';
import { ORDER_INTENTS, useIntentBusy, type OrderFormState } from './order-forms';

/** While the order is pending and young: the buyer corrects a mistyped address. A plain POST with the page's token. */
export function EmailCorrectionForm({ token, until, state }: { token: string; until: string; state: OrderFormState | undefined }) {
  const busy = useIntentBusy(ORDER_INTENTS.correctEmail);
  const mine = state?.intent === ORDER_INTENTS.correctEmail ? state : undefined;
  return (
    <section aria-labelledby="email-correction-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="email-correction-title" className="text-lg font-bold text-slate-900">
        {ORDER_CHANGES.email.title}
      </h2>
      <p className="mt-1 text-slate-700">{ORDER_CHANGES.email.intro(until)}</p>
      <div className="mt-4">
        <FormStatus form={ORDER_INTENTS.correctEmail} failure={mine?.toast} />
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value={ORDER_INTENTS.correctEmail} />
          <input type="hidden" name="token" value={token} />
          <TextField
            id="correct-email"
            name="email"
            type="email"
            label={ORDER_CHANGES.email.label}
            autoComplete="email"
            required
            maxLength={MAX_LENGTH.email}
            defaultValue={mine?.values.email ?? ''}
            error={mine?.errors.email}
          />
          <SubmitButton busy={busy} busyLabel={ORDER_CHANGES.email.busy} variant="secondary" className="min-h-11">
            {ORDER_CHANGES.email.submit}
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
