import { FaqList } from '~/components/faq-list';
import { FormCard } from '~/components/forms/form-card';
import { HelpForm } from '~/components/forms/help-form';
import { HelpCards } from '~/components/help-cards';
import { PageHeader } from '~/components/page-header';
import { lazy, Suspense, useState } from 'react';
import { HelpSearch } from '~/components/help-search';
import { JsonLd } from '~/components/json-ld';
import { useSiteUrl } from '~/components/use-site-url';
import { HELP_CENTER } from '~/content/help-center';
import { cleanQuery, searchFaq } from '~/features/help-center/faq-search';
import { searchHelp } from '~/features/help-center/help-search';
import { POLICY_DOCUMENTS } from '~/content/help-documents';
import { helpSearchDocuments } from '~/features/content/help-documents.server';
import { publishedFaq, publishedGuides } from '~/features/content/public.server';
import { GuideList } from '~/components/help/guide-list';
import { faqPageLd } from '~/features/seo/faq-page';
import { helpFormSchema } from '~/features/requests/form-schemas';
import { HELP_FIELDS } from '~/lib/forms/fields';
import { handlePublicForm, requestReceiptOf } from '~/web/public-form.server';
import { createHelpRequest } from '~/features/requests/intake.server';
import type { Route } from './+types/help-center';
import { PageMeta } from '~/components/page-meta';
import { PATHS } from '~/lib/paths';
import { RequestReceiptPanel } from '~/components/request-receipt-panel';
import { useFlash } from '~/components/toast-status';
import type { ClientHandle } from '~/lib/page-scripts';
import { routeHeaders } from '~/web/route-headers';

/**
 * The help centre loads the client for its form (pending state, toasts) and the FAQ filtered as you
 * type; a search's results page is read, not typed into, and ships no script (its form still posts).
 */
export const handle: ClientHandle<Route.ComponentProps['loaderData'] | undefined> = { hydrate: (data) => !data?.query };

// A search's results come with a page that ships no script (above), so the client never needs their
// code on a first visit: it loads only if a search is ever shown in a page that runs (React.lazy).
// The server renders them whole (entry.server waits for everything).
const SearchResults = lazy(() => import('~/components/help/search-results').then((module) => ({ default: module.SearchResults })));

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders();

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    requestReceipt: requestReceiptOf,
    request,
    clientAddress: context.clientAddress,
    form: 'help',
    fields: HELP_FIELDS,
    schema: helpFormSchema,
    incomplete: { title: 'Incomplete Form', description: 'Please fill all fields.' },
    failureTitle: 'Submission Failed',
    success: { redirectTo: PATHS.helpCenter, title: 'Request Submitted!', description: 'Our team will get back to you shortly.' },
    save: createHelpRequest,
  });
}

/**
 * The owner's guides and FAQ, and the search, run on the server (with or without JavaScript): ranked
 * results from the FAQ, the guides and the policy pages, and the FAQ filtered by the same words.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = cleanQuery(new URL(request.url).searchParams.get('q'));
  const [faq, guides, documents] = await Promise.all([
    publishedFaq(),
    publishedGuides(),
    query ? helpSearchDocuments(POLICY_DOCUMENTS) : Promise.resolve([]),
  ]);
  return { query, results: searchHelp(documents, query), guides, faq };
}

export default function HelpCenter({ loaderData, actionData }: Route.ComponentProps) {
  // As you type, the browser filters with the same function the server used for the first render.
  const [query, setQuery] = useState(loaderData.query);
  const [shownFor, setShownFor] = useState(loaderData.query);
  const site = useSiteUrl();
  const receipt = useFlash()?.request;
  const faq = loaderData.faq;
  if (shownFor !== loaderData.query) {
    setShownFor(loaderData.query);
    setQuery(loaderData.query);
  }
  return (
    <>
      <PageMeta title={HELP_CENTER.title} description={HELP_CENTER.intro} />
      {/* Every question, whatever the search shows. */}
      {site ? <JsonLd data={faqPageLd(site, faq)} /> : null}
      <PageHeader title={HELP_CENTER.title}>
        <p>{HELP_CENTER.intro}</p>
        {/* Keyed by the server's query: a new search's page starts from its own words. */}
        <HelpSearch key={loaderData.query} initialQuery={loaderData.query} onQueryChange={setQuery} />
      </PageHeader>
      {receipt ? (
        <div className="bg-slate-50 pt-2">
          <RequestReceiptPanel receipt={receipt} />
        </div>
      ) : null}
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
          {loaderData.query ? (
            <Suspense>
              <SearchResults query={loaderData.query} results={loaderData.results} />
            </Suspense>
          ) : null}
          <section aria-labelledby="help-topics">
            <h2 id="help-topics" className="sr-only">
              Ways to get help
            </h2>
            <HelpCards />
          </section>
          <GuideList guides={loaderData.guides} />
          <section id="faq" aria-labelledby="faq-title" className="scroll-mt-24">
            <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
              {HELP_CENTER.faqTitle}
            </h2>
            <div className="mt-8">
              <FaqList entries={searchFaq(faq, query)} total={faq.length} query={cleanQuery(query)} />
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
