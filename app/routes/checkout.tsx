import { AchPanel, InternationalPanel, type InternationalView } from '~/components/ach-panel';
import { CheckoutSteps } from '~/components/checkout-steps';
import { Payee } from '~/components/checkout/payee';
import { CheckoutForm } from '~/components/forms/checkout-form';
import { FormCard } from '~/components/forms/form-card';
import { Icon } from '~/components/icons';
import { OrderSummary } from '~/components/order-summary';
import {
  CHECKOUT_EMAIL_ANSWERS,
  CHECKOUT_INTERNATIONAL,
  CHECKOUT_PAGE,
  CHECKOUT_REFUSALS,
  CHECKOUT_RENEWAL,
  NO_PRICE,
  UNKNOWN_PLAN,
} from '~/content/checkout';
import { PaymentDetailsForm } from '~/components/checkout/payment-details-form';
import { RenewalNote } from '~/components/checkout/renewal-note';
import { CheckoutClosed, UnknownPlan } from '~/components/checkout/checkout-closed';
import type { CheckoutAnswerView } from '~/components/checkout/checkout-answer';
import { claimExistingPayment } from '~/features/orders/duplicates.server';
import { licenseDateText } from '~/features/licenses/licenses';
import { formText, readFormData } from '~/lib/forms/form-data';
import { lazy, Suspense } from 'react';
import { data, Link } from 'react-router';
import {
  checkoutPlan,
  type CheckoutPlan,
  readLinkedReference,
  readSignedReference,
  readTypedReference,
  type SignedReference,
} from '~/features/orders/checkout.server';
import { emailPaymentDetails } from '~/features/orders/payment-details.server';
import { renewalCheckout, type RenewalCheckout } from '~/features/orders/renewal.server';
import { db } from '~/lib/db/db.server';
import { checkoutFormSchema, paymentDetailsFormSchema } from '~/features/orders/checkout-form';
import { CHECKOUT_FIELDS, CHECKOUT_OPTIONAL_FIELDS, PAYMENT_DETAILS_FIELDS, PAYMENT_DETAILS_OPTIONAL_FIELDS } from '~/lib/forms/fields';
import { placeOrder } from '~/features/orders/lifecycle.server';
import { checkoutPath, orderPagePath, PATHS } from '~/lib/paths';
import { formAnswer, formRefusal, handlePublicForm } from '~/web/public-form.server';
import { forgetReference, keepLinkedReference, referenceForVisit, standInFrom } from '~/web/checkout-reference.server';
import type { PlanName } from '~/features/catalogue/plans';
import { getInternationalPaymentDetails, getPaymentDetails } from '~/features/settings/settings.server';
import { WIRE_FIELDS } from '~/features/settings/fields';
import type { AchDetails, WireDetails } from '~/features/settings/model';

/** The international details as the panel shows them, worded here so their words stay out of the page's script. */
function internationalView(wire: WireDetails | null, ach: AchDetails | null, reference: string, amount: string): InternationalView | null {
  if (!wire || !ach) return null;
  const rows: InternationalView['rows'] = [
    [CHECKOUT_PAGE.amountLabel, `${amount} (USD)`],
    [CHECKOUT_PAGE.referenceLabel, reference, 'international-reference'],
    [CHECKOUT_INTERNATIONAL.beneficiary, ach.accountHolder],
  ];
  for (const field of WIRE_FIELDS) if (wire[field.name].trim()) rows.push([field.label, wire[field.name]]);
  return {
    summary: CHECKOUT_INTERNATIONAL.summary,
    intro: CHECKOUT_INTERNATIONAL.intro(amount),
    feeNote: CHECKOUT_INTERNATIONAL.feeNote,
    rows,
  };
}

/** What a renewal's checkout says of the license it renews. */
function renewalNote(renewal: RenewalCheckout | null): { title: string; lines: string[] } | null {
  if (!renewal) return null;
  const words = CHECKOUT_RENEWAL;
  return {
    title: words.title,
    lines: [
      `${words.license(renewal.keyEnding, renewal.plan, renewal.devices)} ${renewal.expired ? words.expired(renewal.expiresLabel) : words.expires(renewal.expiresLabel)}`,
      renewal.renewedUntilLabel ? words.after(renewal.renewedUntilLabel) : words.afterExpired(renewal.period),
    ],
  };
}
import { FormPage } from '~/components/forms/form-page';
import type { Route } from './+types/checkout';
import { PageMeta } from '~/components/page-meta';
import { routeHeaders } from '~/web/route-headers';

// A refused post's 429 keeps its Retry-After.
export const headers = routeHeaders();

