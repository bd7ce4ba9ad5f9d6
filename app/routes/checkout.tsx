import { AchPanel } from '~/components/ach-panel';
import { CheckoutForm } from '~/components/forms/checkout-form';
import { FormCard } from '~/components/forms/form-card';
import { OrderSummary } from '~/components/order-summary';
import { CHECKOUT_PAGE } from '~/content/checkout';
import { checkoutPlan, UNKNOWN_PLAN_REFUSAL } from '~/lib/checkout.server';
import { CHECKOUT_FIELDS, checkoutFormSchema } from '~/lib/form-schemas';
import { createOrder } from '~/lib/orders.server';
import { handlePublicForm } from '~/lib/public-form.server';
import { getAchDetails } from '~/lib/settings.server';
import { pageMeta } from '~/content/seo';
import { FormPage } from '~/components/forms/form-page';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => pageMeta(CHECKOUT_PAGE.title, CHECKOUT_PAGE.intro);

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [plan, ach] = await Promise.all([checkoutPlan(query.get('plan')), getAchDetails()]);
  return { plan, ach };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The form carries the plan's name; the URL's query is the fallback. Neither may set the price.
  const planFrom = (formData: FormData) => {
    const fromForm = formData.get('plan');
    return typeof fromForm === 'string' ? fromForm : new URL(request.url).searchParams.get('plan');
  };
  return handlePublicForm({
    request,
    clientAddress: context.clientAddress,
    form: 'checkout',
    fields: CHECKOUT_FIELDS,
    schema: checkoutFormSchema,
    incomplete: {
      title: 'Incomplete Information',
      description: 'Please enter your name and email to confirm your payment.',
    },
    failureTitle: 'Confirmation Failed',
    success: {
      redirectTo: '/',
      title: 'Confirmation Sent!',
      description: "We've received your confirmation and will verify your payment shortly.",
    },
    refuse: async (formData) => ((await checkoutPlan(planFrom(formData))).known ? null : UNKNOWN_PLAN_REFUSAL),
    save: async (buyer, formData) => {
      const plan = await checkoutPlan(planFrom(formData));
      await createOrder({ ...buyer, plan: plan.name, price: plan.price });
    },
  });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, ach } = loaderData;
  return (
    <FormPage
      title={CHECKOUT_PAGE.title}
      intro={CHECKOUT_PAGE.intro}
      toast={actionData?.toast}
      columns="items-start lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]"
    >
      <div className="lg:col-start-2 lg:row-start-1">
        <OrderSummary plan={plan} />
      </div>
      <div className="grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <div
          aria-disabled="true"
          className="flex items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-100 p-5 text-slate-500"
        >
          <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-200">
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="M3 10h18M7 15h3" />
            </svg>
          </span>
          <div>
            <h2 className="font-semibold text-slate-600">{CHECKOUT_PAGE.cardTitle}</h2>
            <p className="text-sm text-slate-600">{CHECKOUT_PAGE.cardNote}</p>
          </div>
        </div>
        <AchPanel details={ach} />
        <p role="note" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M12 3 2 20h20L12 3zM12 10v4M12 17h.01" />
          </svg>
          <span>
            <strong className="font-semibold">Important: </strong>
            {CHECKOUT_PAGE.warning}
          </span>
        </p>
      </div>
      <div className="lg:col-start-2 lg:row-start-2">
        <FormCard id="checkout-form-title" title={CHECKOUT_PAGE.formTitle} intro={CHECKOUT_PAGE.formIntro}>
          <CheckoutForm plan={plan.name} state={actionData} />
        </FormCard>
      </div>
    </FormPage>
  );
}
