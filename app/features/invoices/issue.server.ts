import type { AchOrder, Executor, Invoice } from '~/lib/db/schema';
import { getCompany, getContactInfo, getInternationalPaymentDetails, getPaymentDetails } from '~/features/settings/settings.server';
import { amountCents as priceCents } from '~/features/catalogue/prices';
import { creditNoteDocument, invoiceDocument, sellerParty, type RenewalOf } from './build';
import type { InvoiceDocument } from './document';
import { DOCUMENT_SERIES, documentNumber, seriesYear, type DocumentKind, type DocumentSeries } from './numbering';
import { renderInvoicePdf } from './pdf.server';

// Issuing invoices and credit notes. Every function here takes the transaction of the event that
// issues the document (a confirmation, a refund): the number is taken from its series' counter for
// the year in that transaction, so it is used exactly when the document commits. On PostgreSQL the
// counter's row lock makes a second issuing transaction wait for the first to commit or roll back, so
// two processes never take one number, and a rollback hands the number back: no gaps, no repeats.

interface TakenNumber {
  series: DocumentSeries;
  year: number;
  sequence: number;
  number: string;
}

/** Takes the next number of a kind's series for the year (UTC year of `issuedAt`). Call it inside the issuing transaction only. */
export async function takeDocumentNumber(trx: Executor, kind: DocumentKind, issuedAt: Date): Promise<TakenNumber> {
  const series = DOCUMENT_SERIES[kind];
  const year = seriesYear(issuedAt);
  const { last } = await trx
    .insertInto('invoice_counters')
    .values({ series, year, last: 1 })
    .onConflict((oc) => oc.columns(['series', 'year']).doUpdateSet((eb) => ({ last: eb('invoice_counters.last', '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return { series, year, sequence: last, number: documentNumber(series, year, last) };
}

/** Takes the next invoice number of the year. Call it inside the issuing transaction only. */
export function takeInvoiceNumber(trx: Executor, issuedAt: Date): Promise<TakenNumber> {
  return takeDocumentNumber(trx, 'invoice', issuedAt);
}

/** An order's invoice or credit note, if it has one. */
export function findOrderDocument(executor: Executor, orderId: number, kind: DocumentKind): Promise<Invoice | undefined> {
  return executor.selectFrom('invoices').selectAll().where('order_id', '=', orderId).where('kind', '=', kind).executeTakeFirst();
}

/** An order's documents, in the order they were issued (the invoice, then any credit note). */
export function listOrderDocuments(executor: Executor, orderId: number): Promise<Invoice[]> {
  return executor.selectFrom('invoices').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

async function store(trx: Executor, order: AchOrder, document: InvoiceDocument, taken: TakenNumber, amount: number) {
  return trx
    .insertInto('invoices')
    .values({
      number: document.number,
      series: taken.series,
      year: taken.year,
      sequence: taken.sequence,
      kind: document.kind,
      order_id: order.id,
      amount_cents: amount,
      document: JSON.stringify(document),
      issued_at: document.issuedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What the buyer paid, in cents; null for an old row whose price could not be read (it gets no invoice). */
function paidCents(order: AchOrder): number | null {
  const cents = order.amount_cents ?? priceCents(order.price);
  return cents !== null && cents > 0 ? cents : null;
}

/**
 * Issues the invoice of a confirmed order (the seller as the settings name it now), once: an order
 * that has one keeps it. Null when the order's amount is unknown.
 */
export async function issueInvoice(trx: Executor, order: AchOrder, at = new Date(), renewalOf?: RenewalOf): Promise<Invoice | null> {
  const existing = await findOrderDocument(trx, order.id, 'invoice');
  if (existing) return existing;
  const amount = paidCents(order);
  if (amount === null) return null;
  const [company, contact] = [await getCompany(trx), await getContactInfo(trx)];
  const taken = await takeInvoiceNumber(trx, at);
  const document = invoiceDocument(order, {
    number: taken.number,
    issuedAt: at.toISOString(),
    seller: sellerParty(company, contact),
    amountCents: amount,
    bank: { ach: await getPaymentDetails(trx), wire: await getInternationalPaymentDetails(trx) },
    ...(renewalOf ? { renewalOf } : {}),
  });
  return store(trx, order, document, taken, amount);
}

/**
 * Issues the credit note of a refund once it was sent, crediting the order's invoice (issued first if the order was
 * confirmed before invoices existed), once. Null when the order's amount is unknown.
 */
export async function issueCreditNote(
  trx: Executor,
  order: AchOrder,
  refund: { amountCents: number; reason: string; sentOn: string; bankReference: string },
  at = new Date(),
): Promise<{ invoice: Invoice; creditNote: Invoice } | null> {
  const invoice = await issueInvoice(trx, order, at);
  if (!invoice) return null;
  const existing = await findOrderDocument(trx, order.id, 'credit-note');
  if (existing) return { invoice, creditNote: existing };
  const taken = await takeDocumentNumber(trx, 'credit-note', at);
  const document = creditNoteDocument(parseDocument(invoice), { number: taken.number, issuedAt: at.toISOString(), ...refund });
  return { invoice, creditNote: await store(trx, order, document, taken, refund.amountCents) };
}

/** The document a row keeps, exactly as issued. */
export function parseDocument(row: Invoice): InvoiceDocument {
  return JSON.parse(row.document) as InvoiceDocument;
}

/** The row's PDF: the same bytes on every download (the renderer is deterministic). */
export function documentPdf(row: Invoice): Promise<Buffer> {
  return renderInvoicePdf(parseDocument(row));
}
