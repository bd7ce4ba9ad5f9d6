import { Link } from 'react-router';
import { REQUEST_RECEIPT } from '~/content/request-receipt';
import type { RequestReceipt } from '~/lib/toast';
import { EmailAddress } from './email-address';
import { useSupportHours } from './use-seller';

/**
 * After a support, help or contact request: its REQ- reference, what happens next and the address we
 * will answer, for as long as the visitor stays on the page (the toast goes after 5 seconds; this
 * doesn't). Rendered on the server from the one-time flash, like checkout's receipt: it needs no
 * JavaScript, and a page carrying a flash is never served from the cache.
 */
export function RequestReceiptPanel({ receipt }: { receipt: RequestReceipt }) {
  const supportHours = useSupportHours();
  return (
    <section
      aria-labelledby="request-receipt-title"
      data-testid="request-receipt"
      className="mx-auto mt-6 grid w-[calc(100%-2rem)] max-w-3xl gap-3 rounded-2xl border-2 border-emerald-600 bg-white p-6 shadow-sm"
    >
      <h2 id="request-receipt-title" className="text-lg font-bold text-slate-900">
        {REQUEST_RECEIPT.title(receipt.reference)}
      </h2>
      <p className="text-slate-700">
        {REQUEST_RECEIPT.referenceLabel}:{' '}
        <strong data-testid="request-reference" className="font-mono text-slate-900">
          {/* The reference opens the visitor's own request page: the conversation and its replies. */}
          <Link to={receipt.pagePath} className="underline">
            {receipt.reference}
          </Link>
        </strong>
        . {REQUEST_RECEIPT.keep}
      </p>
      <div className="rounded-xl bg-brand-50 p-4 text-brand-900">
        <h3 className="font-semibold">{REQUEST_RECEIPT.nextTitle}</h3>
        <p className="mt-1">{REQUEST_RECEIPT.next(supportHours)}</p>
      </div>
      <p className="font-medium text-slate-900">
        {REQUEST_RECEIPT.answerTo} <EmailAddress address={receipt.email} testId="request-email" className="font-bold" />.
      </p>
      <p className="text-sm text-slate-600">{REQUEST_RECEIPT.wrongAddress}</p>
    </section>
  );
}
