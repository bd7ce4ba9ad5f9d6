import { FaqList } from '~/components/faq-list';
import { FormCard } from '~/components/forms/form-card';
import { HelpForm } from '~/components/forms/help-form';
import { HelpCards } from '~/components/help-cards';
import { PageHeader } from '~/components/page-header';
import { HELP_CENTER } from '~/content/help-center';
import { HELP_FIELDS, helpFormSchema } from '~/lib/form-schemas';
import { handlePublicForm } from '~/lib/public-form.server';
import { createHelpRequest } from '~/lib/requests.server';
import { pageMeta } from '~/content/seo';
import type { Route } from './+types/help-center';

export const meta: Route.MetaFunction = () => pageMeta(HELP_CENTER.title, HELP_CENTER.intro);

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    request,
    clientAddress: context.clientAddress,
    form: 'help',
    fields: HELP_FIELDS,
    schema: helpFormSchema,
    incomplete: { title: 'Incomplete Form', description: 'Please fill all fields.' },
    failureTitle: 'Submission Failed',
    success: { redirectTo: '/help-center', title: 'Request Submitted!', description: 'Our team will get back to you shortly.' },
    save: createHelpRequest,
  });
}

export default function HelpCenter({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={HELP_CENTER.title}>
        <p>{HELP_CENTER.intro}</p>
        {/* The spec's search box filters nothing: it sits outside any form so Enter submits nothing. */}
        <div role="search" className="mx-auto mt-6 max-w-xl text-left">
          <label htmlFor="help-search" className="text-sm font-semibold text-white">
            {HELP_CENTER.searchLabel}
          </label>
          <div className="relative mt-2">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              id="help-search"
              type="search"
              placeholder={HELP_CENTER.searchPlaceholder}
              className="block w-full rounded-lg border-0 bg-white py-3 pr-4 pl-11 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
            />
          </div>
        </div>
      </PageHeader>
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
          <section aria-labelledby="help-topics">
            <h2 id="help-topics" className="sr-only">
              Ways to get help
            </h2>
            <HelpCards />
          </section>
          <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
            <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
              {HELP_CENTER.faqTitle}
            </h2>
            <div className="mt-8">
              <FaqList />
            </div>
          </section>
          <div className="mx-auto max-w-3xl">
            <FormCard id="help-form-title" title={HELP_CENTER.formTitle} intro={HELP_CENTER.formIntro}>
              <HelpForm state={actionData} />
            </FormCard>
          </div>
        </div>
      </div>
    </>
  );
}
