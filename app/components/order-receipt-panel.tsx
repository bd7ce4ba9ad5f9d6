import { Link } from 'react-router';
import { ORDER_RECEIPT } from '~/content/order-receipt';
import { PATHS } from '~/lib/paths';
import type { OrderReceipt } from '~/lib/toast';
import { EmailAddress } from './email-address';
import { Icon } from './icons';

/**
 * After "I Have Completed The Payment": what was recorded, on the page the buyer lands on, for as
 * long as they stay there (the toast goes after 5 seconds; this doesn't). It names the address the
 * license goes to (a typo shows here), the wait, the next step and the order page. Rendered on the
 * server from the one-time flash, so it needs no JavaScript and such a page is never served from the cache.
 */
export function OrderReceiptPanel({ receipt }: { receipt: OrderReceipt }) {
  return (
    <section
      aria-labelledby="order-receipt-title"
      className="mx-auto mt-6 grid w-[calc(100%-2rem)] max-w-3xl gap-4 rounded-2xl border-2 border-emerald-600 bg-white p-6 shadow-sm"
    >
      <h2 id="order-receipt-title" className="text-lg font-bold text-slate-900">
        {ORDER_RECEIPT.title(receipt.reference)}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
        <dt className="font-medium">{ORDER_RECEIPT.referenceLabel}</dt>
        <dd className="font-mono font-semibold text-slate-900">{receipt.reference}</dd>
        <dt className="font-medium">{ORDER_RECEIPT.planLabel}</dt>
        <dd>{receipt.plan}</dd>
        <dt className="font-medium">{ORDER_RECEIPT.amountLabel}</dt>
        <dd>{receipt.amount}</dd>
      </dl>
      <div className="grid gap-1 text-slate-700">
        <p className="font-medium text-slate-900">
          {receipt.email ? (
            <>
              {ORDER_RECEIPT.licenseTo} <EmailAddress address={receipt.email} testId="receipt-email" className="font-bold" />.
            </>
          ) : (
            ORDER_RECEIPT.licenseToUnknown
          )}
        </p>
        <p className="text-sm">{ORDER_RECEIPT.wrongAddress}</p>
      </div>
      <p className="text-slate-700">{ORDER_RECEIPT.wait}</p>
      <div className="rounded-xl bg-brand-50 p-4 text-brand-900">
        <h3 className="font-semibold">{ORDER_RECEIPT.nextTitle}</h3>
        <p className="mt-1">{ORDER_RECEIPT.next}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link
          to={PATHS.download}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          <Icon name="download" className="size-5" />
          {ORDER_RECEIPT.download}
        </Link>
        <Link
          to={receipt.orderPath}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {ORDER_RECEIPT.follow}
        </Link>
      </div>
    </section>
  );
}
