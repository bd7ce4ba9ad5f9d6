// Invoice and credit-note numbers: a series per kind and calendar year (UTC), 'INV-2026-000001' and
// 'CN-2026-000001'. The number is taken from the series' counter inside the transaction that issues
// the document (issue.server.ts). Credit notes issued before they had their own series kept the
// 'INV-' numbers they were issued with.

export type DocumentKind = 'invoice' | 'credit-note';

/** Each kind's series: the prefix of its numbers, and the key its counter and rows are stored under. */
export const DOCUMENT_SERIES = { invoice: 'INV', 'credit-note': 'CN' } as const satisfies Record<DocumentKind, string>;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[DocumentKind];

const SEQUENCE_DIGITS = 6;

/** 'INV-2026-000042' for the 42nd document of 2026 in the invoices' series, 'CN-2026-000003' in the credit notes'. */
export function documentNumber(series: DocumentSeries, year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || !Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`no ${series} number for year ${year}, sequence ${sequence}`);
  }
  return `${series}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** 'INV-2026-000042': the invoices' series. */
export function invoiceNumber(year: number, sequence: number): string {
  return documentNumber(DOCUMENT_SERIES.invoice, year, sequence);
}

/** 'CN-2026-000003': the credit notes' series. */
export function creditNoteNumber(year: number, sequence: number): string {
  return documentNumber(DOCUMENT_SERIES['credit-note'], year, sequence);
}

/** The year whose series a document issued at `issuedAt` belongs to: the UTC year. */
export function seriesYear(issuedAt: Date): number {
  return issuedAt.getUTCFullYear();
}

/** The file name a document downloads and attaches as: 'INV-2026-000001.pdf'. */
export function invoiceFileName(number: string): string {
  return `${number}.pdf`;
}
