// What a statement file reads as, whatever its format: the lines, or the first place it could not be
// read and why. Parsers are pure: no database, no HTTP, no page copy (app/content/statements.ts words
// the problems).

export type StatementFormat = 'ofx' | 'camt' | 'csv';

export interface ParsedLine {
  /** Unique per import source: FITID (OFX), AcctSvcrRef or NtryRef (CAMT), a hash and its place among equal lines (CSV). */
  identity: string;
  /** The booking date, YYYY-MM-DD. */
  bookedOn: string;
  /** Signed: credits (incoming transfers) are positive. */
  amountCents: number;
  /** The payer's name, when the format carries one apart from the memo. */
  name: string;
  /** The memo, remittance information or description. */
  memo: string;
  /** The line in the file where the transaction starts (1-based). */
  fileLine: number;
}

export type UnreadableProblem =
  | 'empty'
  | 'unknown-format'
  | 'malformed-xml'
  | 'malformed-csv'
  | 'no-transactions'
  | 'missing-amount'
  | 'bad-amount'
  | 'missing-date'
  | 'bad-date'
  | 'missing-identity'
  | 'duplicate-identity';

export type ParseOutcome =
  | { kind: 'lines'; format: StatementFormat; lines: ParsedLine[] }
  | { kind: 'unreadable'; line: number; problem: UnreadableProblem; detail?: string };

/** The 1-based line of a character offset in a text. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/** An unreadable outcome. */
export function unreadable(line: number, problem: UnreadableProblem, detail?: string): ParseOutcome {
  return detail === undefined ? { kind: 'unreadable', line, problem } : { kind: 'unreadable', line, problem, detail };
}

// '1,234.56' or '1234.56' (and '1.234,56' or '1234,56' where the file writes decimal commas).
const DECIMAL_POINT = /^\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/;
const DECIMAL_COMMA = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/;

/**
 * A decimal amount as written ('79.99', '-10', '$1,234.56', '1.234,56', '(79.99)'), in cents, or null.
 * `decimalComma` says the file writes decimals with a comma (semicolon-separated CSVs).
 */
export function amountToCents(written: string, decimalComma = false): number | null {
  let text = written.trim().replace(/[\s\u00a0'$€£]|USD|EUR|GBP/gi, '');
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    sign = -sign;
    text = text.slice(1);
  } else if (text.startsWith('+')) text = text.slice(1);
  else if (text.endsWith('-')) {
    sign = -sign;
    text = text.slice(0, -1);
  }
  const [group, decimal] = decimalComma ? ['.', ','] : [',', '.'];
  if (!(decimalComma ? DECIMAL_COMMA : DECIMAL_POINT).test(text)) return null;
  const [whole, fraction = ''] = text.split(group).join('').split(decimal);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? sign * cents : null;
}

/** A date at the start of an ISO or OFX timestamp ('2026-11-20', '20261120120000.000[-5:EST]'), as YYYY-MM-DD, or null. */
export function compactOrIsoDate(written: string): string | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(written.trim());
  if (!match) return null;
  return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** YYYY-MM-DD for a real calendar date, or null. */
export function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