// The answer to a post that may be a second payment (the question, or the earlier order once the buyer
// says it is theirs): few buyers see it, so its code loads when it is shown, not on every first visit.
// The server renders it whole (entry.server waits for everything), so it works without JavaScript too.
const CheckoutAnswer = lazy(() => import('~/components/checkout/checkout-answer').then((module) => ({ default: module.CheckoutAnswer })));

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  // A renewal link names the license it renews, and so the plan: the link's plan parameter can't change it.
  const renewal = query.has('renew') ? await renewalCheckout(db, query.get('renew')) : null;
  // Null until the administrator saves bank details of their own: then nothing is shown to pay into.
  const [plan, ach, wire] = await Promise.all([
    checkoutPlan(renewal?.plan ?? query.get('plan')),
    getPaymentDetails(),
    getInternationalPaymentDetails(),
  ]);
  const renew = renewal ? { token: renewal.token, note: renewalNote(renewal)! } : null;
  const page = (reference: SignedReference | null) => ({
    plan,
    ach,
    renew,
    reference,
    international: plan.known && reference ? internationalView(wire, ach, reference.reference, plan.price) : null,
  });
  // A plan we don't sell, or a checkout that takes no payment yet: the same page for everyone, nothing
  // of a visitor's own in it, so the edge caches it like any public page (a renewal link never is).
  if (!plan.known || !ach) return data(page(null));
  // The edge renders the page once per plan with a stand-in reference it replaces by each visitor's
  // own (checkoutVariant); rendered here for one visitor, the reference is the one this browser keeps for
  // the plan, or the one a link brought (the payment details e-mail's), which the browser keeps from then on.
  if (context.standIns) return data(page(standInFrom(context.standIns)));
  const cookie = request.headers.get('Cookie');
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const linked = readLinkedReference(query);
  let reference: SignedReference;
  if (linked) {
    reference = linked;
    const keep = keepLinkedReference(cookie, plan.name, linked.reference);
    if (keep) headers.append('Set-Cookie', keep);
  } else {
    const visit = referenceForVisit(cookie, plan.name);
    reference = visit.reference;
    if (visit.setCookie) headers.append('Set-Cookie', visit.setCookie);
  }
  return data(page(reference), { headers });
}

export async function action(args: Route.ActionArgs) {
  // Two forms post here: the order's confirmation, and "E-mail me these payment details".
  const peek = await readFormData(args.request.clone());
  return peek?.get('intent') === 'payment-details' ? emailDetailsAction(args) : confirmationAction(args);
}

/** "E-mail me these payment details": the page's plan and signed reference, to the address typed; records no order. */
async function emailDetailsAction({ request, context }: Route.ActionArgs) {
  let checkout: { plan: Extract<CheckoutPlan, { known: true }>; reference: SignedReference } | null = null;
  return handlePublicForm({
    request,
    clientAddress: context.clientAddress,
    form: 'payment-details',
    fields: PAYMENT_DETAILS_FIELDS,
    optional: PAYMENT_DETAILS_OPTIONAL_FIELDS,
    schema: paymentDetailsFormSchema,
    incomplete: CHECKOUT_EMAIL_ANSWERS.incomplete,
    failureTitle: CHECKOUT_EMAIL_ANSWERS.failureTitle,
    success: { redirectTo: PATHS.checkout, ...CHECKOUT_EMAIL_ANSWERS.success },
    refuse: async (formData) => {
      const plan = await checkoutPlan(formText(formData, 'plan'));
      if (!plan.known) return CHECKOUT_REFUSALS.unknownPlan;
      const reference = readSignedReference(formData);
      if (!reference) return CHECKOUT_REFUSALS.unverifiedReference;
      checkout = { plan, reference: { reference, signature: formText(formData, 'referenceSignature') } };
      return null;
    },
    save: async ({ email }) => {
      const { plan, reference } = checkout!;
      const outcome = await emailPaymentDetails(email, { plan: plan.name, price: plan.price, reference });
      return outcome.kind === 'sent' ? { plan: plan.name } : formRefusal(503, CHECKOUT_REFUSALS.notTakingPayments);
    },
    successPath: ({ plan }) => checkoutPath(plan),
  });
}

