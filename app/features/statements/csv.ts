import { createHash } from 'node:crypto';
import { csvRecords, delimiterOf, type CsvRecord } from './csv-reader';
import {
  amountToCents,
  compactOrIsoDate,
  currencyCode,
  currencyWritten,
  FileProblem,
  hasLetter,
  joinTexts,
  MAX_STATEMENT_LINES,
  unreadable,
  validDate,
  type ParsedLine,
  type ParseOutcome,
} from './parsed';
import { yieldsAt, type Steps } from './slices';

// A bank's CSV export, whatever the bank: comma, semicolon or tab separated, UTF-8 (with or without a
// BOM) or Windows-1252, quoted fields with line breaks (csv-reader.ts). Columns are recognised by their
// header; a header with a column it cannot place is answered with the columns, for a mapping. Every
// field is data: a memo that looks like another format is read as the memo it is.

/** Which columns hold what: indexes into the header. */
export interface CsvMapping {
  date: number;
  /** The amount, or the Credit column (a Debit column is ignored: only incoming transfers count). */
  amount: number;
  /** Payee or name columns: the payer. */
  name: number[];
  /** Description, memo, details, narrative, reference columns. */
  memo: number[];
}

export type CsvOutcome = ParseOutcome | { kind: 'needs-mapping'; columns: string[]; signature: string };

const DATE_HEADERS = ['date', 'posting date', 'booking date', 'transaction date'];
const AMOUNT_HEADERS = ['amount', 'credit'];
const NAME_HEADERS = ['payee', 'name'];
const MEMO_HEADERS = ['description', 'memo', 'details', 'narrative', 'reference'];
const CURRENCY_HEADERS = ['currency', 'ccy'];

function headerKey(column: string): string {
  return column.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The same header, however it is spaced or cased: the key a remembered bank profile is found by. */
export function headerSignature(columns: string[]): string {
  return columns.map(headerKey).join('|');
}

/** The header signature of a CSV text: its first record's columns, read alone; null when it has none. */
export function csvHeaderSignature(text: string): string | null {
  try {
    for (const record of csvRecords(text, delimiterOf(text))) {
      if (record.fields.every((field) => field === '')) continue;
      return headerSignature(record.fields);
    }
  } catch (error) {
    if (error instanceof FileProblem) return null;
    throw error;
  }
  return null;
}

/** The mapping a header's names give, or null when the date, the amount or any text column is missing. */
export function recogniseColumns(columns: string[]): CsvMapping | null {
  const keys = columns.map(headerKey);
  const date = keys.findIndex((k) => DATE_HEADERS.includes(k));
  const amount = keys.indexOf('amount') !== -1 ? keys.indexOf('amount') : keys.findIndex((k) => AMOUNT_HEADERS.includes(k));
  const name = keys.flatMap((k, i) => (NAME_HEADERS.includes(k) ? [i] : []));
  const memo = keys.flatMap((k, i) => (MEMO_HEADERS.includes(k) ? [i] : []));
  if (date === -1 || amount === -1 || name.length + memo.length === 0) return null;
  return { date, amount, name, memo };
}

function csvDate(written: string, dayFirst: boolean): string | null {
  const iso = /^\d{4}-\d{2}-\d{2}/.test(written) ? compactOrIsoDate(written) : null;
  if (iso) return iso;
  const match = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/.exec(written.trim());
  if (!match) return /^\d{8}$/.test(written.trim()) ? compactOrIsoDate(written) : null;
  const [a, b] = [Number(match[1]), Number(match[3])];
  const year = match[4]!.length === 2 ? 2000 + Number(match[4]) : Number(match[4]);
  const dayFirstHere = match[2] === '.' || dayFirst ? b <= 12 || a > 12 : a > 12;
  return dayFirstHere ? validDate(year, b, a) : validDate(year, a, b);
}

// The identity hashes the fields it always hashed, so a file imported before is still recognised.
function lineIdentity(line: Pick<ParsedLine, 'bookedOn' | 'amountCents' | 'name' | 'memo'>): string {
  return createHash('sha256')
    .update(`${line.bookedOn}\u001f${line.amountCents}\u001f${line.name}\u001f${line.memo}`)
    .digest('hex')
    .slice(0, 32);
}

/** The header and the rows of a CSV text, stopping at the first row past the cap. */
function* readRecords(text: string, delimiter: string): Steps<{ header: CsvRecord | null; rows: CsvRecord[] }> {
  let header: CsvRecord | null = null;
  const rows: CsvRecord[] = [];
  for (const record of csvRecords(text, delimiter)) {
    // A line of empty fields (',,,') carries no transaction.
    if (record.fields.every((field) => field === '')) continue;
    if (!header) header = record;
    else if (rows.length === MAX_STATEMENT_LINES) throw new FileProblem(record.line, 'too-many-lines');
    else rows.push(record);
    if (yieldsAt(rows.length)) yield;
  }
  return { header, rows };
}

/**
 * The lines of a CSV export, read with the given mapping or the one its header's names give. Without
 * either, the answer lists the columns for the mapping form. Blank amounts (a debit in a Credit
 * column) read as 0.
 */
export function* csvSteps(text: string, mapping?: CsvMapping): Steps<CsvOutcome> {
  if (!text.trim()) return unreadable(1, 'empty');
  const delimiter = delimiterOf(text);
  let records: { header: CsvRecord | null; rows: CsvRecord[] };
  try {
    records = yield* readRecords(text, delimiter);
  } catch (error) {
    if (error instanceof FileProblem) return unreadable(error.line, error.problem, error.detail);
    throw error;
  }
  const { header, rows } = records;
  if (!header) return unreadable(1, 'empty');
  const columns = header.fields;
  const map = mapping ?? recogniseColumns(columns);
  if (!map) return { kind: 'needs-mapping', columns, signature: headerSignature(columns) };
  const decimalComma = delimiter === ';';
  const currencyColumn = columns.findIndex((column) => CURRENCY_HEADERS.includes(headerKey(column)));
  const named = new Set([map.date, map.amount, ...map.name, ...map.memo, currencyColumn]);
  const lines: ParsedLine[] = [];
  const occurrences = new Map<string, number>();
  for (const { fields, line: fileLine } of rows) {
    const dateText = fields[map.date] ?? '';
    if (!dateText) return unreadable(fileLine, 'missing-date');
    const bookedOn = csvDate(dateText, decimalComma);
    if (!bookedOn) return unreadable(fileLine, 'bad-date', dateText);
    const amountText = fields[map.amount] ?? '';
    const amountCents = amountText === '' ? 0 : amountToCents(amountText, decimalComma);
    if (amountCents === null) return unreadable(fileLine, 'bad-amount', amountText);
    const pick = (indexes: number[]) => joinTexts(indexes.map((i) => fields[i] ?? ''));
    const fixed = { bookedOn, amountCents, name: pick(map.name), memo: pick(map.memo) };
    const hash = lineIdentity(fixed);
    const place = (occurrences.get(hash) ?? 0) + 1;
    occurrences.set(hash, place);
    lines.push({
      ...fixed,
      identity: `${hash}#${place}`,
      currency: currencyCode(fields[currencyColumn]) ?? currencyWritten(amountText),
      booked: true,
      details: joinTexts(fields.filter((field, i) => !named.has(i) && hasLetter(field))),
      fileLine,
    });
    if (yieldsAt(lines.length)) yield;
  }
  return { kind: 'lines', format: 'csv', lines };
}
