import { Form } from 'react-router';
import { SubmitButton } from '~/components/button';
import { TextField } from '~/components/field';
import { HoneypotField } from '~/components/forms/honeypot-field';
import { usePublicForm, type FormState } from '~/components/forms/use-public-form';
import { Icon } from '~/components/icons';
import { DOWNLOAD_PAGE } from '~/content/download';
import { MAX_LENGTH, type DOWNLOAD_LINK_FIELDS } from '~/lib/forms/fields';
import { PATHS } from '~/lib/paths';

type Field = (typeof DOWNLOAD_LINK_FIELDS)[number];

/**
 * Shown on narrow screens only (CSS, so no script decides it): a phone can't run the installer, so the
 * page says what a recovery needs and offers to e-mail the link to open on a computer. A plain form.
 */
export function PhoneDownload({ state, offered }: { state: FormState<Field> | undefined; offered: boolean }) {
  const { busy, formKey, formRef, field } = usePublicForm<Field>('download-link', state);
  const words = DOWNLOAD_PAGE.phone;
  return (
    <section
      aria-labelledby="phone-heading"
      data-testid="phone-download"
      className="mt-6 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm md:hidden"
    >
      <h3 id="phone-heading" className="flex items-start gap-2 text-lg font-bold text-slate-900">
        <Icon name="laptop" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        {words.heading}
      </h3>
      <p className="mt-2 text-slate-700">{words.intro}</p>
      <ul className="mt-2 grid gap-1.5 text-slate-800">
        {words.needs.map((need) => (
          <li key={need} className="flex items-start gap-2">
            <Icon name="check" className="mt-1 size-4 shrink-0 text-brand-700" strokeWidth={3} />
            {need}
          </li>
        ))}
      </ul>
      {offered ? (
        <Form method="post" action={PATHS.download} noValidate key={formKey} ref={formRef} className="relative mt-4 grid gap-3">
          <p className="text-slate-700">{words.formIntro}</p>
          <TextField label="Email" type="email" autoComplete="email" maxLength={MAX_LENGTH.email} {...field('email')} />
          <HoneypotField idPrefix="download-link" />
          <SubmitButton busy={busy} busyLabel={words.busy} className="w-full py-3 text-base">
            {words.submit}
          </SubmitButton>
          <p className="text-xs text-slate-600">{words.note}</p>
        </Form>
      ) : null}
    </section>
  );
}
