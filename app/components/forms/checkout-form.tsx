import { Form } from 'react-router';
import { FormStatus } from '~/components/toast-status';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { CHECKOUT_PAGE } from '~/content/checkout';
import { MAX_LENGTH, type CHECKOUT_FIELDS } from '~/lib/forms/fields';
import { HoneypotField } from './honeypot-field';
import { usePublicForm, type FormState } from './use-public-form';

type Field = (typeof CHECKOUT_FIELDS)[number];

/** Carries the plan's name and the signed payment reference: the price is always looked up by the server. */
export function CheckoutForm({
  plan,
  reference,
  state,
}: {
  plan: string;
  reference: { reference: string; signature: string } | null;
  state: FormState<Field> | undefined;
}) {
  const { busy, formKey, formRef, field } = usePublicForm<Field>('checkout', state);
  return (
    <>
      <FormStatus form="checkout" failure={state?.toast} />
      <Form method="post" noValidate key={formKey} ref={formRef} className="relative grid gap-5">
        <input type="hidden" name="plan" value={plan} />
        {reference ? (
          <>
            <input type="hidden" name="reference" value={reference.reference} />
            <input type="hidden" name="referenceSignature" value={reference.signature} />
          </>
        ) : null}
        <TextField label="Full Name" autoComplete="name" maxLength={MAX_LENGTH.name} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} {...field('email')} />
        <HoneypotField idPrefix="checkout" />
        <SubmitButton busy={busy} busyLabel="Confirming..." className="w-full py-3 text-base">
          {CHECKOUT_PAGE.submit}
        </SubmitButton>
      </Form>
    </>
  );
}
