import { ContactCards } from '~/components/contact-cards';
import { ContactForm } from '~/components/forms/contact-form';
import { FormCard } from '~/components/forms/form-card';
import { CONTACT_PAGE } from '~/content/contact';
import { contactFormSchema } from '~/features/requests/form-schemas';
import { CONTACT_FIELDS } from '~/lib/forms/fields';
import { handlePublicForm, requestReceiptOf } from '~/web/public-form.server';
import { createContactMessage } from '~/features/requests/intake.server';
import { getContactInfo } from '~/features/settings/settings.server';
import { FormPage } from '~/components/forms/form-page';
import type { Route } from './+types/contact';
import { PageMeta } from '~/components/page-meta';
import { PATHS } from '~/lib/paths';
import { RequestReceiptPanel } from '~/components/request-receipt-panel';
import { useFlash } from '~/components/toast-status';
import { routeHeaders } from '~/web/route-headers';

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders();

export async function loader() {
  return { contact: await getContactInfo() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    requestReceipt: requestReceiptOf,
    request,
    clientAddress: context.clientAddress,
    form: 'contact',
    fields: CONTACT_FIELDS,
    schema: contactFormSchema,
    incomplete: { title: 'Incomplete Form', description: 'Please fill out all fields.' },
    failureTitle: 'Message Failed',
    success: {
      redirectTo: PATHS.contact,
      title: 'Message Sent!',
      description: "Thanks for reaching out. We'll get back to you soon.",
    },
    save: createContactMessage,
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const receipt = useFlash()?.request;
  return (
    <>
      <PageMeta title="Contact Us" description={CONTACT_PAGE.intro} />
      <FormPage title={CONTACT_PAGE.title} intro={CONTACT_PAGE.intro} notice={receipt ? <RequestReceiptPanel receipt={receipt} /> : null}>
        <ContactCards info={loaderData.contact} />
        <FormCard id="contact-form-title" title={CONTACT_PAGE.formTitle} intro={CONTACT_PAGE.formIntro}>
          <ContactForm state={actionData} />
        </FormCard>
      </FormPage>
    </>
  );
}
