import { createHash } from 'node:crypto';
import { CsvError, parse } from 'csv-parse/sync';
import { amountToCents, compactOrIsoDate, unreadable, validDate, type ParsedLine, type ParseOutcome } from './parsed';

// A bank's CSV export, whatever the bank: comma or semicolon separated, UTF-8 (with or without a BOM)
// or Windows-1252, quoted fields with line breaks (csv-parse, the most used and best kept CSV reader
// for Node, handles quoting and reports the line of a broken record). Columns are recognised by their
// header; a header with a column it cannot place is answered with the columns, for a mapping.

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

// Windows-1252 is Latin-1 except for 0x80–0x9F, where it has €, typographic quotes and dashes. Node
// 20's TextDecoder reads the 'windows-1252' label as plain Latin-1, so those 32 are mapped here.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/** The text of a file: UTF-8 (a BOM dropped) when it decodes as UTF-8, Windows-1252 otherwise. */
export function decodeText(bytes: Uint8Array): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    let text = '';
    for (const byte of body) text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    return text;
  }
}

function headerKey(column: string): string {
  return column.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The same header, however it is spaced or cased: the key a remembered bank profile is found by. */
export function headerSignature(columns: string[]): string {
  return columns.map(headerKey).join('|');
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

function separatorOf(text: string): ';' | ',' | '\t' {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => first.split(char).length;
  if (count('\t') > count(';') && count('\t') > count(',')) return '\t';
  return count(';') > count(',') ? ';' : ',';
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

function lineIdentity(line: Omit<ParsedLine, 'identity' | 'fileLine'>): string {
  return createHash('sha256')
    .update(`${line.bookedOn}\u001f${line.amountCents}\u001f${line.name}\u001f${line.memo}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The lines of a CSV export, read with the given mapping or the one its header's names give. Without
 * either, the answer lists the columns for the mapping form. Blank amounts (a debit in a Credit
 * column) read as 0.
 */
export function parseCsv(bytes: Uint8Array, mapping?: CsvMapping): CsvOutcome {
  const text = decodeText(bytes);
  if (!text.trim()) return unreadable(1, 'empty');
  const delimiter = separatorOf(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) return unreadable(Number((error as { lines?: number }).lines) || 1, 'malformed-csv', error.message);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) return unreadable(1, 'empty');
  const columns = header.record;
  const map = mapping ?? recogniseColumns(columns);
  if (!map) return { kind: 'needs-mapping', columns, signature: headerSignature(columns) };
  const decimalComma = delimiter === ';';
  const lines: ParsedLine[] = [];
  const occurrences = new Map<string, number>();
  let previousEnd = header.info.lines;
  for (const { record, info } of rows) {
    const fileLine = previousEnd + 1;
    previousEnd = info.lines;
    const dateText = record[map.date] ?? '';
    if (!dateText) return unreadable(fileLine, 'missing-date');
    const bookedOn = csvDate(dateText, decimalComma);
    if (!bookedOn) return unreadable(fileLine, 'bad-date', dateText);
    const amountText = record[map.amount] ?? '';
    const amountCents = amountText === '' ? 0 : amountToCents(amountText, decimalComma);
    if (amountCents === null) return unreadable(fileLine, 'bad-amount', amountText);
    const join = (indexes: number[]) =>
      indexes
        .map((i) => record[i] ?? '')
        .filter(Boolean)
        .join(' ')
        .replace(/\s+/g, ' ');
    const line = { bookedOn, amountCents, name: join(map.name), memo: join(map.memo) };
    const hash = lineIdentity(line);
    const place = (occurrences.get(hash) ?? 0) + 1;
    occurrences.set(hash, place);
    lines.push({ ...line, identity: `${hash}#${place}`, fileLine });
  }
  return { kind: 'lines', format: 'csv', lines };
}
