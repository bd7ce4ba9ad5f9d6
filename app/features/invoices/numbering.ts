// Invoice and credit-note numbers: one series per calendar year (UTC), 'INV-2026-000001'. The number
// is taken from the year's counter inside the transaction that issues the document (issue.server.ts).

export type DocumentKind = 'invoice' | 'credit-note';

const SEQUENCE_DIGITS = 6;

/** 'INV-2026-000042' for the 42nd document of 2026. */
export function invoiceNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(year) || !Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`no invoice number for year ${year}, sequence ${sequence}`);
  }
  return `INV-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The year whose series a document issued at `issuedAt` belongs to: the UTC year. */
export function seriesYear(issuedAt: Date): number {
  return issuedAt.getUTCFullYear();
}

/** The file name a document downloads and attaches as: 'INV-2026-000001.pdf'. */
export function invoiceFileName(number: string): string {
  return `${number}.pdf`;
}
