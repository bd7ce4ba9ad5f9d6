import { Form } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { HoneypotField } from '~/components/forms/honeypot-field';
import { usePublicForm, type FormState } from '~/components/forms/use-public-form';
import { FormStatus } from '~/components/toast-status';
import { CHECKOUT_EMAIL_DETAILS } from '~/content/checkout';
import { MAX_LENGTH, type PAYMENT_DETAILS_FIELDS } from '~/lib/forms/fields';

type Field = (typeof PAYMENT_DETAILS_FIELDS)[number];

/**
 * "E-mail me these payment details": the page's bank details, amount and reference, sent to the
 * address typed, to take to the bank. A plain form carrying the plan and the signed reference; the
 * server decides what is sent.
 */
export function PaymentDetailsForm({
  plan,
  reference,
  state,
}: {
  plan: string;
  reference: { reference: string; signature: string };
  state: FormState<Field> | undefined;
}) {
  const { busy, formKey, formRef, field } = usePublicForm<Field>('payment-details', state, 'payment-details');
  return (
    <section aria-labelledby="payment-details-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="payment-details-title" className="text-lg font-bold text-slate-900">
        {CHECKOUT_EMAIL_DETAILS.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{CHECKOUT_EMAIL_DETAILS.intro}</p>
      <div className="mt-3">
        <FormStatus form="payment-details" failure={state?.toast} />
        <Form method="post" noValidate key={formKey} ref={formRef} className="relative grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="payment-details" />
          <input type="hidden" name="plan" value={plan} />
          <input type="hidden" name="reference" value={reference.reference} />
          <input type="hidden" name="referenceSignature" value={reference.signature} />
          <TextField
            label={CHECKOUT_EMAIL_DETAILS.emailLabel}
            type="email"
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            {...field('email')}
          />
          <HoneypotField idPrefix="payment-details" />
          <SubmitButton busy={busy} busyLabel={CHECKOUT_EMAIL_DETAILS.busy} variant="secondary" className="min-h-11">
            {CHECKOUT_EMAIL_DETAILS.submit}
          </SubmitButton>
        </Form>
      </div>
    </section>
  );
}