async function confirmationAction({ request, context }: Route.ActionArgs) {
  // The form carries the plan's name; the URL's query is the fallback. Neither may set the price.
  const planFrom = (formData: FormData) => {
    const fromForm = formData.get('plan');
    return typeof fromForm === 'string' ? fromForm : new URL(request.url).searchParams.get('plan');
  };
  // Decided once per post by the refusal step (one price read, one signature check), used by the save:
  // the order's reference (the page's, or one the buyer typed that this site issued), and the license a renewal extends.
  let verified: {
    plan: Extract<CheckoutPlan, { known: true }>;
    reference: string;
    typed: boolean;
    renewal: RenewalCheckout | null;
  } | null = null;
  // Set by the save when an order holds the reference (placed now, or by an earlier post of this form).
  const placed: { order?: { plan: PlanName; reference: string } } = {};
  const answer = await handlePublicForm({
    request,
    clientAddress: context.clientAddress,
    form: 'checkout',
    fields: CHECKOUT_FIELDS,
    optional: CHECKOUT_OPTIONAL_FIELDS,
    schema: checkoutFormSchema,
    incomplete: {
      title: 'Incomplete Information',
      description: 'Please enter your name and email to confirm your payment.',
    },
    failureTitle: 'Confirmation Failed',
    success: {
      redirectTo: PATHS.home,
      title: 'Confirmation Sent!',
      description: "We've received your confirmation and will verify your payment shortly.",
    },
    refuse: async (formData) => {
      if (!(await getPaymentDetails())) return CHECKOUT_REFUSALS.notTakingPayments;
      const renew = formText(formData, 'renew');
      const renewal = renew ? await renewalCheckout(db, renew) : null;
      if (renew && !renewal) return CHECKOUT_REFUSALS.renewalUnavailable;
      const plan = await checkoutPlan(renewal?.plan ?? planFrom(formData));
      if (!plan.known) return CHECKOUT_REFUSALS.unknownPlan;
      const reference = readSignedReference(formData);
      if (!reference) return CHECKOUT_REFUSALS.unverifiedReference;
      const typed = readTypedReference(formText(formData, 'paidReference'));
      if (typed.kind === 'not-a-reference') return { message: CHECKOUT_REFUSALS.typedNotAReference, field: 'paidReference' };
      if (typed.kind === 'not-issued') return { message: CHECKOUT_REFUSALS.typedNotIssued, field: 'paidReference' };
      verified =
        typed.kind === 'issued' ? { plan, reference: typed.reference, typed: true, renewal } : { plan, reference, typed: false, renewal };
      return null;
    },
    // A second post of the same form (double click, re-post, back and resubmit) finds its reference
    // recorded: nothing new is written and the answer is the same success.
    // A pending order of the same address and plan may be this very payment: the buyer is asked first,
    // and their answer comes back as `duplicate` ('mine': nothing is recorded; 'second': a new order).
    save: async (buyer, formData) => {
      // Only reached after the refusal step passed, which verified both.
      const { plan, reference, typed, renewal } = verified!;
      const answer = formData.get('duplicate');
      if (answer === 'mine') {
        const claimed = await claimExistingPayment(formText(formData, 'existing'), { email: buyer.email, plan: plan.name });
        if (claimed.kind === 'not-found') return formRefusal(409, CHECKOUT_REFUSALS.existingGone);
        return formAnswer<CheckoutAnswerView>({ kind: 'linked', order: claimed.order, linkSent: claimed.linkSent, sentTo: claimed.sentTo });
      }
      const outcome = await placeOrder(
        { ...buyer, reference, plan: plan.name, price: plan.price, renewsOrderId: renewal?.orderId ?? null },
        { secondPurchase: answer === 'second' },
      );
      switch (outcome.kind) {
        case 'reference-taken':
          return formRefusal(409, typed ? CHECKOUT_REFUSALS.typedTaken : CHECKOUT_REFUSALS.referenceTaken);
        case 'not-taking-payments':
          return formRefusal(503, CHECKOUT_REFUSALS.notTakingPayments);
        case 'possible-duplicate': {
          const { existing } = outcome;
          const earlier = {
            reference: existing.reference,
            plan: existing.plan,
            amount: existing.price,
            placedLabel: licenseDateText(existing.created_at),
          };
          return formAnswer<CheckoutAnswerView>({ kind: 'question', earlier });
        }
        case 'placed':
        case 'already-placed':
          placed.order = { plan: plan.name, reference };
          // The landing page links to the order with a token of its own (a re-post gets one too: same answer).
          return { order: outcome.order, token: outcome.receiptToken };
      }
    },
    receipt: ({ order, token }) => ({
      reference: order.reference,
      plan: order.plan,
      amount: order.price,
      email: order.email,
      orderPath: orderPagePath(order.reference, token),
    }),
  });
  // The reference now belongs to an order: this browser's next checkout of the plan gets a new one.
  const forget = placed.order && forgetReference(request.headers.get('Cookie'), placed.order.plan, placed.order.reference);
  if (forget && answer instanceof Response) answer.headers.append('Set-Cookie', forget);
  return answer;
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { plan, ach, renew } = loaderData;
  // A refusal names its form: the page's two visitor forms each show their own.
  const refusedForm = actionData && 'form' in actionData ? actionData.form : undefined;
  const checkoutState = refusedForm === 'payment-details' ? undefined : actionData;
  const detailsState = refusedForm === 'payment-details' ? actionData : undefined;
  const answer = actionData && 'answer' in actionData ? actionData.answer : null;
  if (answer && plan.known) {
    return (
      <>
        <PageMeta title={CHECKOUT_PAGE.title} description={CHECKOUT_PAGE.intro} />
        <FormPage title={CHECKOUT_PAGE.title} intro={CHECKOUT_PAGE.intro} columns="justify-center lg:grid-cols-[minmax(0,40rem)]">
          <Suspense>
            <CheckoutAnswer answer={answer} plan={plan.name} values={actionData?.values ?? {}} />
          </Suspense>
        </FormPage>
      </>
    );
  }
  // The spec's defaults for a plan we don't sell: 'Unknown Plan' at '$0'.
  const summary = plan.known ? plan : { known: false, name: UNKNOWN_PLAN, price: NO_PRICE };
  // After a refused post the page keeps the reference the buyer may already have typed into their bank's memo.
  const posted = checkoutState?.values;
  const reference =
    posted?.reference && posted.referenceSignature && plan.known && ach
      ? { reference: posted.reference, signature: posted.referenceSignature }
      : loaderData.reference;
  return (
    <>
      <PageMeta title={CHECKOUT_PAGE.title} description={CHECKOUT_PAGE.intro} />
      <FormPage
        title={CHECKOUT_PAGE.title}
        intro={CHECKOUT_PAGE.intro}

        columns="items-start lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]"
      >
        <div className="grid gap-6 lg:col-start-2 lg:row-start-1">
          <OrderSummary plan={summary} accountHolder={plan.known && ach ? ach.accountHolder : null} />
          {plan.known && ach ? (
            <p className="text-sm text-slate-600">
              {CHECKOUT_PAGE.refundNote}{' '}
              <Link to={PATHS.refundPolicy} className="font-semibold text-brand-700 underline underline-offset-2">
                {CHECKOUT_PAGE.refundLink}
              </Link>
            </p>
          ) : null}
        </div>
        {plan.known && ach && reference ? (
          <>
            <div className="grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
              {renew ? <RenewalNote note={renew.note} /> : null}
              <CheckoutSteps amount={plan.price} reference={reference.reference} />
              <Payee />
              <AchPanel details={ach} reference={reference.reference} amount={plan.price} />
              {loaderData.international ? <InternationalPanel view={loaderData.international} /> : null}
              <p role="note" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
                <Icon name="alert-triangle" className="size-5 shrink-0" />
                <span>
                  <strong className="font-semibold">Important: </strong>
                  {CHECKOUT_PAGE.warning} {CHECKOUT_PAGE.memo(reference.reference)}
                </span>
              </p>
              <PaymentDetailsForm plan={plan.name} reference={reference} state={detailsState} />
              <CreditCardSoon />
            </div>
            <div className="lg:col-start-2 lg:row-start-2">
              <FormCard id="checkout-form-title" title={CHECKOUT_PAGE.formTitle} intro={CHECKOUT_PAGE.formIntro}>
                <CheckoutForm plan={plan.name} reference={reference} renew={renew?.token ?? null} state={checkoutState} />
              </FormCard>
            </div>
          </>
        ) : !ach ? (
          // No bank details of the seller's own yet: nothing to pay into, so no form (a post is refused too).
          <div className="grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <CheckoutClosed />
            <CreditCardSoon />
          </div>
        ) : (
          // No form for a plan we don't sell: nothing could be bought, so nothing is offered.
          <div className="grid gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <UnknownPlan />
            <CreditCardSoon />
          </div>
        )}
      </FormPage>
    </>
  );
}

/** The spec's greyed card: card payments are not offered yet, so it comes after the way that works. */
function CreditCardSoon() {
  return (
    <div
      aria-disabled="true"
      className="flex items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-100 p-5 text-slate-500"
    >
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-200">
        <Icon name="credit-card" className="size-6" />
      </span>
      <div>
        <h2 className="font-semibold text-slate-600">{CHECKOUT_PAGE.cardTitle}</h2>
        <p className="text-sm text-slate-600">{CHECKOUT_PAGE.cardNote}</p>
      </div>
    </div>
  );
}
