import { FileProblem } from './parsed';
import { MAX_XML_DEPTH, type XmlEvent } from './xml-reader';

// OFX 1.x is SGML: aggregates (<STMTTRN>…</STMTTRN>) are closed, leaves (<TRNAMT>79.99) usually are
// not. This reader turns its body into the same events as xml-reader.ts, deciding for each tag by
// what follows it: text makes it a leaf (closed by its own end tag or by the next tag), another tag
// makes it an aggregate, which must be closed in order. One pass, 64 levels deep at most; entities
// other than XML's five and character references are left as they are written.

const TAG = /<(\/?)([A-Za-z0-9._]+)>/y;
const REFERENCES = /&(amp|lt|gt|quot|apos);|&#([0-9]{1,7});|&#x([0-9a-fA-F]{1,6});/gi;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(REFERENCES, (whole, name: string | undefined, decimal: string | undefined, hex: string | undefined) => {
    if (name) return PREDEFINED[name.toLowerCase()]!;
    const code = decimal ? Number(decimal) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

function newlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at++) if (text.charCodeAt(at) === 10) count++;
  return count;
}

/** The events of an OFX 1.x body (from its first '<'); the header lines before it are skipped. */
export function* sgmlEvents(text: string): Generator<XmlEvent, void, void> {
  let at = text.indexOf('<');
  if (at === -1) throw new FileProblem(1, 'no-transactions');
  let line = 1 + newlines(text, 0, at);
  const fail = (message: string): never => {
    throw new FileProblem(line, 'malformed-xml', message);
  };
  const none: ReadonlyMap<string, string> = new Map();
  const stack: string[] = [];
  let pending: { name: string; line: number } | null = null;
  let leaf: string | null = null;
  let rootClosed = false;

  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const end = lt === -1 ? text.length : lt;
    const raw = text.slice(at, end);
    if (raw.trim()) {
      if (!pending) fail(rootClosed ? 'text after </OFX>' : 'text that belongs to no tag');
      const { name, line: opened } = pending!;
      pending = null;
      yield { kind: 'open', name, attributes: none, line: opened };
      yield { kind: 'text', text: decode(raw), line: opened };
      leaf = name;
    }
    line += newlines(text, at, end);
    at = end;
    if (lt === -1) break;
    TAG.lastIndex = at;
    const tag = TAG.exec(text);
    if (!tag) fail("a '<' that starts no tag");
    const [whole, slash, name] = tag!;
    if (rootClosed) fail(`<${slash}${name}> after </OFX>`);
    if (leaf) {
      const closing = leaf;
      leaf = null;
      yield { kind: 'close', name: closing, line };
      if (slash && name === closing) {
        at += whole.length;
        continue;
      }
    }
    if (slash) {
      // '<MEMO></MEMO>' or a leaf left empty before its aggregate's end tag.
      if (pending) {
        const empty = pending;
        pending = null;
        yield { kind: 'open', name: empty.name, attributes: none, line: empty.line };
        yield { kind: 'close', name: empty.name, line: empty.line };
        if (empty.name === name) {
          at += whole.length;
          continue;
        }
      }
      const expected = stack.pop();
      if (name !== expected) fail(expected ? `</${name}> where </${expected}> was expected` : `</${name}> closes nothing`);
      yield { kind: 'close', name: name!, line };
      if (stack.length === 0) rootClosed = true;
    } else {
      // The tag before this one holds a tag: it is an aggregate.
      if (pending) {
        yield { kind: 'open', name: pending.name, attributes: none, line: pending.line };
        stack.push(pending.name);
        pending = null;
      }
      if (stack.length >= MAX_XML_DEPTH) throw new FileProblem(line, 'xml-too-deep', `<${name}>`);
      pending = { name: name!, line };
    }
    at += whole.length;
  }
  if (leaf) yield { kind: 'close', name: leaf, line };
  if (pending) {
    const empty: { name: string; line: number } = pending;
    yield { kind: 'open', name: empty.name, attributes: none, line: empty.line };
    yield { kind: 'close', name: empty.name, line: empty.line };
  }
  if (stack.length > 0) fail(`the file ends before </${stack.at(-1)}>`);
}
