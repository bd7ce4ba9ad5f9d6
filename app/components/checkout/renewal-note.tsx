import { CHECKOUT_RENEWAL } from '~/content/checkout';
import type { RenewalCheckout } from '~/features/orders/renewal.server';

/** A checkout that renews a license: which license (by its key's ending), until when it runs, and what the renewal changes. */
export function RenewalNote({ renewal }: { renewal: RenewalCheckout }) {
  return (
    <section
      aria-labelledby="renewal-title"
      data-testid="renewal-note"
      className="rounded-xl border-2 border-emerald-600 bg-emerald-50 p-5 text-emerald-950"
    >
      <h2 id="renewal-title" className="text-lg font-bold">
        {CHECKOUT_RENEWAL.title}
      </h2>
      <p className="mt-1">
        {CHECKOUT_RENEWAL.license(renewal.keyEnding, renewal.plan, renewal.devices)}{' '}
        {renewal.expired ? CHECKOUT_RENEWAL.expired(renewal.expiresLabel) : CHECKOUT_RENEWAL.expires(renewal.expiresLabel)}
      </p>
      <p className="mt-1">
        {renewal.renewedUntilLabel ? CHECKOUT_RENEWAL.after(renewal.renewedUntilLabel) : CHECKOUT_RENEWAL.afterExpired(renewal.period)}
      </p>
    </section>
  );
}
