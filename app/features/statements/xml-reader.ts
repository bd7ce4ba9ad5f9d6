import { FileProblem, MAX_STATEMENT_LINES, type ParsedLine } from './parsed';
import { yieldsAt, type Steps } from './slices';

// A small XML reader for bank statements (OFX 2, CAMT.053), in one pass and without a tree: start
// tags, text and end tags as events, each knowing its line. What a statement never needs is refused
// rather than processed, so a file can't make the reader do more than read it: no document type and
// no entity declarations (nothing is ever expanded but XML's five predefined entities and character
// references), an undefined entity is an error, and elements nest 64 deep at most. A file that is not
// well-formed is refused at the line where it stops being so.

export const MAX_XML_DEPTH = 64;

export type XmlEvent =
  | { kind: 'open'; name: string; attributes: ReadonlyMap<string, string>; line: number }
  | { kind: 'close'; name: string; line: number }
  | { kind: 'text'; text: string; line: number };

const NAME = /[A-Za-z_\u00C0-\uFFEF][\w.\-:\u00B7\u00C0-\uFFEF]*/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));/y;

/** A name without its namespace prefix ('camt:Ntry' → 'Ntry'). */
export function localName(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1);
}

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0x10ffff && code !== 0xfffe && code !== 0xffff)
  );
}

/** Line feeds between two offsets, looking at nothing past `to` (a long line must not be read again and again). */
function newlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at++) if (text.charCodeAt(at) === 10) count++;
  return count;
}

function isSpace(char: string | undefined): boolean {
  return char === ' ' || char === '\n' || char === '\t' || char === '\r';
}

/** Text with its references replaced (the five entities, &#…;); any other '&' is an error at its line. */
export function decodeReferences(raw: string, line: number): string {
  if (!raw.includes('&')) return raw;
  let out = '';
  let from = 0;
  let at = line;
  for (let amp = raw.indexOf('&'); amp !== -1; amp = raw.indexOf('&', from)) {
    out += raw.slice(from, amp);
    at += newlines(raw, from, amp);
    REFERENCE.lastIndex = amp;
    const match = REFERENCE.exec(raw);
    if (!match) {
      const name = /^&([^\s;&<]{0,40})/.exec(raw.slice(amp, amp + 42))?.[1] ?? '';
      throw new FileProblem(at, 'xml-entity', name ? `&${name};` : '&');
    }
    if (match[1]) out += PREDEFINED[match[1]]!;
    else {
      const code = match[2] ? Number(match[2]) : parseInt(match[3]!, 16);
      if (!isXmlChar(code)) throw new FileProblem(at, 'malformed-xml', `character reference ${match[0]}`);
      out += String.fromCodePoint(code);
    }
    from = amp + match[0].length;
  }
  return out + raw.slice(from);
}

