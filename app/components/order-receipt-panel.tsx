import { Link } from 'react-router';
import { ORDER_RECEIPT } from '~/content/order-receipt';
import type { OrderReceipt } from '~/lib/toast';

/**
 * After "I Have Completed The Payment": what was recorded, on the page the buyer lands on, for as
 * long as they stay there (the toast goes after 5 seconds; this doesn't). Rendered on the server from
 * the one-time flash, so it needs no JavaScript and such a page is never served from the cache.
 */
export function OrderReceiptPanel({ receipt }: { receipt: OrderReceipt }) {
  return (
    <section
      aria-labelledby="order-receipt-title"
      className="mx-auto mt-6 w-[calc(100%-2rem)] max-w-3xl rounded-2xl border-2 border-emerald-600 bg-white p-6 shadow-sm"
    >
      <h2 id="order-receipt-title" className="text-lg font-bold text-slate-900">
        {ORDER_RECEIPT.title(receipt.reference)}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        <dt className="font-medium">{ORDER_RECEIPT.referenceLabel}</dt>
        <dd className="font-mono font-semibold text-slate-900">{receipt.reference}</dd>
        <dt className="font-medium">{ORDER_RECEIPT.planLabel}</dt>
        <dd>{receipt.plan}</dd>
        <dt className="font-medium">{ORDER_RECEIPT.amountLabel}</dt>
        <dd>{receipt.amount}</dd>
      </dl>
      <p className="mt-3 text-slate-700">{ORDER_RECEIPT.checkEmail}</p>
      <Link
        to={receipt.orderPath}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {ORDER_RECEIPT.follow}
      </Link>
    </section>
  );
}
