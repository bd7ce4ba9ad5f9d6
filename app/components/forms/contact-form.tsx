import { Form } from 'react-router';
import { FormStatus } from '~/components/toast-status';
import { SubmitButton } from '~/components/button';
import { TextAreaField, TextField } from '~/components/field';
import { MAX_LENGTH, type CONTACT_FIELDS } from '~/lib/forms/fields';
import { HoneypotField } from './honeypot-field';
import { usePublicForm, type FormState } from './use-public-form';

type Field = (typeof CONTACT_FIELDS)[number];

/** `action`: another page's address when the form sits outside /contact (the download page while no installer is set). */
export function ContactForm({ state, action }: { state: FormState<Field> | undefined; action?: string }) {
  const { busy, formKey, formRef, field } = usePublicForm<Field>('contact', state);
  return (
    <>
      <FormStatus form="contact" failure={state?.toast} />
      <Form method="post" action={action} noValidate key={formKey} ref={formRef} className="relative grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" autoComplete="name" maxLength={MAX_LENGTH.name} {...field('name')} />
          <TextField label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} {...field('email')} />
        </div>
        <TextAreaField label="Message" rows={6} maxLength={MAX_LENGTH.message} {...field('message')} />
        <HoneypotField idPrefix="contact" />
        <SubmitButton busy={busy} busyLabel="Sending..." className="w-full sm:w-auto sm:justify-self-start">
          Send Message
        </SubmitButton>
      </Form>
    </>
  );
}
