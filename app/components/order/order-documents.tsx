import { Icon } from '~/components/icons';
import { ADMIN_ORDER } from '~/content/orders';
import type { OrderDocumentLink } from '~/features/orders/order-page.server';

/** The order's invoice, and its credit note once refunded: PDF downloads opened by the page's token. */
export function OrderDocuments({ documents }: { documents: readonly OrderDocumentLink[] }) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="order-documents" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="order-documents" className="text-lg font-bold text-slate-900">
        {ADMIN_ORDER.documentsTitle}
      </h2>
      <ul className="mt-3 grid gap-2">
        {documents.map((document) => (
          <li key={document.number} className="flex flex-wrap items-center gap-x-3">
            <span className="text-sm text-slate-600">{ADMIN_ORDER.documentLabel[document.kind]}</span>
            {/* A plain link: a PDF download, not a page of the app. */}
            <a
              href={document.path}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
              download
            >
              <Icon name="download" className="size-5 shrink-0" />
              {ADMIN_ORDER.documentLink(document.number)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