/** The events of an XML document, one at a time; throws a FileProblem where the document goes wrong. */
export function* xmlEvents(text: string): Generator<XmlEvent, void, void> {
  let at = 0;
  let line = 1;
  const moveTo = (to: number) => {
    line += newlines(text, at, to);
    at = to;
  };
  const fail = (message: string): never => {
    throw new FileProblem(line, 'malformed-xml', message);
  };
  const skipBlanks = () => {
    let to = at;
    while (isSpace(text[to])) to++;
    moveTo(to);
  };
  const readName = (from: number): string | null => {
    NAME.lastIndex = from;
    return NAME.exec(text)?.[0] ?? null;
  };
  const stack: string[] = [];
  let rootSeen = false;

  skipBlanks();
  if (text.startsWith('<?xml', at)) {
    const end = text.indexOf('?>', at);
    if (end === -1) fail('the XML declaration never ends');
    moveTo(end + 2);
  }
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const end = lt === -1 ? text.length : lt;
    if (end > at) {
      const raw = text.slice(at, end);
      if (stack.length > 0) yield { kind: 'text', text: decodeReferences(raw, line), line };
      else if (raw.trim()) fail(rootSeen ? 'text after the end of the document' : 'text before the document starts');
      moveTo(end);
      if (lt === -1) break;
    }
    if (text.startsWith('<!--', at)) {
      const close = text.indexOf('-->', at + 4);
      if (close === -1) fail('a comment never ends');
      moveTo(close + 3);
    } else if (text.startsWith('<![CDATA[', at)) {
      if (stack.length === 0) fail('character data outside the document');
      const close = text.indexOf(']]>', at + 9);
      if (close === -1) fail('a CDATA section never ends');
      yield { kind: 'text', text: text.slice(at + 9, close), line };
      moveTo(close + 3);
    } else if (text.startsWith('<!', at)) {
      const what = /^<!([A-Za-z]*)/.exec(text.slice(at, at + 12))?.[1] ?? '';
      throw new FileProblem(line, 'xml-declarations', `<!${what}`);
    } else if (text.startsWith('<?', at)) {
      const close = text.indexOf('?>', at + 2);
      if (close === -1) fail('a processing instruction never ends');
      if (/^<\?xml[\s?]/i.test(text.slice(at, at + 6))) fail('an XML declaration in the middle of the file');
      moveTo(close + 2);
    } else if (text.startsWith('</', at)) {
      const name = readName(at + 2);
      if (!name) fail('an end tag without a name');
      const expected = stack.pop();
      if (name !== expected) fail(expected ? `</${name}> where </${expected}> was expected` : `</${name}> closes nothing`);
      const tagLine = line;
      moveTo(at + 2 + name!.length);
      skipBlanks();
      if (text[at] !== '>') fail(`</${name}> is not closed with '>'`);
      moveTo(at + 1);
      yield { kind: 'close', name: localName(name!), line: tagLine };
    } else {
      const name = readName(at + 1);
      if (!name) fail("a '<' that starts no tag");
      if (rootSeen && stack.length === 0) fail('a second root element');
      if (stack.length >= MAX_XML_DEPTH) throw new FileProblem(line, 'xml-too-deep', `<${name}>`);
      const tagLine = line;
      moveTo(at + 1 + name!.length);
      const attributes = new Map<string, string>();
      for (;;) {
        const before = at;
        skipBlanks();
        if (text.startsWith('/>', at) || text[at] === '>') break;
        const attribute = at > before ? readName(at) : null;
        if (!attribute) fail(`<${name}> is damaged`);
        moveTo(at + attribute!.length);
        skipBlanks();
        if (text[at] !== '=') fail(`the attribute ${attribute} has no value`);
        moveTo(at + 1);
        skipBlanks();
        const quote = text[at];
        if (quote !== '"' && quote !== "'") fail(`the attribute ${attribute} is not quoted`);
        const close = text.indexOf(quote!, at + 1);
        if (close === -1) fail(`the attribute ${attribute} never ends`);
        const raw = text.slice(at + 1, close);
        if (raw.includes('<')) fail(`a '<' in the attribute ${attribute}`);
        if (attributes.has(attribute!)) fail(`the attribute ${attribute} is given twice`);
        attributes.set(attribute!, decodeReferences(raw, line));
        moveTo(close + 1);
      }
      const selfClosing = text[at] === '/';
      moveTo(at + (selfClosing ? 2 : 1));
      rootSeen = true;
      yield { kind: 'open', name: localName(name!), attributes, line: tagLine };
      if (selfClosing) yield { kind: 'close', name: localName(name!), line: tagLine };
      else stack.push(name!);
    }
  }
  if (stack.length > 0) fail(`the file ends before </${stack.at(-1)}>`);
  if (!rootSeen) fail('no element');
}

/** A record of a statement (a CAMT entry, an OFX transaction), as collected from its elements. */
export interface StatementRecord {
  line: number;
  /** Each leaf's texts (whitespace collapsed) by its path inside the record ('Amt', 'PAYEE/NAME'), in file order. */
  fields: Map<string, string[]>;
  /** The attributes of the elements inside the record that have some, by path (the first of a path). */
  attributes: Map<string, ReadonlyMap<string, string>>;
}

