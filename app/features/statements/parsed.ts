// What a statement file reads as, whatever its format: the lines, or the first place it could not be
// read and why. Parsers are pure: no database, no HTTP, no page copy (app/content/statements.ts words
// the problems).

export type StatementFormat = 'ofx' | 'camt' | 'csv';

/** No statement holds more transactions than this: a longer file is refused whole (split it into parts). */
export const MAX_STATEMENT_LINES = 20_000;

export interface ParsedLine {
  /** Unique per import source: FITID (OFX), AcctSvcrRef or NtryRef (CAMT), a hash and its place among equal lines (CSV). */
  identity: string;
  /** The booking date, YYYY-MM-DD. */
  bookedOn: string;
  /** Signed: credits (incoming transfers) are positive. */
  amountCents: number;
  /** The amount's currency (ISO 4217) when the file says, else null: the account's own. */
  currency: string | null;
  /** False for an entry the bank lists but has not booked yet (CAMT's PDNG, INFO): no money has arrived. */
  booked: boolean;
  /** The payer's name, when the format carries one apart from the memo. */
  name: string;
  /** The memo, remittance information or description. */
  memo: string;
  /** Every other text field of the line (a payee aggregate, a reference column the mapping didn't name): searched for references too. */
  details: string;
  /** The line in the file where the transaction starts (1-based). */
  fileLine: number;
}

export type UnreadableProblem =
  | 'empty'
  | 'unknown-format'
  | 'malformed-xml'
  | 'xml-declarations'
  | 'xml-entity'
  | 'xml-too-deep'
  | 'malformed-csv'
  | 'csv-quote-not-closed'
  | 'too-many-lines'
  | 'no-transactions'
  | 'nested-transaction'
  | 'repeated-field'
  | 'missing-amount'
  | 'bad-amount'
  | 'missing-date'
  | 'bad-date'
  | 'missing-identity'
  | 'duplicate-identity';

export type ParseOutcome =
  | { kind: 'lines'; format: StatementFormat; lines: ParsedLine[] }
  | { kind: 'unreadable'; line: number; problem: UnreadableProblem; detail?: string };

/** An unreadable outcome. */
export function unreadable(line: number, problem: UnreadableProblem, detail?: string): ParseOutcome {
  return detail === undefined ? { kind: 'unreadable', line, problem } : { kind: 'unreadable', line, problem, detail };
}

/** Where and why a file stops being readable, thrown by the readers and turned into an unreadable outcome once. */
export class FileProblem extends Error {
  constructor(
    readonly line: number,
    readonly problem: UnreadableProblem,
    readonly detail?: string,
  ) {
    super(`line ${line}: ${problem}${detail ? ` (${detail})` : ''}`);
  }
}

/** Text that can carry a reference (a letter at least): a balance or a date column is left out. */
export function hasLetter(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** Texts joined by single spaces, blanks dropped, runs of whitespace collapsed. */
export function joinTexts(texts: readonly string[]): string {
  return texts
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
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

const CURRENCY_MARKS: [RegExp, string][] = [
  [/\$|\bUSD\b/i, 'USD'],
  [/€|\bEUR\b/i, 'EUR'],
  [/£|\bGBP\b/i, 'GBP'],
];

/** The currency an amount is written in ('$79.99', '79,99 EUR'), or null when it names none. */
export function currencyWritten(written: string): string | null {
  const named = CURRENCY_MARKS.filter(([mark]) => mark.test(written));
  return named.length === 1 ? named[0]![1] : null;
}

/** A currency code as a file writes it ('usd ', 'EUR'), or null when it is not three letters. */
export function currencyCode(written: string | undefined): string | null {
  const code = written?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** A date at the start of an ISO or OFX timestamp ('2026-11-20', '20261120120000.000[-5:EST]'), as YYYY-MM-DD, or null. */
export function compactOrIsoDate(written: string): string | null {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(written.trim());
  if (!match) return null;
  return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

// A statement's lines share a few dozen dates: each is checked once (bounded, so no file can grow it).
const checkedDates = new Map<number, string | null>();

/** YYYY-MM-DD for a real calendar date, or null. */
export function validDate(year: number, month: number, day: number): string | null {
  const key = year * 10_000 + month * 100 + day;
  const known = checkedDates.get(key);
  if (known !== undefined) return known;
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day
      ? null
      : date.toISOString().slice(0, 10);
  if (checkedDates.size >= 4096) checkedDates.clear();
  checkedDates.set(key, valid);
  return valid;
}
