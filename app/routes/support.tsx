import { SupportForm } from '~/components/forms/support-form';
import { FormCard } from '~/components/forms/form-card';
import { Icon } from '~/components/icons';
import { SUPPORT_PAGE, SUPPORT_PROMISES } from '~/content/support';
import { supportFormSchema } from '~/features/requests/form-schemas';
import { SUPPORT_FIELDS, SUPPORT_OPTIONAL_FIELDS } from '~/lib/forms/fields';
import { handlePublicForm, requestReceiptOf } from '~/web/public-form.server';
import { createSupportRequest } from '~/features/requests/intake.server';
import { FormPage } from '~/components/forms/form-page';
import type { Route } from './+types/support';
import { PageMeta } from '~/components/page-meta';
import { PATHS } from '~/lib/paths';
import { RequestReceiptPanel } from '~/components/request-receipt-panel';
import { useFlash } from '~/components/toast-status';
import { routeHeaders } from '~/web/route-headers';

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders();

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    requestReceipt: requestReceiptOf,
    request,
    clientAddress: context.clientAddress,
    form: 'support',
    fields: SUPPORT_FIELDS,
    optional: SUPPORT_OPTIONAL_FIELDS,
    schema: supportFormSchema,
    incomplete: { title: 'Incomplete Form', description: 'Please fill out all fields to request support.' },
    failureTitle: 'Request Failed',
    success: {
      redirectTo: PATHS.support,
      title: 'Support Request Sent!',
      description: 'Our team has received your request and will contact you shortly.',
    },
    save: createSupportRequest,
  });
}

export default function Support({ actionData }: Route.ComponentProps) {
  const receipt = useFlash()?.request;
  return (
    <>
      <PageMeta title={SUPPORT_PAGE.title} description={SUPPORT_PAGE.intro} />
      <FormPage title={SUPPORT_PAGE.title} intro={SUPPORT_PAGE.intro} notice={receipt ? <RequestReceiptPanel receipt={receipt} /> : null}>
        <FormCard id="support-form-title" title={SUPPORT_PAGE.formTitle} intro={SUPPORT_PAGE.formIntro}>
          <SupportForm state={actionData} />
        </FormCard>
        <ul className="grid content-start gap-4 lg:order-first">
          {SUPPORT_PROMISES.map((promise) => (
            <li key={promise.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-700">
                <Icon name="check" className="size-5" strokeWidth={2.5} />
              </span>
              <div>
                <h2 className="font-bold text-slate-900">{promise.title}</h2>
                <p className="mt-1 text-sm text-slate-600">{promise.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </FormPage>
    </>
  );
}
