import { Form } from 'react-router';
import { FormStatus } from '~/components/toast-status';
import { SubmitButton } from '~/components/button';
import { SelectField, TextAreaField, TextField } from '~/components/field';
import { SUPPORT_PAGE } from '~/content/support';
import { SUPPORT_PRODUCTS } from '~/features/catalogue/support-products';
import { MAX_LENGTH, type SUPPORT_FIELDS } from '~/lib/forms/fields';
import { HoneypotField } from './honeypot-field';
import { usePublicForm, type FormState } from './use-public-form';

type Field = (typeof SUPPORT_FIELDS)[number];

export function SupportForm({ state }: { state: FormState<Field> | undefined }) {
  const { busy, formKey, formRef, field } = usePublicForm<Field>('support', state);
  return (
    <>
      <FormStatus form="support" failure={state?.toast} />
      <Form method="post" noValidate key={formKey} ref={formRef} className="relative grid gap-5">
        <TextField label="Full Name" autoComplete="name" maxLength={MAX_LENGTH.name} {...field('name')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} {...field('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" maxLength={MAX_LENGTH.phone} {...field('phone')} />
        </div>
        <SelectField label="Product" {...field('product')}>
          <option value="">{SUPPORT_PAGE.productPlaceholder}</option>
          {SUPPORT_PRODUCTS.map((product) => (
            <option key={product.value} value={product.value}>
              {product.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={SUPPORT_PAGE.problemLabel}
          hint={SUPPORT_PAGE.problemHint}
          rows={4}
          maxLength={MAX_LENGTH.problem}
          {...field('problem')}
        />
        <HoneypotField idPrefix="support" />
        <SubmitButton busy={busy} busyLabel="Submitting..." className="w-full">
          Submit Request
        </SubmitButton>
      </Form>
    </>
  );
}
