import { Form } from 'react-router';
import { FormStatus } from '~/components/toast-status';
import { SubmitButton } from '~/components/button';
import { TextAreaField, TextField } from '~/components/field';
import { MAX_LENGTH, type HELP_FIELDS } from '~/lib/forms/fields';
import { HoneypotField } from './honeypot-field';
import { usePublicForm, type FormState } from './use-public-form';

type Field = (typeof HELP_FIELDS)[number];

export function HelpForm({ state }: { state: FormState<Field> | undefined }) {
  const { busy, formKey, formRef, field } = usePublicForm<Field>('help', state);
  return (
    <>
      <FormStatus form="help" failure={state?.toast} />
      <Form method="post" noValidate key={formKey} ref={formRef} className="relative grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Full Name" autoComplete="name" maxLength={MAX_LENGTH.name} {...field('name')} />
          <TextField label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} {...field('email')} />
        </div>
        <TextField label="Subject" maxLength={MAX_LENGTH.subject} {...field('subject')} />
        <TextAreaField label="Message" rows={5} maxLength={MAX_LENGTH.message} {...field('message')} />
        <HoneypotField idPrefix="help" />
        <SubmitButton busy={busy} busyLabel="Submitting..." className="w-full sm:w-auto sm:justify-self-start">
          Submit Request
        </SubmitButton>
      </Form>
    </>
  );
}
