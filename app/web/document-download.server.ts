import { normalizeReference } from '~/lib/codes/references.server';
import { db } from '~/lib/db/db.server';
import type { AchOrder } from '~/lib/db/schema';
import { documentPdf, findOrderDocument } from '~/features/invoices/issue.server';
import { invoiceFileName, type DocumentKind } from '~/features/invoices/numbering';
import { findOrderByReference } from '~/features/orders/store.server';

// An order's invoice or credit note as a download: the same bytes whenever it is asked for (the
// document is kept as issued and the renderer is deterministic), never kept by a browser or a proxy.

/** Which document a download address names: '/…/invoice.pdf' or '/…/credit-note.pdf'. */
export function documentKindOf(request: Request): DocumentKind {
  return new URL(request.url).pathname.endsWith('/credit-note.pdf') ? 'credit-note' : 'invoice';
}

/** The order a reference parameter names (as pasted: any case, with or without dashes), or null. */
export async function orderOfReference(param: string | undefined): Promise<AchOrder | null> {
  const reference = normalizeReference(param, 'ORD');
  return reference ? ((await findOrderByReference(db, reference)) ?? null) : null;
}

function notFound(): Response {
  return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/** The order's document as a PDF attachment, or 404 when it has none of that kind. */
export async function documentDownload(order: AchOrder | null, kind: DocumentKind): Promise<Response> {
  const row = order ? await findOrderDocument(db, order.id, kind) : undefined;
  if (!row) return notFound();
  const pdf = await documentPdf(row);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(row.number)}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export { notFound as documentNotFound };
