import type { Executor, OutboxRow } from '~/lib/db/schema';
import type { MailAttachment } from '~/features/mail/transport.server';
import { documentPdf, findOrderDocument } from '~/features/invoices/issue.server';
import { invoiceFileName, type DocumentKind } from '~/features/invoices/numbering';

// The files an outbox message carries, derived when it is sent rather than stored with it: the
// license e-mail carries the order's invoice, the refund e-mail its credit note. The document row is
// written in the same transaction as the message, so it is there whenever the message is.
const DOCUMENT_OF: Readonly<Partial<Record<string, DocumentKind>>> = {
  'order-confirmed': 'invoice',
  'order-refunded': 'credit-note',
};

/** The attachments of one outbox row: its order's invoice or credit note as a PDF, or none. */
export async function orderMailAttachments(executor: Executor, row: Pick<OutboxRow, 'kind' | 'order_id'>): Promise<MailAttachment[]> {
  const kind = DOCUMENT_OF[row.kind];
  if (!kind || row.order_id === null) return [];
  const document = await findOrderDocument(executor, row.order_id, kind);
  if (!document) return [];
  return [{ filename: invoiceFileName(document.number), content: await documentPdf(document), contentType: 'application/pdf' }];
}
