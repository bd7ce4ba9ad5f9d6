import { Link } from 'react-router';
import { CHECKOUT_PAGE } from '~/content/checkout';
import { PATHS } from '~/lib/paths';

/** Where checkout stops with nothing to pay: what is wrong, why, and the one way on. */
function CheckoutStop({ id, title, note, to, link }: { id: string; title: string; note: string; to: string; link: string }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-2">{note}</p>
      <Link
        to={to}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {link}
      </Link>
    </section>
  );
}

/** No bank details of the seller's own yet: no account to show, so no payment to ask for. */
export function CheckoutClosed() {
  return (
    <CheckoutStop
      id="checkout-closed"
      title={CHECKOUT_PAGE.closedTitle}
      note={CHECKOUT_PAGE.closedNote}
      to={PATHS.contact}
      link={CHECKOUT_PAGE.closedLink}
    />
  );
}

/** A plan we don't sell: nothing could be bought, so nothing is offered but the pricing page. */
export function UnknownPlan() {
  return (
    <CheckoutStop
      id="unknown-plan"
      title={CHECKOUT_PAGE.unknownPlanTitle}
      note={CHECKOUT_PAGE.unknownPlanNote}
      to={PATHS.pricing}
      link={CHECKOUT_PAGE.unknownPlanLink}
    />
  );
}
