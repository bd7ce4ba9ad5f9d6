import { Form } from 'react-router';
import { FormStatus } from '~/components/toast-status';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { CHECKOUT_PAGE, CHECKOUT_PAID_ALREADY } from '~/content/checkout';
import { MAX_LENGTH, type CHECKOUT_FIELDS } from '~/lib/forms/fields';
import { HoneypotField } from './honeypot-field';
import { usePublicForm, type FormState } from './use-public-form';

type Field = (typeof CHECKOUT_FIELDS)[number];

/**
 * Carries the plan's name and the signed payment reference: the price is always looked up by the
 * server. Under the reference, folded (a <details>, no script), a buyer who already paid with the
 * reference another device showed types that one; and a renewal carries the license it renews.
 */
export function CheckoutForm({
  plan,
  reference,
  renew,
  state,
}: {
  plan: string;
  reference: { reference: string; signature: string } | null;
  renew: string | null;
  state: FormState<Field> | undefined;
}) {
  const mine = state?.form === undefined || state.form === 'checkout' ? state : undefined;
  const { busy, formKey, formRef, field } = usePublicForm<Field>('checkout', mine);
  const typed = field('paidReference');
  return (
    <>
      <FormStatus form="checkout" failure={mine?.toast} />
      <Form method="post" noValidate key={formKey} ref={formRef} className="relative grid gap-5">
        <input type="hidden" name="plan" value={plan} />
        {renew ? <input type="hidden" name="renew" value={renew} /> : null}
        {reference ? (
          <>
            <input type="hidden" name="reference" value={reference.reference} />
            <input type="hidden" name="referenceSignature" value={reference.signature} />
            <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3">
              <p className="text-sm text-brand-900">
                {CHECKOUT_PAGE.referenceLabel}: <strong className="font-mono whitespace-nowrap">{reference.reference}</strong>
              </p>
              <details className="mt-2" open={Boolean(typed.defaultValue) || Boolean(typed.error)}>
                <summary className="cursor-pointer text-sm font-semibold text-brand-800">{CHECKOUT_PAID_ALREADY.summary}</summary>
                <div className="mt-3">
                  <TextField
                    label={CHECKOUT_PAID_ALREADY.label}
                    hint={CHECKOUT_PAID_ALREADY.hint}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={64}
                    {...typed}
                  />
                </div>
              </details>
            </div>
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
