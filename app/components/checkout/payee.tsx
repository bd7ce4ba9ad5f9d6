import { CHECKOUT_PAGE } from '~/content/checkout';
import type { Company } from '~/features/settings/model';
import { sellerNumbers, sellerOf } from '~/features/settings/seller';
import { useSeller } from '~/components/use-seller';

/**
 * "You are paying {legal name}, {address}": who receives the transfer, named before the buyer sends
 * money that can't be called back. Takes the Company when the page has it; otherwise the public layout's.
 */
export function Payee({ company }: { company?: Company }) {
  const fromLayout = useSeller();
  const seller = company ? sellerOf(company) : fromLayout;
  const numbers = sellerNumbers(seller);
  return (
    <p data-testid="payee" className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{CHECKOUT_PAGE.payee(seller.name, seller.address)}</span>
      {numbers ? <span className="mt-1 block text-slate-600">{numbers}</span> : null}
    </p>
  );
}
