// What an invoice or credit note says, as plain data: the PDF renderer draws it, the numbering,
// storage and e-mail code (elsewhere) fills it. Money is integer cents throughout so totals never
// pick up floating-point pennies.

export interface InvoiceParty {
  name: string;
  /** Postal address lines, in print order; may be empty. */
  lines: string[];
  email?: string;
  registrationNumber?: string;
  taxId?: string;
  company?: string;
}

export interface InvoiceLine {
  description: string;
  detail?: string;
  quantity: number;
  /** Positive on both kinds: a credit note states what it credits, the sign comes from `kind`. */
  unitCents: number;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  /** From its kind's series, e.g. 'INV-2026-000001' or 'CN-2026-000001' (credit notes issued before that series: 'INV-'). */
  number: string;
  /** ISO-8601 UTC. */
  issuedAt: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The order reference, e.g. 'ORD-7K3M-9QA2'. */
  reference: string;
  /** ISO-8601 UTC: when the order was placed. */
  orderedAt: string;
  lines: InvoiceLine[];
  currency: 'USD';
  paymentNote: string;
  /** The seller's bank details for transfers, US and international (absent on documents issued before they were printed). */
  sellerBank?: string;
  /** Invoices of a plan with a money-back guarantee: how long, and until when (absent on documents issued before it was printed). */
  refundTerms?: string;
  /** Credit notes only: the invoice credited, why, and how much (positive cents, equal to the lines' sum). */
  creditFor?: { number: string; reason: string; amountCents: number };
}

/** A credit note takes money back, so everything it totals is printed negative. */
function sign(doc: InvoiceDocument): 1 | -1 {
  return doc.kind === 'credit-note' ? -1 : 1;
}

/** The signed price of one unit as printed (negative on a credit note). */
export function lineUnitCents(doc: InvoiceDocument, line: InvoiceLine): number {
  return sign(doc) * line.unitCents;
}

/** The signed amount of one line as printed (negative on a credit note). */
export function lineAmountCents(doc: InvoiceDocument, line: InvoiceLine): number {
  return sign(doc) * line.quantity * line.unitCents;
}

/** The document's total in cents: what the buyer paid on an invoice, minus what is refunded on a credit note. */
export function invoiceTotalCents(doc: InvoiceDocument): number {
  return doc.lines.reduce((sum, line) => sum + lineAmountCents(doc, line), 0);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Nov 25, 2026', in UTC, spelled out by hand so the bytes never depend on the ICU build. */
export function formatInvoiceDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${iso}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * What is wrong with a document, in words for a developer; empty when it can be issued. A legal
 * document with a total that contradicts its lines must not be printed, so the renderer refuses those.
 */
export function invoiceDocumentProblems(doc: InvoiceDocument): string[] {
  const problems: string[] = [];
  for (const [field, value] of [
    ['issuedAt', doc.issuedAt],
    ['orderedAt', doc.orderedAt],
  ] as const) {
    if (Number.isNaN(new Date(value).getTime())) problems.push(`${field} is not a date: ${value}`);
  }
  if (doc.lines.length === 0) problems.push('there are no lines');
  doc.lines.forEach((line, index) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) problems.push(`line ${index + 1}: quantity must be a positive integer`);
    if (!Number.isSafeInteger(line.unitCents)) problems.push(`line ${index + 1}: unitCents must be integer cents`);
  });
  if (doc.kind === 'invoice' && doc.creditFor) problems.push('an invoice cannot credit another invoice');
  if (doc.kind === 'credit-note') {
    if (!doc.creditFor) problems.push('a credit note needs creditFor');
    else if (doc.creditFor.amountCents !== -invoiceTotalCents(doc))
      problems.push(`creditFor.amountCents (${doc.creditFor.amountCents}) differs from the lines' sum (${-invoiceTotalCents(doc)})`);
  }
  return problems;
}