/** What a statement format adds to the collector: which element is a record, what a record means. */
export interface StatementFormat {
  /** Whether an element outside any record starts one (its name, and the names around it from the root). */
  isRecord(name: string, parents: readonly string[]): boolean;
  /** A second value for a field of a record: refused at its line (OFX), or kept for the format to judge (CAMT). */
  repeatedFields: 'refuse' | 'keep';
  /** An element opens outside any record (the root included); may throw a FileProblem. */
  open?(name: string, attributes: ReadonlyMap<string, string>, line: number, parents: readonly string[]): void;
  /** A leaf outside any record closes, with its text. */
  leaf?(name: string, value: string, parents: readonly string[]): void;
  /** A record's statement line, once it has closed (or a FileProblem). */
  line(record: StatementRecord): ParsedLine;
}

interface Frame {
  name: string;
  line: number;
  /** A leaf's text (an aggregate's whitespace is dropped once its first child opens). */
  text: string;
  hasChild: boolean;
}

/**
 * The lines of a statement from its markup's events (xmlEvents, or sgml-reader.ts's), in one pass: the
 * frame-and-leaf loop every format shares. Keeps the elements open around the event, collects each
 * record's leaves by their path inside it, never a record inside another, at most MAX_STATEMENT_LINES,
 * and no two lines with one identity. Yields between events, so a long file is read in slices.
 */
export function* collectStatement(events: Iterable<XmlEvent>, format: StatementFormat): Steps<ParsedLine[]> {
  const stack: Frame[] = [];
  const names: string[] = [];
  const lines: ParsedLine[] = [];
  const seen = new Set<string>();
  let record: StatementRecord | null = null;
  let recordDepth = 0;
  let turns = 0;
  for (const event of events) {
    if (event.kind === 'open') {
      const parent = stack.at(-1);
      if (parent) {
        parent.hasChild = true;
        parent.text = '';
      }
      if (record) {
        if (format.isRecord(event.name, names)) throw new FileProblem(event.line, 'nested-transaction');
        const path = [...names.slice(recordDepth), event.name].join('/');
        if (event.attributes.size > 0 && !record.attributes.has(path)) record.attributes.set(path, event.attributes);
      } else if (format.isRecord(event.name, names)) {
        if (lines.length + 1 > MAX_STATEMENT_LINES) throw new FileProblem(event.line, 'too-many-lines');
        record = { line: event.line, fields: new Map(), attributes: new Map() };
        recordDepth = stack.length + 1;
      } else format.open?.(event.name, event.attributes, event.line, names);
      stack.push({ name: event.name, line: event.line, text: '', hasChild: false });
      names.push(event.name);
    } else if (event.kind === 'text') {
      const frame = stack.at(-1);
      if (frame && !frame.hasChild) frame.text += event.text;
    } else {
      const frame = stack.pop()!;
      names.pop();
      const value = frame.text.replace(/\s+/g, ' ').trim();
      if (record && stack.length === recordDepth - 1) {
        const line = format.line(record);
        if (seen.has(line.identity)) throw new FileProblem(record.line, 'duplicate-identity', line.identity.split('/').pop());
        seen.add(line.identity);
        lines.push(line);
        record = null;
      } else if (!frame.hasChild) {
        if (record) {
          const path = [...names.slice(recordDepth), frame.name].join('/');
          const values = record.fields.get(path);
          if (!values) record.fields.set(path, [value]);
          else if (format.repeatedFields === 'refuse') throw new FileProblem(frame.line, 'repeated-field', `<${path}>`);
          else values.push(value);
        } else format.leaf?.(frame.name, value, names);
      }
    }
    if (yieldsAt(++turns)) yield;
  }
  return lines;
}
