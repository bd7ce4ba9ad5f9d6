import { FileProblem } from './parsed';

// RFC 4180 records, read in one pass: a quoted field may hold the delimiter, doubled quotes and line
// breaks; an unquoted one ends at the delimiter or the line's end. Every field is data: nothing in a
// field can change how the rest of the file is read. Each record knows the line it starts on, and a
// quote that never closes is reported at the line where it opened.

export interface CsvRecord {
  fields: string[];
  /** The line the record starts on (1-based). */
  line: number;
}

/** Line breaks between two offsets (CRLF, LF or a lone CR count one each), looking at nothing past `to`. */
function breaksBetween(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at++) {
    const char = text.charCodeAt(at);
    if (char === 10 || (char === 13 && text.charCodeAt(at + 1) !== 10)) count++;
  }
  return count;
}

function isBlank(char: string | undefined, delimiter: string): boolean {
  return (char === ' ' || char === '\t') && char !== delimiter;
}

function isLineEnd(char: string | undefined): boolean {
  return char === '\n' || char === '\r';
}

/** The records of a CSV text, one at a time; throws a FileProblem at the first one that is damaged. */
export function* csvRecords(text: string, delimiter: string): Generator<CsvRecord, void, void> {
  const length = text.length;
  let at = 0;
  let line = 1;
  const endLine = () => {
    at += text[at] === '\r' && text[at + 1] === '\n' ? 2 : 1;
    line++;
  };
  while (at < length) {
    if (isLineEnd(text[at])) {
      endLine();
      continue;
    }
    const record: CsvRecord = { fields: [], line };
    for (;;) {
      let start = at;
      while (isBlank(text[start], delimiter)) start++;
      if (text[start] === '"') {
        const opened = line;
        let value = '';
        let from = start + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote === -1) throw new FileProblem(opened, 'csv-quote-not-closed');
          value += text.slice(from, quote);
          line += breaksBetween(text, from, quote);
          if (text[quote + 1] === '"') {
            value += '"';
            from = quote + 2;
            continue;
          }
          at = quote + 1;
          break;
        }
        while (isBlank(text[at], delimiter)) at++;
        if (at < length && text[at] !== delimiter && !isLineEnd(text[at])) {
          throw new FileProblem(line, 'malformed-csv', 'text after a closing quote');
        }
        record.fields.push(value);
      } else {
        at = start;
        while (at < length && text[at] !== delimiter && !isLineEnd(text[at])) at++;
        record.fields.push(text.slice(start, at).trimEnd());
      }
      if (text[at] === delimiter) {
        at++;
        continue;
      }
      if (at < length) endLine();
      break;
    }
    yield record;
  }
}

/** The delimiter the first line uses most: a tab, a semicolon (European exports) or a comma. */
export function delimiterOf(text: string): ';' | ',' | '\t' {
  const end = text.search(/\r|\n/);
  const first = end === -1 ? text : text.slice(0, end);
  const count = (char: string) => first.split(char).length;
  if (count('\t') > count(';') && count('\t') > count(',')) return '\t';
  return count(';') > count(',') ? ';' : ',';
}
