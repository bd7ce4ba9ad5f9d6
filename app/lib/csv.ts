// CSV as RFC 4180 writes it, made safe to open in a spreadsheet.

/** A cell value: text from people, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

// OWASP's CSV-injection rule: a text cell starting with one of these could run as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;
// A field needs quotes when it holds the separator, a quote or a line break.
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field. Text that a spreadsheet would read as a formula gets a leading apostrophe (so '=HYPERLINK(…)'
 * and '+1 555 0100' show as typed); numbers are written as numbers, never altered (amounts are never
 * negative here, and a minus on a number is no formula); quotes are doubled inside quoted fields.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with the CRLF line end RFC 4180 asks for. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** An amount in cents as a number of dollars: 7999 → 79.99. */
export function dollars(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}
