import { data, Link } from 'react-router';
import { FormPage } from '~/components/forms/form-page';
import { OrderLookupForm } from '~/components/order/order-lookup-form';
import { OrderStatusCard } from '~/components/order/order-status-card';
import { PrivatePageMeta } from '~/components/page-meta';
import { ORDER_LOOKUP_PAGE } from '~/content/order-lookup';
import { formText, readFormData } from '~/lib/forms/form-data';
import { parseForm } from '~/lib/forms/parse-form';
import { lookUpOrder } from '~/features/orders/order-page.server';
import { PATHS } from '~/lib/paths';
import { hitFormLimit, retryAfterHeaders, TOO_MANY_REQUESTS } from '~/web/rate-limit.server';
import type { Route } from './+types/orders';
import { orderLookupSchema } from './order-page/lookup-schema.server';
import { routeHeaders } from '~/web/route-headers';

// Never stored; a refused lookup's 429 keeps its Retry-After.
export const headers = routeHeaders({ 'Cache-Control': 'no-store' });

/**
 * The lookup: a reference and an e-mail that belong to one order show its status (plan, amount, status
 * and dates), never its page or key; the link that opens the page goes by e-mail to the order's address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const values = { reference: formText(form, 'reference').slice(0, 64), email: formText(form, 'email').slice(0, 254) };
  const noStore = (extra?: Headers) => {
    const headers = new Headers(extra);
    headers.set('Cache-Control', 'no-store');
    return headers;
  };
  const fail = (status: number, message: string | null, headers?: Headers, errors: LookupErrors = {}) =>
    data({ values, message, errors, found: null, linkSent: false }, { status, headers: noStore(headers) });
  const limit = await hitFormLimit('order-lookup', context.clientAddress);
  if (!limit.allowed) return fail(429, TOO_MANY_REQUESTS, retryAfterHeaders(limit));
  const parsed = parseForm(form, orderLookupSchema);
  if (!parsed.ok) return fail(400, null, undefined, parsed.errors);
  // One answer for every well-formed miss (an unknown reference, a wrong e-mail): nothing to probe.
  const outcome = await lookUpOrder(parsed.data.reference, parsed.data.email);
  if (outcome.kind === 'not-found') return fail(404, ORDER_LOOKUP_PAGE.notFound);
  return data({ values, message: null, errors: {}, found: outcome.order, linkSent: outcome.linkSent }, { headers: noStore() });
}

type LookupErrors = Partial<Record<'reference' | 'email', string>>;

export default function Orders({ actionData }: Route.ComponentProps) {
  const found = actionData?.found ?? null;
  return (
    <>
      <PrivatePageMeta title={ORDER_LOOKUP_PAGE.title} description={ORDER_LOOKUP_PAGE.intro} />
      <FormPage title={ORDER_LOOKUP_PAGE.title} intro={ORDER_LOOKUP_PAGE.intro} columns="justify-center lg:grid-cols-[minmax(0,36rem)]">
        {found ? (
          <div className="grid gap-4">
            <OrderStatusCard order={found} linkSent={actionData?.linkSent === true} />
            <p className="text-center">
              <Link to={PATHS.orders} className="font-semibold text-brand-700 underline underline-offset-2">
                {ORDER_LOOKUP_PAGE.another}
              </Link>
            </p>
          </div>
        ) : (
          <OrderLookupForm values={actionData?.values} message={actionData?.message} errors={actionData?.errors} />
        )}
      </FormPage>
    </>
  );
}
