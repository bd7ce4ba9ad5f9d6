import { parse } from 'csv-parse/sync';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF records) into rows of cells; a leading BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) throw new Error(`CSV does not end with CRLF: ${JSON.stringify(body.slice(-40))}`);
  return rows;
}

/** A CSV file's header row, and each record after it as a map from header name to cell. */
export function readCsvByHeader(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error('CSV has no header row');
  const records = rows.map((row, index) => {
    if (row.length !== header.length) throw new Error(`CSV record ${index + 1} has ${row.length} cells for ${header.length} headers`);
    return Object.fromEntries(header.map((name, i) => [name, row[i]!]));
  });
  return { header, records };
}

// What a spreadsheet runs as a formula: a cell starting with one of these (spaces and quotes before it
// are dropped by some readers).
const FORMULA = /^[\s"]*[=+\-@]/;

/**
 * The cells of a CSV export as spreadsheets could read them, each way they may split it: csv-parse with ','
 * (RFC 4180, as we write it), with ';' honouring quotes where it can, and with ';' ignoring quotes (a naive
 * split); then each of those cells split again on every separator (',' ';' tab, CR, LF).
 */
export function cellsAsSpreadsheetsSplitThem(text: string): { reading: string; cell: string }[] {
  const readings: [string, string[][]][] = [
    ['csv-parse, ","', parse(text, { bom: true, delimiter: ',', record_delimiter: '\r\n' }) as string[][]],
    [
      'csv-parse, ";"',
      parse(text, {
        bom: true,
        delimiter: ';',
        relax_quotes: true,
        relax_column_count: true,
        skip_records_with_error: false,
      }) as string[][],
    ],
    ['csv-parse, ";", quotes ignored', parse(text, { bom: true, delimiter: ';', quote: false, relax_column_count: true }) as string[][]],
  ];
  return readings.flatMap(([reading, rows]) =>
    rows.flat().flatMap((cell) => [cell, ...cell.split(/[,;\t\r\n]/)].map((piece) => ({ reading, cell: piece }))),
  );
}

/** The cells (in any of those splits) a spreadsheet would run as formulas: none, in a safe export. */
export function formulaCells(text: string): { reading: string; cell: string }[] {
  return cellsAsSpreadsheetsSplitThem(text).filter(({ cell }) => FORMULA.test(cell));
}
