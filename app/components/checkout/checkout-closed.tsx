import { Link } from 'react-router';
import { CHECKOUT_PAGE } from '~/content/checkout';
import { PATHS } from '~/lib/paths';

/** No bank details of the seller's own yet: no account to show, so no payment to ask for. */
export function CheckoutClosed() {
  return (
    <section
      aria-labelledby="checkout-closed-title"
      data-testid="checkout-closed"
      className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950"
    >
      <h2 id="checkout-closed-title" className="text-lg font-bold">
        {CHECKOUT_PAGE.closedTitle}
      </h2>
      <p className="mt-2">{CHECKOUT_PAGE.closedNote}</p>
      <Link
        to={PATHS.contact}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {CHECKOUT_PAGE.closedLink}
      </Link>
    </section>
  );
}
