import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { FormCard } from '~/components/forms/form-card';
import { useFocusRefusedField } from '~/components/forms/use-focus-refused-field';
import { ORDER_LOOKUP_PAGE } from '~/content/order-lookup';
import { PATHS } from '~/lib/paths';

/**
 * The Find My Order form: a reference and the order's e-mail, posted to /orders. Shown on /orders, and
 * on an order's address opened without its key (the reference filled in, `notice` saying why).
 */
export function OrderLookupForm({
  values,
  message,
  errors,
  notice,
}: {
  values?: { reference: string; email: string };
  message?: string | null;
  /** What is wrong with a field, shown beside it. */
  errors?: Partial<Record<'reference' | 'email', string>>;
  notice?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === PATHS.orders;
  // A refused lookup answers in place (with JavaScript): focus goes to the field it is about, as the other forms do.
  const form = useFocusRefusedField(errors?.reference || errors?.email ? errors : undefined);
  return (
    <FormCard id="order-lookup-title" title={ORDER_LOOKUP_PAGE.formTitle}>
      {notice ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {notice}
        </p>
      ) : null}
      {message ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
      <Form ref={form} method="post" action={PATHS.orders} className="grid gap-5">
        <TextField
          id="order-reference"
          name="reference"
          label={ORDER_LOOKUP_PAGE.referenceLabel}
          required
          autoComplete="off"
          placeholder="ORD-XXXX-XXXX"
          maxLength={64}
          defaultValue={values?.reference}
          error={errors?.reference}
        />
        <TextField
          id="order-email"
          name="email"
          type="email"
          label={ORDER_LOOKUP_PAGE.emailLabel}
          required
          autoComplete="email"
          maxLength={254}
          defaultValue={values?.email}
          error={errors?.email}
        />
        <SubmitButton busy={busy} busyLabel="Finding..." className="w-full py-3 text-base">
          {ORDER_LOOKUP_PAGE.submit}
        </SubmitButton>
      </Form>
    </FormCard>
  );
}
