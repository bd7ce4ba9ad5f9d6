import { ToastStatus } from '~/components/toast-status';
import { ContactCards } from '~/components/contact-cards';
import { ContactForm } from '~/components/forms/contact-form';
import { FormCard } from '~/components/forms/form-card';
import { PageHeader } from '~/components/page-header';
import { CONTACT_PAGE } from '~/content/contact';
import { CONTACT_FIELDS, contactFormSchema } from '~/lib/form-schemas';
import { handlePublicForm } from '~/lib/public-form.server';
import { CONTACT_FORM_SUBJECT, createHelpRequest } from '~/lib/requests.server';
import { getContactInfo } from '~/lib/settings.server';
import { pageMeta } from '~/content/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => pageMeta('Contact Us', CONTACT_PAGE.intro);

export async function loader() {
  return { contact: await getContactInfo() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    clientAddress: context.clientAddress,
    form: 'contact',
    fields: CONTACT_FIELDS,
    schema: contactFormSchema,
    incomplete: { title: 'Incomplete Form', description: 'Please fill out all fields.' },
    failureTitle: 'Message Failed',
    success: {
      redirectTo: '/contact',
      title: 'Message Sent!',
      description: "Thanks for reaching out. We'll get back to you soon.",
    },
    save: (message) => createHelpRequest({ ...message, subject: CONTACT_FORM_SUBJECT }),
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={CONTACT_PAGE.title}>{CONTACT_PAGE.intro}</PageHeader>
      <div className="bg-slate-50">
        {/* Without JavaScript a refusal shows here as a status banner, right above the form's page content. */}
        <div className="px-4 sm:px-6">
          <ToastStatus toast={actionData?.toast} />
        </div>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10 lg:px-8 lg:py-16">
          <ContactCards info={loaderData.contact} />
          <FormCard id="contact-form-title" title={CONTACT_PAGE.formTitle} intro={CONTACT_PAGE.formIntro}>
            <ContactForm state={actionData} />
          </FormCard>
        </div>
      </div>
    </>
  );
}
