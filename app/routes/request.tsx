import { data, Link, redirect } from 'react-router';
import { PageHeader } from '~/components/page-header';
import { PrivatePageMeta } from '~/components/page-meta';
import { RequestConversation } from '~/components/request-page/request-conversation';
import { RequestLinkEnded } from '~/components/request-page/request-link-ended';
import { RequestReplyForm, type RequestReplyState } from '~/components/request-page/request-reply-form';
import { PageStatus } from '~/components/toast-status';
import { REQUEST_LINK_ENDED, REQUEST_PAGE } from '~/content/request-page';
import { postPageMessage, requestPage, sendFreshRequestLink } from '~/features/requests/request-page.server';
import { formText, readFormData } from '~/lib/forms/form-data';
import { parseForm } from '~/lib/forms/parse-form';
import { PATHS, requestPagePath } from '~/lib/paths';
import { redirectWithToast } from '~/web/flash.server';
import { hitFormLimit, retryAfterHeaders, TOO_MANY_REQUESTS } from '~/web/rate-limit.server';
import { routeHeaders } from '~/web/route-headers';
import type { Route } from './+types/request';
import { requestMessageSchema } from './request-page/form-schema.server';

// The buyer's request page: /requests/REQ-XXXX-XXXX?t=… The address carries the key to the page:
// no cache may keep it, no search engine list it (the document and its data requests alike).
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders(PRIVATE);

export async function loader({ request, params }: Route.LoaderArgs) {
  const outcome = await requestPage(params.reference, new URL(request.url).searchParams.get('t'));
  // Like the order page: a link that never opened this request (wrong, missing, another's) and an
  // unknown reference answer alike, 404 with the same page, which still offers a fresh link.
  if (outcome.kind === 'not-found')
    return data({ kind: 'link-ended' as const, reference: outcome.reference }, { status: 404, headers: PRIVATE });
  return data(outcome, { headers: PRIVATE });
}

function refused(
  status: number,
  toast: { type: 'error'; title: string; description: string },
  draft: string,
  headers: HeadersInit = {},
  errors: RequestReplyState['errors'] = {},
) {
  const body: RequestReplyState = { toast: { id: crypto.randomUUID(), ...toast }, draft, errors };
  return data(body, { status, headers: { ...PRIVATE, ...Object.fromEntries(new Headers(headers)) } });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const url = new URL(request.url);
  const token = formText(form, 't') || url.searchParams.get('t') || '';
  const here = requestPagePath(params.reference, token);
  const draft = formText(form, 'message');
  const limit = await hitFormLimit('request-page', context.clientAddress);
  if (!limit.allowed)
    return refused(
      429,
      { type: 'error', title: REQUEST_PAGE.toasts.empty.title, description: TOO_MANY_REQUESTS },
      draft,
      retryAfterHeaders(limit),
    );
  if (formText(form, 'intent') === 'fresh-link') {
    await sendFreshRequestLink(params.reference);
    return redirectWithToast(here, { ...REQUEST_LINK_ENDED.sent, form: 'fresh-link' }, { headers: PRIVATE });
  }
  const parsed = parseForm(form, requestMessageSchema);
  if (!parsed.ok) {
    const description = parsed.errors.message ?? REQUEST_PAGE.toasts.empty.description;
    return refused(400, { type: 'error', title: REQUEST_PAGE.toasts.empty.title, description }, draft, {}, parsed.errors);
  }
  const outcome = await postPageMessage(params.reference, token, parsed.data.message);
  switch (outcome.kind) {
    case 'sent':
      return redirectWithToast(outcome.pagePath, { ...REQUEST_PAGE.toasts.sent, form: 'request-message' }, { headers: PRIVATE });
    case 'started':
      return redirectWithToast(outcome.pagePath, REQUEST_PAGE.toasts.started(outcome.reference), { headers: PRIVATE });
    case 'empty':
      return refused(400, { ...REQUEST_PAGE.toasts.empty, type: 'error' }, draft, {}, { message: REQUEST_PAGE.toasts.empty.description });
    case 'too-long': {
      const toast = REQUEST_PAGE.toasts.tooLong(outcome.max);
      return refused(400, { ...toast, type: 'error' }, draft, {}, { message: toast.description });
    }
    case 'link-ended':
      return redirect(here, { headers: PRIVATE });
  }
}

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === 'link-ended') {
    return (
      <>
        <PrivatePageMeta title={REQUEST_LINK_ENDED.title} />
        <PageHeader title={REQUEST_PAGE.title} size="compact">
          {loaderData.reference}
        </PageHeader>
        <div className="bg-slate-50">
          <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
            <RequestLinkEnded />
          </div>
        </div>
      </>
    );
  }
  const { view } = loaderData;
  return (
    <>
      <PrivatePageMeta title={`${REQUEST_PAGE.title} ${view.reference}`} />
      <PageHeader title={REQUEST_PAGE.title} size="compact">
        {view.reference}
      </PageHeader>
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:px-6">
          <PageStatus className="" />
          <p role="note" data-testid="request-notice" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {REQUEST_PAGE.notice[view.origin]}
          </p>
          <section aria-label={REQUEST_PAGE.statusLabel} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-slate-700">
              {REQUEST_PAGE.statusLabel}: <strong>{REQUEST_PAGE.statusWords[view.status]}</strong>
            </p>
          </section>
          <RequestConversation view={view} />
          <RequestReplyForm token={view.token} state={actionData as RequestReplyState | undefined} />
          <p className="text-sm text-slate-600">
            <Link to={PATHS.contact} className="font-medium text-brand-700 hover:underline">
              {REQUEST_PAGE.contact}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
