// CSV as RFC 4180 writes it, made safe to open in a spreadsheet.

/** A cell value: text from people, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

// OWASP's CSV-injection rule, applied wherever a spreadsheet may start a cell: a spreadsheet runs a
// cell starting with one of these as a formula.
const TRIGGER = '[=+\\-@]';
// A cell starting with a trigger (after spaces or quotes, which some readers drop), or with a tab or CR.
const FORMULA_START = new RegExp(`^(?:[\\s"]*${TRIGGER}|[\\t\\r])`);
// A trigger right after a separator some spreadsheet may split on (comma, semicolon, tab, a line break),
// spaces or quotes between: that is where a cell starts for a reader that ignores our quotes.
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;\\t\\r\\n][\\s"]*)(?=${TRIGGER})`, 'g');
// A field needs quotes when it holds the separator, a quote or a line break.
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Text as it is safe in any reader: an apostrophe before the whole cell when it starts like a formula, and
 * before each trigger that follows a separator inside it ('Jo;=1+1' → "Jo;'=1+1"), so however a spreadsheet
 * splits the line (by ',' or ';', by tabs or lines) no piece starts with a formula. The apostrophe is the
 * spreadsheets' own mark for "text as typed": '=HYPERLINK(…)' and '+1 555 0100' show as typed.
 */
export function neutralizeFormulas(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/**
 * One field: text made formula-safe (neutralizeFormulas), numbers written as numbers, never altered
 * (amounts are never negative here, and a minus on a number is no formula); quotes are doubled inside
 * quoted fields.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutralizeFormulas(value);
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
